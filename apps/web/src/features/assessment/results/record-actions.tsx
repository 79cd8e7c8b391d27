import { messages, type RecordItem } from '@dtmm/shared';
import { Button, Popconfirm, Tooltip } from 'antd';
import { Link } from 'react-router';
import { RECORD_PATHS } from '@/features/assessment/assessment-links';
import { isCompleted } from './record-cells';

export interface RecordDeletion {
  /** The record whose delete is running, if any: every 删除 waits for it. */
  deletingId: string | null;
  onDelete: (id: string) => Promise<unknown>;
}

/** The report arrives with the next issue: its buttons are shown, disabled, and say so. */
function ReportButton({ label }: { label: string }) {
  return (
    <Tooltip title="报告功能即将上线">
      <Button type="link" size="small" disabled>
        {label}
      </Button>
    </Tooltip>
  );
}

function DeleteButton({ record, deletingId, onDelete }: RecordDeletion & { record: RecordItem }) {
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
export function RecordActions({ record, ...deletion }: RecordDeletion & { record: RecordItem }) {
  return (
    <div className="record-actions">
      {isCompleted(record) ? (
        <>
          <Link to={RECORD_PATHS.result(record)}>查看结果</Link>
          <ReportButton label="预览报告" />
          <ReportButton label="下载报告" />
        </>
      ) : (
        <Link to={RECORD_PATHS.continue(record)}>继续评估</Link>
      )}
      <DeleteButton record={record} {...deletion} />
    </div>
  );
}
