import { LIST_PAGE_SIZES, type ServedEnterpriseRow } from '@dtmm/shared';
import { Button, Table, type TableColumnsType } from 'antd';
import { levelTitle } from '@/features/assessment/results/record-labels';
import { useIsPhone } from '@/lib/use-is-phone';
import type { ServiceLabels } from '../hooks/use-service-labels';
import { regionText, SERVICE_TEXTS as T } from '../service-view';
import { ServiceStatusTag } from './service-status-tag';

interface ServedEnterpriseTableProps {
  rows: ServedEnterpriseRow[];
  total: number;
  page: number;
  limit: number;
  isFetching: boolean;
  labels: ServiceLabels;
  onPage: (page: number, limit: number) => void;
  onView: (row: ServedEnterpriseRow) => void;
}

/** '二级' (the level with its grade suffix); 0 (未达标 or not complete) is '-'. */
const levelText = (level: number) => (level > 0 ? levelTitle(level) : '-');

/** The completion day ('2026-11-01'); the full time shows on hover. */
const dayOf = (time: string) => (time ? <span title={time}>{time.slice(0, 10)}</span> : '-');

/** Every column fits beside the menu at 1366 px (long names wrap); a phone scrolls the whole table. */
function columnsOf(labels: ServiceLabels, onView: (row: ServedEnterpriseRow) => void) {
  const columns: TableColumnsType<ServedEnterpriseRow> = [
    {
      title: '企业名称',
      dataIndex: 'companyName',
      className: 'served-table__name',
      width: 150,
    },
    { title: '所在地区', key: 'region', width: 120, render: (_, row) => regionText(row) },
    { title: '所属行业', key: 'industry', width: 110, render: (_, row) => row.company_industry || '-' },
    { title: '企业类型', key: 'type', width: 90, render: (_, row) => labels.companyType(row.company_companyType) },
    { title: '诊断等级', key: 'level', width: 70, render: (_, row) => levelText(row.answer_assessmentLevel) },
    { title: '评估时间', key: 'time', width: 100, render: (_, row) => dayOf(row.answer_completionTime) },
    {
      title: '服务状态',
      key: 'status',
      width: 80,
      render: (_, row) => <ServiceStatusTag status={row.serviceStatus} label={labels.status(row.serviceStatus)} />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => onView(row)} aria-label={`${T.detail}：${row.companyName}`}>
          {T.detail}
        </Button>
      ),
    },
  ];
  return columns;
}

/** The served enterprises, 10 a page with 10/20/30 to choose from; on a phone the table scrolls sideways. */
export function ServedEnterpriseTable(props: ServedEnterpriseTableProps) {
  const { rows, total, page, limit, isFetching, labels, onPage, onView } = props;
  const isPhone = useIsPhone();
  return (
    <Table<ServedEnterpriseRow>
      className="served-table"
      rowKey="id"
      size="middle"
      columns={columnsOf(labels, onView)}
      dataSource={rows}
      loading={isFetching}
      scroll={isPhone ? { x: 810 } : undefined}
      locale={{ emptyText: '暂无数据' }}
      pagination={{
        current: page,
        pageSize: limit,
        total,
        showSizeChanger: true,
        pageSizeOptions: LIST_PAGE_SIZES.map(String),
        onChange: onPage,
      }}
    />
  );
}
