import { SOLUTION_DECISION_LABELS, type SolutionReview } from '@dtmm/shared';
import { ReviewTimeline } from '../../components/review-timeline';
import { opinionNote } from '../review-words';

/** A solution's submissions and decisions (提交审核 / 审核通过 / 驳回 / 下架) on the back office's timeline. */
export function SolutionHistory({ reviews }: { reviews: SolutionReview[] }) {
  const steps = reviews.map((review) => ({
    kind: review.decision,
    text: SOLUTION_DECISION_LABELS[review.decision],
    who: review.reviewerName || null,
    at: review.createTime,
    note: opinionNote(review.opinion, review.decision),
  }));
  return <ReviewTimeline steps={steps} />;
}
