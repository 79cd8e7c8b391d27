import type { AdminCompanyItem } from '@dtmm/shared';
import type { TableColumnsType } from 'antd';
import { CertificationStatusTag } from '../../components/certification-status-tag';
import { detailColumn } from '../../components/detail-drawer';
import { sortOrderOf } from '../../components/paged-table';

/** The companies list's columns; name and registration time sort on the server. */
export function companyColumns(
  sort: { sidx?: string; sord?: 'asc' | 'desc' },
  onOpen: (company: AdminCompanyItem) => void,
): TableColumnsType<AdminCompanyItem> {
  return [
    {
      title: '企业名称',
      dataIndex: 'companyName',
      key: 'companyName',
      sorter: true,
      sortOrder: sortOrderOf(sort, 'companyName'),
    },
    { title: '统一社会信用代码', dataIndex: 'socialCreditCode' },
    {
      title: '企业认证',
      dataIndex: 'certificationStatus',
      render: (status: number) => <CertificationStatusTag status={status} noneLabel="未认证" />,
    },
    {
      title: '服务商认证',
      dataIndex: 'providerStatus',
      render: (status: number) => <CertificationStatusTag status={status} noneLabel="未认证" />,
    },
    { title: '成员数', dataIndex: 'memberCount', width: 80 },
    {
      title: '创建时间',
      dataIndex: 'createTime',
      key: 'createTime',
      sorter: true,
      sortOrder: sortOrderOf(sort, 'createTime'),
    },
    detailColumn(onOpen),
  ];
}
