import type { Topic551Progress } from '@dtmm/shared';
import { Card, Table, type TableColumnsType } from 'antd';
import { GoalProgress } from './goal-progress';

type CityFigures = Topic551Progress['cities'][number];

/** A table, not a chart: the back office's first chunk stays free of ECharts, and it reads on a phone. */
const COLUMNS: TableColumnsType<CityFigures> = [
  { title: '地市', dataIndex: 'name', render: (name: string) => name || '未知地区' },
  { title: '服务企业', dataIndex: 'enterprises', align: 'right', width: 100 },
  { title: '已完成', dataIndex: 'completed', align: 'right', width: 90 },
  {
    title: '完成率',
    key: 'rate',
    width: 200,
    render: (_, row) => (
      <GoalProgress
        label={`${row.name || '未知地区'}完成率`}
        done={row.completed}
        goal={row.enterprises}
        size="small"
      />
    ),
  },
];

/** The year's served enterprises by the enterprise's city, the most first. */
export function CityProgressTable({ cities }: { cities: CityFigures[] }) {
  return (
    <Card variant="borderless" title="各地市服务情况">
      <Table<CityFigures>
        rowKey={(row) => row.code || 'unknown'}
        size="small"
        columns={COLUMNS}
        dataSource={cities}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '当年暂无服务企业' }}
      />
    </Card>
  );
}
