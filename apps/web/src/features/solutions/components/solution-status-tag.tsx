import { SOLUTION_STATUS_LABELS, type SolutionStatus } from '@dtmm/shared';
import { Tag } from 'antd';

const COLORS: Record<SolutionStatus, string> = { '2': 'processing', '1': 'success', '0': 'error' };

/** 审核中 / 已完成 / 已驳回 (portal.md 4.1), each in its own colour. */
export function SolutionStatusTag({ status }: { status: SolutionStatus }) {
  return <Tag color={COLORS[status]}>{SOLUTION_STATUS_LABELS[status]}</Tag>;
}
