import type { CertificationQueueItem } from '@dtmm/shared';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { ADMIN_PATHS } from '../../admin-paths';
import { CertificationStatusTag } from '../../components/certification-status-tag';
import { sortOrderOf } from '../../components/paged-table';

/** The queue's columns; the submit time sorts on the server. */
export function queueColumns(sort: { sidx?: string; sord?: 'asc' | 'desc' }): TableColumnsType<CertificationQueueItem> {
  return [
    {
      title: '企业名称',
      dataIndex: 'companyName',
      render: (name: string | null, row) => <Link to={ADMIN_PATHS.certification(row.id)}>{name ?? '（未填写）'}</Link>,
    },
    { title: '认证类型', dataIndex: 'certifyType', width: 100 },
    { title: '统一社会信用代码', dataIndex: 'creditCode', render: (code: string | null) => code ?? '—' },
    { title: '申请人', dataIndex: 'applicantName' },
    {
      title: '提交时间',
      dataIndex: 'submittedAt',
      key: 'submittedAt',
      sorter: true,
      sortOrder: sortOrderOf(sort, 'submittedAt'),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      render: (status: number) => <CertificationStatusTag status={status} />,
    },
    {
      title: '操作',
      key: 'action',
      fixed: 'right',
      width: 90,
      render: (_, row) => <Link to={ADMIN_PATHS.certification(row.id)}>{row.status === 2 ? '审核' : '查看'}</Link>,
    },
  ];
}
