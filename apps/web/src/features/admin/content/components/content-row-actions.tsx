import { type AdminContentRow, type ContentKind, messages } from '@dtmm/shared';
import { Button, Popconfirm, Space } from 'antd';
import { Link } from 'react-router';
import { ADMIN_PATHS } from '../../admin-paths';

interface ContentRowActionsProps {
  kind: ContentKind;
  row: AdminContentRow;
  onMove: (row: AdminContentRow, action: 'publish' | 'unpublish') => void;
  onDelete: (row: AdminContentRow) => void;
}

/** 编辑, 发布 (a draft or an unpublished item) or 下线 (a published one), and 删除 after confirmation. */
export function ContentRowActions({ kind, row, onMove, onDelete }: ContentRowActionsProps) {
  const isPublished = row.status === 'published';
  return (
    <Space size={0}>
      <Link className="content-actions__link" to={ADMIN_PATHS.contentEdit(kind, row.id)}>
        编辑
      </Link>
      <Button type="link" size="small" onClick={() => onMove(row, isPublished ? 'unpublish' : 'publish')}>
        {isPublished ? '下线' : '发布'}
      </Button>
      <Popconfirm title={messages.common.confirmDelete} okText="确定" cancelText="取消" onConfirm={() => onDelete(row)}>
        <Button type="link" size="small" danger>
          删除
        </Button>
      </Popconfirm>
    </Space>
  );
}
