import type { CertificationHistoryEntry } from '@dtmm/shared';
import { ReviewTimeline } from '../../components/review-timeline';

const TEXTS = { submit: '提交申请', approve: '审核通过', reject: '驳回' } as const;

/** A request's submissions and decisions on the back office's timeline. */
export function ReviewHistory({ history }: { history: CertificationHistoryEntry[] }) {
  const steps = history.map((entry) => ({
    kind: entry.action,
    text: TEXTS[entry.action],
    who: entry.actor,
    at: entry.at,
    note: entry.reason ? `驳回原因：${entry.reason}` : null,
  }));
  return <ReviewTimeline steps={steps} />;
}
