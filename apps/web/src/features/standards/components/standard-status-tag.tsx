import { STANDARD_STATUS_COLORS } from '@dtmm/shared';
import { Tag } from 'antd';

const colorOf = (status: string): string =>
  (STANDARD_STATUS_COLORS as Record<string, string>)[status] ?? STANDARD_STATUS_COLORS.预研;

/** A standard's status (预研, 已立项, 正在起草, 即将实施, 现行) in its own colour (portal.md 9). */
export function StandardStatusTag({ status }: { status: string }) {
  if (!status) return null;
  return (
    <Tag className="standard-status" color={colorOf(status)}>
      {status}
    </Tag>
  );
}
