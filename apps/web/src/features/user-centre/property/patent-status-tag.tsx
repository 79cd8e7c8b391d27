import { COMPANY_PATENT_STATUS_LABELS, type ContentStatus } from '@dtmm/shared';
import { Tag } from 'antd';

const COLORS: Record<ContentStatus, string> = { draft: 'processing', published: 'success', unpublished: 'default' };

/** 待审核 / 已发布 / 已下线: the content status as the company reads it. */
export function PatentStatusTag({ status }: { status: ContentStatus }) {
  return <Tag color={COLORS[status]}>{COMPANY_PATENT_STATUS_LABELS[status]}</Tag>;
}
