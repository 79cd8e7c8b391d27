import {
  AUDIT_RESULT_LABELS,
  type AuditResult,
  type AuditRowItem,
  auditActionLabel,
  auditObjectLabel,
} from '@dtmm/shared';
import { type TableColumnsType, Tag } from 'antd';
import { detailColumn } from '../../components/detail-drawer';
import { sortOrderOf } from '../../components/paged-table';

export const ResultTag = ({ result }: { result: AuditResult }) => (
  <Tag color={result === 'success' ? 'success' : 'error'}>{AUDIT_RESULT_LABELS[result]}</Tag>
);

const or = (value: string | null) => value || '—';

/** '评估记录 #42'; an object without an id (an export names its table) by its kind alone. */
const objectText = (row: AuditRowItem) =>
  row.objectType ? `${auditObjectLabel(row.objectType)}${row.objectId ? ` #${row.objectId}` : ''}` : '—';

/** The trail's columns; the sequence (the chain's order) sorts on the server. */
export function auditColumns(
  sort: { sidx?: string; sord?: 'asc' | 'desc' },
  onOpen: (row: AuditRowItem) => void,
): TableColumnsType<AuditRowItem> {
  return [
    {
      title: '序号',
      dataIndex: 'chainSeq',
      key: 'chainSeq',
      width: 90,
      sorter: true,
      sortOrder: sortOrderOf(sort, 'chainSeq'),
      render: (seq: number | null) => seq ?? '—',
    },
    { title: '时间', dataIndex: 'createTime', width: 170 },
    { title: '操作人', dataIndex: 'actor', render: or },
    {
      title: '操作类型',
      dataIndex: 'action',
      render: (action: string) => <span title={action}>{auditActionLabel(action)}</span>,
    },
    {
      title: '对象',
      key: 'object',
      render: (_, row) => objectText(row),
    },
    { title: '对象名称', dataIndex: 'subject', ellipsis: true, render: or },
    { title: '结果', dataIndex: 'result', render: (result: AuditResult) => <ResultTag result={result} /> },
    { title: 'IP', dataIndex: 'ip', render: or },
    detailColumn(onOpen),
  ];
}
