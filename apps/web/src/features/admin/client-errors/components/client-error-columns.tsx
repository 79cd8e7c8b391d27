import { CLIENT_ERROR_KIND_LABELS, type ClientErrorKind, type ClientErrorRow } from '@dtmm/shared';
import { type TableColumnsType, Tag } from 'antd';
import { detailColumn } from '../../components/detail-drawer';
import { sortOrderOf } from '../../components/paged-table';

export const KindTag = ({ kind }: { kind: ClientErrorKind }) => (
  <Tag color={kind === 'chunk' ? 'warning' : 'error'}>{CLIENT_ERROR_KIND_LABELS[kind]}</Tag>
);

/** The errors' columns; the last-seen time and the count sort on the server. */
export function clientErrorColumns(
  sort: { sidx?: string; sord?: 'asc' | 'desc' },
  onOpen: (row: ClientErrorRow) => void,
): TableColumnsType<ClientErrorRow> {
  return [
    {
      title: '最近出现',
      dataIndex: 'lastSeen',
      key: 'lastSeen',
      width: 170,
      sorter: true,
      sortOrder: sortOrderOf(sort, 'lastSeen'),
    },
    { title: '类型', dataIndex: 'kind', width: 120, render: (kind: ClientErrorKind) => <KindTag kind={kind} /> },
    { title: '错误信息', dataIndex: 'message', ellipsis: true, width: 360 },
    { title: '页面', dataIndex: 'route', ellipsis: true },
    {
      title: '次数',
      dataIndex: 'count',
      key: 'count',
      width: 90,
      sorter: true,
      sortOrder: sortOrderOf(sort, 'count'),
    },
    { title: '版本', dataIndex: 'release', width: 140 },
    detailColumn(onOpen),
  ];
}
