import { Card, Empty, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { ReportChartOption } from '@/features/assessment/report/charts/chart-types';

// ECharts is large: the report's chart wrapper and the library load in their own chunk, on the first chart.
const EChart = lazy(async () => ({ default: (await import('@/features/assessment/report/charts/echart')).EChart }));

interface ChartCardProps {
  title: string;
  option: ReportChartOption;
  /** Nothing to draw: the card says so instead of an empty chart. */
  isEmpty: boolean;
  height?: number;
}

/** One chart in a titled card. */
export function ChartCard({ title, option, isEmpty, height = 280 }: ChartCardProps) {
  return (
    <Card className="insight-card" size="small" title={title}>
      {isEmpty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
      ) : (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
          <EChart option={option} height={height} label={title} />
        </Suspense>
      )}
    </Card>
  );
}
