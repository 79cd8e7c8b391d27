import { FORMAL_STATUS_LABELS, type FormalStatus } from '@dtmm/shared';
import { Tag } from 'antd';

/** '0' 待受理 red, '1' 已受理 blue, '2' 未通过受理 orange, '3' 已完成 green. */
const COLORS: Record<FormalStatus, string> = { '0': 'red', '1': 'blue', '2': 'orange', '3': 'green' };

export function FormalStatusTag({ status }: { status: FormalStatus }) {
  return <Tag color={COLORS[status]}>{FORMAL_STATUS_LABELS[status]}</Tag>;
}
