import { FORMAL_STATUSES, type FormalApplication } from '@dtmm/shared';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { FormalStatusTag } from '@/features/formal-assessment/components/formal-status-tag';
import { selfLevelText } from '@/features/formal-assessment/components/self-assessment-summary';
import { formalLevelLabel } from '@/features/formal-assessment/formal-levels';
import { ADMIN_PATHS } from '../../admin-paths';
import { sortOrderOf } from '../../components/paged-table';

/** Applications an operator still decides on: 待受理 (accept or refuse) and 已受理 (enter the result). */
const isUndecided = (status: string) => status === FORMAL_STATUSES.pending || status === FORMAL_STATUSES.accepted;

/** The queue's columns: the company wraps so a row fits 1366 px; the submit time sorts on the server. */
export function queueColumns(sort: { sidx?: string; sord?: 'asc' | 'desc' }): TableColumnsType<FormalApplication> {
  return [
    {
      title: '企业',
      key: 'company',
      width: 260,
      render: (_, row) => (
        <Link to={ADMIN_PATHS.acceptance(row.id)}>
          {row.company.companyName}
          <span className="acceptance-queue__code">{row.company.socialCreditCode}</span>
        </Link>
      ),
    },
    { title: '类型', dataIndex: 'assessmentTypeName', width: 200 },
    {
      title: '申请等级',
      key: 'applicationLevel',
      render: (_, row) => formalLevelLabel(row.assessmentType, row.applicationLevel),
    },
    {
      title: '自评等级',
      key: 'selfLevel',
      render: (_, row) => (row.selfAssessment ? selfLevelText(row.assessmentType, row.selfAssessment) : '未自评'),
    },
    { title: '状态', key: 'status', width: 110, render: (_, row) => <FormalStatusTag status={row.status} /> },
    {
      title: '提交时间',
      dataIndex: 'submissionTime',
      key: 'createTime',
      sorter: true,
      sortOrder: sortOrderOf(sort, 'createTime'),
    },
    {
      title: '操作',
      key: 'action',
      fixed: 'right',
      width: 80,
      render: (_, row) => <Link to={ADMIN_PATHS.acceptance(row.id)}>{isUndecided(row.status) ? '审核' : '查看'}</Link>,
    },
  ];
}
