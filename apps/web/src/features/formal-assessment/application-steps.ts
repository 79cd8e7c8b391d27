import { FORMAL_STATUSES, type FormalApplication } from '@dtmm/shared';
import { formalLevelLabel } from './formal-levels';

/** One fact of an application's later steps, as a label and its text. */
export interface StepFact {
  key: string;
  label: string;
  text: string;
}

/**
 * What happened after the submission, as far as it got: the acceptance (date, assessor), the
 * refusal's reason, or the formal result. The report file is shown by the caller as a link.
 */
export function laterSteps(application: FormalApplication): StepFact[] {
  const facts: StepFact[] = [];
  if (application.acceptedAt)
    facts.push(
      { key: 'acceptedAt', label: '受理时间', text: application.acceptedAt },
      { key: 'scheduledDate', label: '评估日期', text: application.scheduledDate || '-' },
      { key: 'assessorName', label: '评估机构', text: application.assessorName || '-' },
    );
  if (application.status === FORMAL_STATUSES.rejected)
    facts.push(
      { key: 'rejectedAt', label: '处理时间', text: application.rejectedAt || '-' },
      { key: 'rejectReason', label: '不予受理原因', text: application.rejectReason || '-' },
    );
  if (application.status === FORMAL_STATUSES.completed)
    facts.push(
      { key: 'completedAt', label: '完成时间', text: application.completedAt || '-' },
      {
        key: 'resultLevel',
        label: '评估结果等级',
        text: formalLevelLabel(application.assessmentType, application.resultLevel),
      },
    );
  return facts;
}
