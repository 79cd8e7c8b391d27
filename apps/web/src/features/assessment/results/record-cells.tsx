import { formatScore, RECORD_STATUS_LABELS, RECORD_STATUSES, type RecordItem } from '@dtmm/shared';
import { Tag } from 'antd';
import { answerTypeLabel, enterpriseTypeLabel, levelLabel } from './record-labels';

/** assessment.md 2: status '1' is completed; anything else is still being answered. */
export const isCompleted = (record: RecordItem) => record.status === RECORD_STATUSES.completed;

export function RecordType({ record }: { record: RecordItem }) {
  return (
    <span className="record-type">
      {answerTypeLabel(record.answerType)}
      <Tag className="record-type__enterprise">{enterpriseTypeLabel(record.assessmentType)}</Tag>
    </span>
  );
}

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

export function RecordStatusTag({ record }: { record: RecordItem }) {
  const completed = isCompleted(record);
  return (
    <Tag color={completed ? 'green' : 'blue'}>
      {RECORD_STATUS_LABELS[completed ? RECORD_STATUSES.completed : RECORD_STATUSES.inProgress]}
    </Tag>
  );
}
