import { Timeline } from 'antd';

export type ReviewStepKind = 'submit' | 'approve' | 'reject' | 'unpublish';

/** One submission or decision, in the words of its review. */
export interface ReviewStep {
  kind: ReviewStepKind;
  text: string;
  /** null when the account is gone. */
  who: string | null;
  at: string;
  /** The reason or opinion with its label ('驳回原因：…'). */
  note: string | null;
}

const COLORS: Record<ReviewStepKind, string> = { submit: 'blue', approve: 'green', reject: 'red', unpublish: 'gray' };

/** Every submission and decision of a review: what, who, when and why. */
export function ReviewTimeline({ steps }: { steps: ReviewStep[] }) {
  const items = steps.map((step, index) => ({
    key: `${step.at}-${index}`,
    color: COLORS[step.kind],
    content: (
      <>
        <div>
          {step.text} · {step.who ?? '已注销用户'}
        </div>
        <div className="admin-history__time">{step.at}</div>
        {step.note ? <div className="admin-history__reason">{step.note}</div> : null}
      </>
    ),
  }));
  return <Timeline items={items} />;
}
