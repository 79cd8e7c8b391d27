import type { AdminContentRow, ContentKind } from '@dtmm/shared';
import type { Breakpoint, TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ADMIN_PATHS } from '../../admin-paths';
import { sortOrderOf } from '../../components/paged-table';
import { ContentStatusTag } from './content-status-tag';

interface ColumnOptions {
  kind: ContentKind;
  sort: { sidx?: string; sord?: 'asc' | 'desc' };
  /** The group column's heading and how a stored value reads; absent for kinds without a group. */
  group?: { label: string; labelOf: (value: string) => string };
  actions: (row: AdminContentRow) => ReactNode;
}

const sortable = (sort: ColumnOptions['sort'], key: string) => ({
  key,
  sorter: true,
  sortOrder: sortOrderOf(sort, key) as SortOrder,
});
const orEmpty = (text: string) => text || '—';
/** Minutes are enough in a list; the editor shows the rest. */
const minutes = (time: string) => orEmpty(time.slice(0, 16));
// From a tablet up; a phone keeps the title (with its status under it) and the actions.
const WIDE: Breakpoint[] = ['md'];

/** The columns every kind's list shares: title (opens the editor), group, status, pin, times, who, actions. */
export function contentColumns({ kind, sort, group, actions }: ColumnOptions): TableColumnsType<AdminContentRow> {
  return [
    {
      title: '标题',
      dataIndex: 'title',
      className: 'content-list__title',
      render: (title: string, row) => (
        <>
          <Link to={ADMIN_PATHS.contentEdit(kind, row.id)}>{title}</Link>
          {/* Whose entry it is: a case's provider, a patent a company submitted from its user centre. */}
          {row.companyName ? <div className="admin-muted">所属企业：{row.companyName}</div> : null}
          <span className="content-list__phone-status">
            <ContentStatusTag status={row.status} />
          </span>
        </>
      ),
    },
    ...(group
      ? [
          {
            title: group.label,
            dataIndex: 'group',
            className: 'content-list__group',
            responsive: WIDE,
            render: (value: string) => orEmpty(group.labelOf(value)),
          },
        ]
      : []),
    {
      title: '状态',
      dataIndex: 'status',
      responsive: ['sm'],
      render: (_, row) => <ContentStatusTag status={row.status} />,
    },
    {
      title: '置顶',
      dataIndex: 'orderNumber',
      responsive: WIDE,
      ...sortable(sort, 'orderNumber'),
      render: (order: number) => (order > 0 ? `置顶 ${order}` : '—'),
    },
    {
      title: '发布时间',
      dataIndex: 'publishTime',
      className: 'content-list__time',
      responsive: WIDE,
      ...sortable(sort, 'publishTime'),
      render: minutes,
    },
    {
      title: '最后更新',
      dataIndex: 'updateTime',
      className: 'content-list__time',
      responsive: WIDE,
      ...sortable(sort, 'updateTime'),
      render: (time: string, row) => (
        <>
          {minutes(time)}
          <div className="admin-muted">{row.updaterName}</div>
        </>
      ),
    },
    { title: '操作', key: 'action', fixed: 'right', width: 150, render: (_, row) => actions(row) },
  ];
}
