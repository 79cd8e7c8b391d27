import { messages, type RecordItem } from '@dtmm/shared';
import { Button, Popconfirm } from 'antd';
import { Link } from 'react-router';
import { RECORD_PATHS } from '@/features/assessment/assessment-links';
import { isCompleted } from './record-cells';

export interface RecordHandlers {
  /** The record whose delete is running, if any: every 删除 waits for it. */
  deletingId: string | null;
  onDelete: (id: string) => Promise<unknown>;
  /** Downloads the record's PDF report; the list runs one download at a time. */
  onDownload: (record: RecordItem) => void;
}

type DeleteButtonProps = Pick<RecordHandlers, 'deletingId' | 'onDelete'> & { record: RecordItem };

function DeleteButton({ record, deletingId, onDelete }: DeleteButtonProps) {
  return (
    <Popconfirm
      title={messages.common.confirmDelete}
      okText="确定"
      cancelText="取消"
      onConfirm={() => onDelete(record.id)}
    >
      <Button
        type="link"
        size="small"
        danger
        loading={deletingId === record.id}
        disabled={deletingId !== null && deletingId !== record.id}
      >
        删除
      </Button>
    </Popconfirm>
  );
}

/** Completed: 查看结果, 预览报告, 下载报告, 删除. In progress: 继续评估, 删除 (assessment.md 2). */
export function RecordActions({ record, onDownload, ...deletion }: RecordHandlers & { record: RecordItem }) {
  return (
    <div className="record-actions">
      {isCompleted(record) ? (
        <>
          <Link to={RECORD_PATHS.result(record)}>查看结果</Link>
          <Link to={RECORD_PATHS.report(record.id)}>预览报告</Link>
          {/* Never disabled while a download runs: a second click must hear that one is under way. */}
          <Button type="link" size="small" onClick={() => onDownload(record)}>
            下载报告
          </Button>
        </>
      ) : (
        <Link to={RECORD_PATHS.continue(record)}>继续评估</Link>
      )}
      <DeleteButton record={record} {...deletion} />
    </div>
  );
}
