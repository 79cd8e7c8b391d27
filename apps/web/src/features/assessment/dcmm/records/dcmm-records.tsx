import './dcmm-records.css';
import {
  DCMM_PARTY_LABELS,
  dcmmLevelTitle,
  messages,
  RECORD_STATUS_LABELS,
  RECORD_STATUSES,
  type RecordItem,
} from '@dtmm/shared';
import { Empty, Skeleton, Table, type TableColumnsType, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListPagination } from '@/components/list/list-pagination';
import { useSession } from '@/features/auth/hooks/use-session';
import { useIsPhone } from '@/lib/use-is-phone';
import { positiveInt, useSearchState } from '@/lib/use-search-state';
import { LinkButton } from '../../questionnaire/components/link-button';
import { DCMM_PAGE_SIZE, useDcmmRecords } from '../api/dcmm-api';
import { DCMM_PATHS, partyTypeOf } from '../dcmm-links';

/** The tab's own page key, so paging here leaves the 自评估 tab's `page` alone. */
const PAGE_KEY = 'dcmmPage';

const partyLabel = (record: RecordItem) => {
  const party = partyTypeOf(record.dcmmPartyType);
  return party ? DCMM_PARTY_LABELS[party] : '-';
};
const completed = <Tag color="success">{RECORD_STATUS_LABELS[RECORD_STATUSES.completed]}</Tag>;
const resultLink = (record: RecordItem) => <Link to={DCMM_PATHS.result(record.id)}>查看结果</Link>;

const COLUMNS: TableColumnsType<RecordItem> = [
  { title: '评估对象类型', key: 'party', render: (_, record) => partyLabel(record) },
  { title: '提交时间', dataIndex: 'answerTime', width: 180 },
  { title: '等级', key: 'level', width: 160, render: (_, record) => dcmmLevelTitle(record.assessmentLevel) },
  { title: '状态', key: 'status', width: 100, render: () => completed },
  { title: '操作', key: 'actions', width: 110, render: (_, record) => resultLink(record) },
];

/** On a phone each record is a card with the same facts: nothing scrolls sideways. */
function DcmmRecordCards({ records }: { records: RecordItem[] }) {
  return (
    <ul className="record-cards">
      {records.map((record) => (
        <li key={record.id} className="record-card">
          <div className="record-card__head">
            <strong>{dcmmLevelTitle(record.assessmentLevel)}</strong>
            {completed}
          </div>
          <dl className="record-card__facts">
            <dt>评估对象类型</dt>
            <dd>{partyLabel(record)}</dd>
            <dt>提交时间</dt>
            <dd>{record.answerTime}</dd>
          </dl>
          {resultLink(record)}
        </li>
      ))}
    </ul>
  );
}

/**
 * DCMM评估 (assessment.md 2, Assessment list page): the company's DCMM self-assessments, 10 a page,
 * the page in the address. Every record is completed: a DCMM assessment is submitted in one go.
 */
export function DcmmRecords() {
  const { hasCertifiedCompany } = useSession();
  const { params, update } = useSearchState();
  const page = positiveInt(params.get(PAGE_KEY), 1);
  const { data, isLoading, isFetching } = useDcmmRecords(page, DCMM_PAGE_SIZE, hasCertifiedCompany);
  const isPhone = useIsPhone();
  const records = data?.list ?? [];
  const total = data?.total ?? 0;

  let body: ReactNode = isPhone ? (
    <DcmmRecordCards records={records} />
  ) : (
    <Table<RecordItem>
      className="record-table"
      rowKey="id"
      size="middle"
      columns={COLUMNS}
      dataSource={records}
      loading={isFetching}
      pagination={false}
    />
  );
  if (isLoading) body = <Skeleton active title={false} paragraph={{ rows: 6 }} />;
  else if (total === 0) {
    body = (
      <Empty className="record-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={messages.common.noData}>
        <LinkButton type="primary" to={DCMM_PATHS.intro}>
          开始DCMM评估
        </LinkButton>
      </Empty>
    );
  }

  return (
    <div className="dcmm-records">
      <div className="dcmm-records__bar">
        <p className="dcmm-records__note">自评估给出一级或二级；三级及以上的认证等级须通过线下正式评估取得。</p>
        <Link to={DCMM_PATHS.formalApplication}>申请线下评估</Link>
      </div>
      {body}
      <ListPagination
        page={page}
        limit={DCMM_PAGE_SIZE}
        total={total}
        onChange={(next) => update({ [PAGE_KEY]: next > 1 ? next : undefined })}
      />
    </div>
  );
}
