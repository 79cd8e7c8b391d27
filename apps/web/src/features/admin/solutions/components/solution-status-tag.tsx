import { SOLUTION_STATUS_LABELS, type SolutionStatus } from '@dtmm/shared';
import { type ReviewStatus, ReviewStatusTag } from '../../components/review-status-tag';

/** 审核中 / 已完成 / 已驳回 from the shared labels, in the back office's review colours. */
export function SolutionStatusTag({ status }: { status: SolutionStatus }) {
  return <ReviewStatusTag status={Number(status) as ReviewStatus} label={SOLUTION_STATUS_LABELS[status]} />;
}
