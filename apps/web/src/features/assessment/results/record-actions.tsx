import { messages, type RecordItem } from '@dtmm/shared';
import { Button, Popconfirm } from 'antd';
import { Link } from 'react-router';
import { RECORD_PATHS } from '@/features/assessment/assessment-links';
import { isCompleted, isWithdrawn } from './record-cells';

export interface RecordHandlers {
  /** The record whose delete is running, if any: every 删除 waits for it. */
  deletingId: string | null;
  onDelete: (id: string) => Promise<unknown>;
  /** The asker is the company's ADMIN: only they withdraw a completed record (the server decides). */
  canWithdraw: boolean;
  onWithdraw: (id: string) => void;
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

/** A withdrawn record: when, and the ADMIN's reason (the company's to read; the verification page says only when). */
function Withdrawal({ record }: { record: RecordItem }) {
  return (
    <span className="record-withdrawal">
      {record.withdrawnAt} 撤回：{record.withdrawReason}
    </span>
  );
}

type ActionsProps = RecordHandlers & { record: RecordItem };

/**
 * Completed: 查看结果, 预览报告, 下载报告, and 撤回 for the ADMIN (a completed record is the company's,
 * never deleted). In progress: 继续评估, 删除 (assessment.md 2). Withdrawn: when and why.
 */
export function RecordActions({ record, onDownload, canWithdraw, onWithdraw, ...deletion }: ActionsProps) {
  if (isWithdrawn(record)) return <Withdrawal record={record} />;
  if (!isCompleted(record)) {
    return (
      <div className="record-actions">
        <Link to={RECORD_PATHS.continue(record)}>继续评估</Link>
        <DeleteButton record={record} {...deletion} />
      </div>
    );
  }
  return (
    <div className="record-actions">
      <Link to={RECORD_PATHS.result(record)}>查看结果</Link>
      <Link to={RECORD_PATHS.report(record.id)}>预览报告</Link>
      {/* Never disabled while a download runs: a second click must hear that one is under way. */}
      <Button type="link" size="small" onClick={() => onDownload(record)}>
        下载报告
      </Button>
      {canWithdraw ? (
        <Button type="link" size="small" danger onClick={() => onWithdraw(record.id)}>
          撤回
        </Button>
      ) : null}
    </div>
  );
}
