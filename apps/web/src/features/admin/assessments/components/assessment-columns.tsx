import {
  type AdminAssessmentItem,
  ANSWER_TYPE_LABELS,
  ASSESSMENT_TYPES,
  RECORD_STATUS_LABELS,
  RECORD_STATUSES,
} from '@dtmm/shared';
import { type TableColumnsType, Tag } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { Link } from 'react-router';
import { RECORD_PATHS } from '@/features/assessment/assessment-links';
import { sortOrderOf } from '../../components/paged-table';

const STATUS_COLORS = { '0': 'processing', '1': 'success', '2': 'default' } as const;
const orDash = (text: string | null) => text ?? '-';

/** The records list's columns; start, completion and score sort on the server. */
export function assessmentColumns(sort: {
  sidx?: string;
  sord?: 'asc' | 'desc';
}): TableColumnsType<AdminAssessmentItem> {
  const sorted = (key: string): { key: string; sorter: true; sortOrder: SortOrder } => ({
    key,
    sorter: true,
    sortOrder: sortOrderOf(sort, key),
  });
  return [
    {
      title: '企业名称',
      dataIndex: 'companyName',
      width: 220,
      render: (name: string, row) => (
        <>
          <div>{name}</div>
          <div className="admin-muted">{row.socialCreditCode}</div>
        </>
      ),
    },
    { title: '所在城市', dataIndex: 'cityName' },
    { title: '行业门类', dataIndex: 'industryName' },
    {
      title: '评估类型',
      dataIndex: 'answerType',
      render: (type: AdminAssessmentItem['answerType']) => ANSWER_TYPE_LABELS[type],
    },
    {
      title: '企业类型',
      dataIndex: 'assessmentType',
      render: (type: string) => (type === ASSESSMENT_TYPES.group ? '集团' : '非集团'),
    },
    {
      title: '状态',
      dataIndex: 'status',
      render: (status: AdminAssessmentItem['status']) => (
        <Tag color={STATUS_COLORS[status]}>{RECORD_STATUS_LABELS[status]}</Tag>
      ),
    },
    { title: '评估等级', dataIndex: 'levelText' },
    { title: '转型等级', dataIndex: 'digitalTransformationLevel', render: orDash },
    { title: '总分', dataIndex: 'totalScore', ...sorted('totalScore'), render: (score: number | null) => score ?? '-' },
    { title: '开始时间', dataIndex: 'createTime', ...sorted('createTime') },
    { title: '完成时间', dataIndex: 'completedTime', ...sorted('completedAt'), render: orDash },
    {
      title: '撤回',
      dataIndex: 'withdrawnTime',
      render: (at: string | null, row) =>
        at ? (
          <>
            <div>{at}</div>
            <div className="admin-muted">{row.withdrawReason}</div>
          </>
        ) : (
          '-'
        ),
    },
    {
      title: '操作',
      key: 'report',
      fixed: 'right',
      render: (_, row) =>
        row.status === RECORD_STATUSES.completed ? (
          <Link to={RECORD_PATHS.report(row.id)} target="_blank" rel="noopener">
            查看报告
          </Link>
        ) : null,
    },
  ];
}
