import './formal-assessment.css';
import type { FormalApplication } from '@dtmm/shared';
import { Button, Empty, Pagination, Skeleton, Table, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { useIsPhone } from '@/lib/use-is-phone';
import { useFormalApplications } from '../api/formal-assessment-api';
import { formalLevelLabel } from '../formal-levels';
import { FORMAL_TEXTS as T } from '../formal-texts';
import { ApplicationModal } from './application-modal';
import { ApplyButton } from './apply-button';
import { FormalStatusTag } from './formal-status-tag';

const PAGE_SIZE = 10;
const levelOf = (row: FormalApplication) => formalLevelLabel(row.assessmentType, row.applicationLevel);

function columnsOf(onView: (row: FormalApplication) => void): TableColumnsType<FormalApplication> {
  return [
    { title: '类型', dataIndex: 'assessmentTypeName' },
    { title: '申请等级', key: 'level', width: 160, render: (_, row) => levelOf(row) },
    { title: '状态', key: 'status', width: 110, render: (_, row) => <FormalStatusTag status={row.status} /> },
    { title: '提交时间', dataIndex: 'submissionTime', width: 170 },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => onView(row)}>
          查看
        </Button>
      ),
    },
  ];
}

interface RowsProps {
  rows: FormalApplication[];
  isFetching: boolean;
  onView: (row: FormalApplication) => void;
}

/** On a phone each application is a card with the same facts: nothing scrolls sideways. */
function ApplicationCards({ rows, onView }: RowsProps) {
  return (
    <ul className="record-cards">
      {rows.map((row) => (
        <li key={row.id} className="record-card">
          <div className="record-card__head">
            <span>{row.assessmentTypeName}</span>
            <FormalStatusTag status={row.status} />
          </div>
          <dl className="record-card__facts">
            <dt>申请等级</dt>
            <dd>{levelOf(row)}</dd>
            <dt>提交时间</dt>
            <dd>{row.submissionTime}</dd>
          </dl>
          <Button size="small" onClick={() => onView(row)}>
            查看
          </Button>
        </li>
      ))}
    </ul>
  );
}

function ApplicationRows(props: RowsProps) {
  const isPhone = useIsPhone();
  if (isPhone) return <ApplicationCards {...props} />;
  return (
    <Table<FormalApplication>
      className="record-table"
      rowKey="id"
      size="middle"
      columns={columnsOf(props.onView)}
      dataSource={props.rows}
      loading={props.isFetching}
      pagination={false}
      scroll={{ x: 700 }}
    />
  );
}

/** 正式评估 of /user/digitalization: the company's formal applications, ten a page, each viewable. */
export function FormalRecords() {
  const { hasCertifiedCompany } = useSession();
  const [page, setPage] = useState(1);
  const [viewed, setViewed] = useState<FormalApplication | null>(null);
  const { data, isLoading, isFetching } = useFormalApplications({ page, limit: PAGE_SIZE }, hasCertifiedCompany);
  const rows = data?.list ?? [];
  const total = data?.total ?? 0;

  let body: ReactNode = <ApplicationRows rows={rows} isFetching={isFetching} onView={setViewed} />;
  if (isLoading) body = <Skeleton active title={false} paragraph={{ rows: 5 }} />;
  else if (total === 0)
    body = <Empty className="record-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.emptyList} />;

  return (
    <div className="formal-records">
      <div className="formal-records__toolbar">
        <ApplyButton />
      </div>
      {body}
      {total > PAGE_SIZE ? (
        <Pagination
          className="formal-records__pages"
          current={page}
          pageSize={PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          onChange={setPage}
        />
      ) : null}
      <ApplicationModal application={viewed} onClose={() => setViewed(null)} />
    </div>
  );
}
