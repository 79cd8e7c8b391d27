import { ANSWER_TYPES, type RecordItem } from '@dtmm/shared';
import { toSearchString } from '@/lib/query-string';
import type { AnswerType } from './api/assessment-api';

/** Every address the assessment pages lead to (assessment.md 2, Routes), in one place. */
export const SERVICE_CENTRE_PATH = '/severcenter';
export const QUESTION_BANK_PATH = '/severcenter/questionbank';
export const DIAGNOSIS_INTRO_PATH = '/severcenter/evaluation?name=diagnosis_service';
export const TOPIC_551_PATH = '/severcenter/FiveOneSubject';

/** The wizard's serviceType of the 551 special topic (assessment.md 9). */
export const TOPIC_551_SERVICE_TYPE = '551';

/** The result page's `type` (assessment.md 2): zdpg the diagnosis service, other the 551 topic, dcmm. */
export const RESULT_TYPES = ['zdpg', 'other', 'dcmm'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

export const isResultType = (value: string | null): value is ResultType => RESULT_TYPES.some((type) => type === value);

export interface WizardQuery {
  /** The enterprise type: '1' non-group, '2' group. */
  type: string;
  /** The record to continue; absent when a new assessment starts. */
  id?: string;
  /** The chosen 551 provider (a new 551 assessment only). */
  serviceProviderId?: string;
  /** '551' for the special topic; absent for the diagnosis service. */
  serviceType?: string;
}

/** /severcenter/selfEvaDigitization with the query the wizard reads; absent parts are left out. */
export const selfAssessmentHref = (query: WizardQuery): string =>
  `/severcenter/selfEvaDigitization${toSearchString({ ...query })}`;

type RecordRef = Pick<RecordItem, 'id' | 'answerType' | 'assessmentType'>;

const isTopic551 = (answerType: string) => answerType === ANSWER_TYPES.topic551;

/** Where a record leads: its list, its result, its continuation, and where a new one starts. */
export const RECORD_PATHS = {
  list: '/user/digitalization',
  result: (record: RecordRef) =>
    `/evaluationResultsCenter${toSearchString({ type: isTopic551(record.answerType) ? 'other' : 'zdpg', id: record.id })}`,
  continue: (record: RecordRef) =>
    selfAssessmentHref({
      type: record.assessmentType,
      id: record.id,
      serviceType: isTopic551(record.answerType) ? TOPIC_551_SERVICE_TYPE : undefined,
    }),
  start: (answerType: AnswerType) => (isTopic551(answerType) ? TOPIC_551_PATH : DIAGNOSIS_INTRO_PATH),
  /** A result page without a type sends the visitor to the service centre, remembering where they were. */
  missingType: (here: string) => `${SERVICE_CENTRE_PATH}${toSearchString({ redirect: here })}`,
  /** The printable report of a completed record. */
  report: (id: string) => `/evaluationReport/${id}`,
  /** The report page that opens the print dialog once its data has loaded. */
  reportPrint: (id: string) => `/evaluationReport/${id}${toSearchString({ autoprint: '1' })}`,
};

/** The public page confirming a printed report's verification code. */
export const reportVerifyPath = (code: string) => `/verify/${encodeURIComponent(code)}`;
