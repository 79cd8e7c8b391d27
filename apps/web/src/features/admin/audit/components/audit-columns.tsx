import { AUDIT_RESULT_LABELS, type AuditResult, type AuditRowItem } from '@dtmm/shared';
import { type TableColumnsType, Tag } from 'antd';
import { detailColumn } from '../../components/detail-drawer';
import { sortOrderOf } from '../../components/paged-table';
import { auditObjectLabel } from '../audit-objects';

export const ResultTag = ({ result }: { result: AuditResult }) => (
  <Tag color={result === 'success' ? 'success' : 'error'}>{AUDIT_RESULT_LABELS[result]}</Tag>
);

const or = (value: string | null) => value || '—';

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
    { title: '操作类型', dataIndex: 'action' },
    {
      title: '对象',
      key: 'object',
      render: (_, row) => (row.objectType ? `${auditObjectLabel(row.objectType)} #${row.objectId ?? ''}` : '—'),
    },
    { title: '对象名称', dataIndex: 'subject', ellipsis: true, render: or },
    { title: '结果', dataIndex: 'result', render: (result: AuditResult) => <ResultTag result={result} /> },
    { title: 'IP', dataIndex: 'ip', render: or },
    detailColumn(onOpen),
  ];
}
