import { DCMM_PARTY_ALIASES, type DcmmPartyType } from '@dtmm/shared';
import { toSearchString } from '@/lib/query-string';
import { RECORD_PATHS } from '../assessment-links';

/** Where the DCMM pages lead (assessment.md 2, Routes). */
export const DCMM_PATHS = {
  intro: '/severcenter/evaluation?name=dcmm',
  questionnaire: (partyType: DcmmPartyType) => `/severcenter/dcmmQuestionbank${toSearchString({ partyType })}`,
  result: (id: string) => `/evaluationResultsCenter${toSearchString({ type: 'dcmm', id })}`,
  /** The user centre's DCMM tab. */
  records: `${RECORD_PATHS.list}${toSearchString({ paneName: 'dcmm' })}`,
  /** The offline (formal) assessment, the only way to a certified level. */
  formalApplication: `/user/formalAssessmentForm${toSearchString({ type: 'dcmm' })}`,
};

/** A party type from the address: A, B, or the spec's other spelling service_dcmm (B); null otherwise. */
export const partyTypeOf = (value: string | null | undefined): DcmmPartyType | null =>
  value && Object.hasOwn(DCMM_PARTY_ALIASES, value) ? (DCMM_PARTY_ALIASES[value] ?? null) : null;
