import { STANDARD_STATUS_COLORS } from '@dtmm/shared';
import { LabelTag, type LabelTagColor } from '@/components/label-tag/label-tag';

const colorOf = (status: string): LabelTagColor =>
  (STANDARD_STATUS_COLORS as Record<string, LabelTagColor>)[status] ?? STANDARD_STATUS_COLORS.预研;

/** A standard's status (预研, 已立项, 正在起草, 即将实施, 现行) in its own colour (portal.md 9). */
export function StandardStatusTag({ status }: { status: string }) {
  if (!status) return null;
  return (
    <LabelTag className="standard-status" color={colorOf(status)}>
      {status}
    </LabelTag>
  );
}
