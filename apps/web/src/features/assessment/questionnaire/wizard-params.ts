import { ASSESSMENT_TYPES, type AssessmentType } from '@dtmm/shared';
import { TOPIC_551_SERVICE_TYPE } from '@/features/assessment/assessment-links';
import type { AnswerType } from '../api/assessment-api';

export interface WizardParams {
  /** '1' non-group (chooses production indicators), '2' group (takes all); null when the address has none. */
  enterpriseType: AssessmentType | null;
  /** The record to continue; '' to start one. */
  recordId: string;
  serviceProviderId: string;
  answerType: AnswerType;
}

const ENTERPRISE_TYPES: readonly string[] = Object.values(ASSESSMENT_TYPES);

/** /severcenter/selfEvaDigitization?type=1|2&id=&serviceProviderId=&serviceType=551 */
export function wizardParamsOf(params: URLSearchParams): WizardParams {
  const type = params.get('type') ?? '';
  return {
    enterpriseType: ENTERPRISE_TYPES.includes(type) ? (type as AssessmentType) : null,
    recordId: params.get('id')?.trim() ?? '',
    serviceProviderId: params.get('serviceProviderId')?.trim() ?? '',
    answerType: params.get('serviceType') === TOPIC_551_SERVICE_TYPE ? '2' : '0',
  };
}

/** A loaded record names its own flow: 551 ('2') or the diagnosis service ('0'). */
export const answerTypeOfRecord = (recordAnswerType: string): AnswerType => (recordAnswerType === '2' ? '2' : '0');

/** createExam's body for this address: the cropped production indicators by name; the provider only for 551. */
export const examStartOf = (params: WizardParams, enterpriseType: AssessmentType, croppedNames: readonly string[]) => ({
  levelThreeCroppedIds: [...croppedNames],
  assessmentType: enterpriseType,
  answerType: params.answerType,
  serviceProviderId: params.answerType === '2' && params.serviceProviderId ? params.serviceProviderId : undefined,
});
