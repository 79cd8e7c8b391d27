import type { ContentStatus } from '@dtmm/shared';
import { Button, Popconfirm, Space } from 'antd';
import type { EditorAction } from '../hooks/use-content-actions';

interface EditorActionsProps {
  /** null for a new item (not stored yet). */
  status: ContentStatus | null;
  busy: EditorAction | null;
  onSave: () => void;
  onPreview: () => void;
  onPublish: () => void;
  onUnpublish: () => void;
}

/** 保存, 预览, and 发布 (a new, draft or unpublished item) or 下线 (a published one). */
export function EditorActions({ status, busy, onSave, onPreview, onPublish, onUnpublish }: EditorActionsProps) {
  const isPublished = status === 'published';
  return (
    <Space wrap>
      <Button onClick={onPreview}>预览</Button>
      <Button loading={busy === 'save'} onClick={onSave}>
        {isPublished ? '保存' : '保存草稿'}
      </Button>
      {isPublished ? (
        <Popconfirm title="确定下线吗？下线后门户不再展示。" okText="确定" cancelText="取消" onConfirm={onUnpublish}>
          <Button danger loading={busy === 'unpublish'}>
            下线
          </Button>
        </Popconfirm>
      ) : (
        <Button type="primary" loading={busy === 'publish'} onClick={onPublish}>
          发布
        </Button>
      )}
    </Space>
  );
}
