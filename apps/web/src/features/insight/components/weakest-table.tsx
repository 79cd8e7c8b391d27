import type { WeakIndicator } from '@dtmm/shared';
import { Card, Table, type TableColumnsType } from 'antd';

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

const COLUMNS: TableColumnsType<WeakIndicator> = [
  { title: '序号', key: 'rank', width: 60, render: (_, __, index) => index + 1 },
  { title: '指标', dataIndex: 'name', width: 140 },
  { title: '所属领域', dataIndex: 'groupName', responsive: ['md'] },
  { title: '平均得分率', dataIndex: 'averageScore', width: 110, render: percent },
  { title: '样本企业数', dataIndex: 'sample', width: 110, render: (n: number) => `${n}家` },
];

interface WeakestTableProps {
  rows: readonly WeakIndicator[];
  rule: string;
  /** What the filters cover: '全省', or the city and industry chosen. */
  scope: string;
}

/** The weakest indicators of the filtered scope, each with the companies it rests on, and the rule that chose them. */
export function WeakestTable({ rows, rule, scope }: WeakestTableProps) {
  return (
    <Card className="insight-card" size="small" title={`${scope}最薄弱指标（前10）`}>
      <Table<WeakIndicator>
        rowKey="id"
        size="small"
        columns={COLUMNS}
        dataSource={[...rows]}
        pagination={false}
        locale={{ emptyText: '样本不足，暂无可展示的指标' }}
      />
      <p className="insight-note">{rule}</p>
    </Card>
  );
}
