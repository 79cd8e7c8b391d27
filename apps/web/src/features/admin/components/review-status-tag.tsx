import { Tag } from 'antd';

/** The three states every review shares (portal.md 4.1, 4.2): 2 under review, 1 passed, 0 rejected. */
export type ReviewStatus = 0 | 1 | 2;

const COLORS: Record<ReviewStatus, string> = { 2: 'processing', 1: 'success', 0: 'error' };

/** A review's state in one colour scheme across the back office; the words are the review's own. */
export function ReviewStatusTag({ status, label }: { status: ReviewStatus; label: string }) {
  return <Tag color={COLORS[status]}>{label}</Tag>;
}
