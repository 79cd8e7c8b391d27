import type { ServiceStatus } from '@dtmm/shared';
import type { TableColumnsType } from 'antd';
import { levelLabel } from '@/features/assessment/results/record-labels';
import { ServiceStatusTag } from '@/features/service-management/components/service-status-tag';
import { regionText } from '@/features/service-management/service-view';
import { detailColumn } from '../../components/detail-drawer';
import { sortOrderOf } from '../../components/paged-table';
import type { AdminServedEnterpriseRow } from '../api/topic551-api';

interface ColumnsOptions {
  sort: { sidx?: string; sord?: 'asc' | 'desc' };
  statusLabels: Record<ServiceStatus, string>;
  onOpen: (row: AdminServedEnterpriseRow) => void;
}

/**
 * The operators' list: which enterprise, whose, where, how far. Every column has a width, so long names
 * wrap and a row fits 1366 px without scrolling; the completion time sorts on the server.
 */
export function servedEnterpriseColumns(options: ColumnsOptions): TableColumnsType<AdminServedEnterpriseRow> {
  const { sort, statusLabels, onOpen } = options;
  return [
    // The enterprise first: on a phone the table scrolls, and the row is the enterprise's.
    { title: '企业名称', dataIndex: 'companyName', width: 190 },
    { title: '服务商', dataIndex: 'serviceProviderName', width: 200 },
    { title: '所在地区', key: 'region', width: 160, render: (_, row) => regionText(row) },
    {
      title: '评估等级',
      dataIndex: 'answer_assessmentLevel',
      width: 120,
      render: (level: number) => levelLabel(level),
    },
    {
      title: '完成时间',
      dataIndex: 'answer_completionTime',
      key: 'completionTime',
      width: 160,
      sorter: true,
      sortOrder: sortOrderOf(sort, 'completionTime'),
      render: (time: string) => time || '-',
    },
    {
      title: '服务状态',
      dataIndex: 'serviceStatus',
      width: 90,
      render: (status: ServiceStatus) => <ServiceStatusTag status={status} label={statusLabels[status]} />,
    },
    detailColumn(onOpen),
  ];
}
