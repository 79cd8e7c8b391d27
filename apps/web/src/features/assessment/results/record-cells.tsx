import { formatScore, RECORD_STATUS_LABELS, RECORD_STATUSES, type RecordItem, type RecordStatus } from '@dtmm/shared';
import { Tag } from 'antd';
import { answerTypeLabel, enterpriseTypeLabel, levelLabel } from './record-labels';

/** assessment.md 2: status '1' is completed, '2' withdrawn by the company's ADMIN; '0' is still being answered. */
export const isCompleted = (record: RecordItem) => record.status === RECORD_STATUSES.completed;
export const isWithdrawn = (record: RecordItem) => record.status === RECORD_STATUSES.withdrawn;

export function RecordType({ record }: { record: RecordItem }) {
  return (
    <span className="record-type">
      {answerTypeLabel(record.answerType)}
      <Tag className="record-type__enterprise">{enterpriseTypeLabel(record.assessmentType)}</Tag>
    </span>
  );
}

/** 提交时间: an in-progress record is not submitted yet; its answerTime is when it started (issue 30). */
export const submittedAt = (record: RecordItem) =>
  record.status === RECORD_STATUSES.inProgress ? '未提交' : record.answerTime;

export const recordScore = (record: RecordItem) =>
  isCompleted(record) && record.totalScore !== null ? formatScore(record.totalScore) : '-';

/** The level and its tier; '-' while in progress and for level 0 (未达标). */
export function RecordLevel({ record }: { record: RecordItem }) {
  if (!isCompleted(record) || record.assessmentLevel === 0) return <>-</>;
  return (
    <span className="record-level">
      {levelLabel(record.assessmentLevel)}
      {record.digitalTransformationLevel ? (
        <span className="record-level__tier">{record.digitalTransformationLevel}</span>
      ) : null}
    </span>
  );
}

const STATUS_COLORS: Record<RecordStatus, string> = { '0': 'blue', '1': 'success', '2': 'default' };

export function RecordStatusTag({ record }: { record: RecordItem }) {
  const status = isWithdrawn(record) || isCompleted(record) ? record.status : RECORD_STATUSES.inProgress;
  return <Tag color={STATUS_COLORS[status as RecordStatus]}>{RECORD_STATUS_LABELS[status as RecordStatus]}</Tag>;
}
