import {
  ANSWER_TYPES,
  FORMAL_ASSESSMENT_TYPE_NAMES,
  FORMAL_ASSESSMENT_TYPES,
  type FormalAssessmentType,
} from '@dtmm/shared';
import { RECORD_PATHS, SERVICE_CENTRE_PATH } from '@/features/assessment/assessment-links';
import { ASSESSMENT_OFFERS } from '@/features/service-center/service-offers';
import { toSearchString } from '@/lib/query-string';

const OFFER_OF: Record<FormalAssessmentType, (typeof ASSESSMENT_OFFERS)[number]['key']> = {
  zdservice: 'diagnosis',
  dcmm: 'dcmm',
};

/** Where the formal application pages lead; every link to them goes through here. */
export const FORMAL_PATHS = {
  form: (type: FormalAssessmentType) => `/user/formalAssessmentForm${toSearchString({ type })}`,
  /** The 正式评估 tab of the company's assessment list. */
  list: `${RECORD_PATHS.list}${toSearchString({ paneName: 'formalAssessment' })}`,
  /** The result page of the self-assessment an application starts from. */
  selfResult: (type: FormalAssessmentType, recordId: string) =>
    type === FORMAL_ASSESSMENT_TYPES.dcmm
      ? `/evaluationResultsCenter${toSearchString({ type: 'dcmm', id: recordId })}`
      : RECORD_PATHS.result({ id: recordId, answerType: ANSWER_TYPES.diagnosis, assessmentType: '' }),
  /** Where the self-assessment of the type starts (its intro in the service centre). */
  selfStart: (type: FormalAssessmentType) =>
    ASSESSMENT_OFFERS.find((offer) => offer.key === OFFER_OF[type])?.selfAssessmentTo ?? SERVICE_CENTRE_PATH,
} as const;

export const isFormalType = (value: string | null): value is FormalAssessmentType =>
  FORMAL_ASSESSMENT_TYPE_NAMES.some((type) => type === value);
