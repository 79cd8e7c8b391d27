import type { RecordItem } from '@dtmm/shared';
import { Table, type TableColumnsType } from 'antd';
import { useIsPhone } from '@/lib/use-is-phone';
import { RecordActions, type RecordHandlers } from './record-actions';
import { RecordLevel, RecordStatusTag, RecordType, recordScore, submittedAt } from './record-cells';

interface RecordTableProps extends RecordHandlers {
  records: RecordItem[];
  isFetching: boolean;
}

function columnsOf(handlers: RecordHandlers): TableColumnsType<RecordItem> {
  return [
    { title: '评估类型', key: 'type', render: (_, record) => <RecordType record={record} /> },
    { title: '提交时间', key: 'submittedAt', width: 170, render: (_, record) => submittedAt(record) },
    { title: '得分', key: 'score', width: 80, render: (_, record) => recordScore(record) },
    { title: '等级', key: 'level', width: 150, render: (_, record) => <RecordLevel record={record} /> },
    { title: '状态', key: 'status', width: 90, render: (_, record) => <RecordStatusTag record={record} /> },
    {
      title: '操作',
      key: 'actions',
      width: 190,
      render: (_, record) => <RecordActions record={record} {...handlers} />,
    },
  ];
}

/** On a phone each record is a card with the same facts and actions: nothing scrolls sideways. */
function RecordCards({ records, ...handlers }: RecordTableProps) {
  return (
    <ul className="record-cards">
      {records.map((record) => (
        <li key={record.id} className="record-card">
          <div className="record-card__head">
            <RecordType record={record} />
            <RecordStatusTag record={record} />
          </div>
          <dl className="record-card__facts">
            <dt>提交时间</dt>
            <dd>{submittedAt(record)}</dd>
            <dt>得分</dt>
            <dd>{recordScore(record)}</dd>
            <dt>等级</dt>
            <dd>
              <RecordLevel record={record} />
            </dd>
          </dl>
          <RecordActions record={record} {...handlers} />
        </li>
      ))}
    </ul>
  );
}

/** The self-assessment records of one answer type: a table, or cards on a phone. */
export function RecordTable(props: RecordTableProps) {
  const isPhone = useIsPhone();
  if (isPhone) return <RecordCards {...props} />;
  const { records, isFetching, ...handlers } = props;
  return (
    <Table<RecordItem>
      className="record-table"
      rowKey="id"
      size="middle"
      columns={columnsOf(handlers)}
      dataSource={records}
      loading={isFetching}
      pagination={false}
      scroll={{ x: 820 }}
    />
  );
}
