import type { AdminDashboard } from '@dtmm/shared';
import { Card, Empty, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { ADMIN_PATHS } from '../../admin-paths';

type Waiting = AdminDashboard['oldestWaiting'][number];

const COLUMNS: TableColumnsType<Waiting> = [
  {
    title: '企业名称',
    dataIndex: 'companyName',
    render: (name: string | null, row) => <Link to={ADMIN_PATHS.certification(row.id)}>{name ?? '（未填写）'}</Link>,
  },
  { title: '认证类型', dataIndex: 'certifyType', width: 100 },
  { title: '提交时间', dataIndex: 'submittedAt', width: 180 },
];

/** The requests waiting longest, each a link to its review. */
export function OldestWaiting({ rows }: { rows: Waiting[] }) {
  return (
    <Card title="等待最久的申请" variant="borderless" extra={<Link to={ADMIN_PATHS.certifications}>查看全部</Link>}>
      {rows.length === 0 ? (
        <Empty description="暂无待审核的申请" />
      ) : (
        <Table<Waiting>
          rowKey="id"
          size="small"
          columns={COLUMNS}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      )}
    </Card>
  );
}
