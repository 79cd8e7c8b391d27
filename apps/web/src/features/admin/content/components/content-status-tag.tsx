import { CONTENT_STATUS_LABELS, type ContentStatus } from '@dtmm/shared';
import { Tag } from 'antd';

const COLORS: Record<ContentStatus, string> = { draft: 'default', published: 'success', unpublished: 'warning' };

/** 草稿 / 已发布 / 已下线 from the shared labels. */
export function ContentStatusTag({ status }: { status: ContentStatus }) {
  return <Tag color={COLORS[status]}>{CONTENT_STATUS_LABELS[status]}</Tag>;
}
