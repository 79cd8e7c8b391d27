import type { SolutionItem, SolutionStatus } from '@dtmm/shared';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { SolutionStatusTag } from '@/features/solutions/components/solution-status-tag';
import { ADMIN_PATHS } from '../../admin-paths';
import { shownText } from '../../components/field-list';
import { sortOrderOf } from '../../components/paged-table';

/**
 * The queue's columns; scenarios in the dictionary's words, the update time sorts on the server.
 * Name and scenarios wrap within a width so the row fits 1366 px without hiding the time under 操作.
 */
export function queueColumns(
  sort: { sidx?: string; sord?: 'asc' | 'desc' },
  scenarioLabels: ReadonlyMap<string, string>,
): TableColumnsType<SolutionItem> {
  return [
    {
      title: '方案名称',
      dataIndex: 'solutionName',
      width: 260,
      render: (name: string, row) => <Link to={ADMIN_PATHS.solution(row.id)}>{name}</Link>,
    },
    {
      title: '服务商',
      dataIndex: 'serviceProviderName',
      render: (name: string, row) => shownText(name || row.companyName),
    },
    {
      title: '应用场景',
      dataIndex: 'serviceCategory',
      width: 200,
      render: (joined: string) => shownText(joined, scenarioLabels),
    },
    {
      title: '状态',
      dataIndex: 'tableFlag',
      width: 100,
      render: (status: SolutionStatus) => <SolutionStatusTag status={status} />,
    },
    {
      title: '更新时间',
      dataIndex: 'updateTime',
      key: 'updateTime',
      sorter: true,
      sortOrder: sortOrderOf(sort, 'updateTime'),
    },
    {
      title: '操作',
      key: 'action',
      fixed: 'right',
      width: 90,
      render: (_, row) => <Link to={ADMIN_PATHS.solution(row.id)}>{row.tableFlag === '2' ? '审核' : '查看'}</Link>,
    },
  ];
}
