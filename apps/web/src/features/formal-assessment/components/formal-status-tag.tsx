import { FORMAL_STATUS_LABELS, type FormalStatus } from '@dtmm/shared';
import { Tag } from 'antd';

/** '0' 待受理 red, '1' 已受理 blue, '2' 未通过受理 warning, '3' 已完成 success. */
const COLORS: Record<FormalStatus, string> = { '0': 'red', '1': 'blue', '2': 'warning', '3': 'success' };

export function FormalStatusTag({ status }: { status: FormalStatus }) {
  return <Tag color={COLORS[status]}>{FORMAL_STATUS_LABELS[status]}</Tag>;
}
