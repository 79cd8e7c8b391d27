import { reportMessages } from '@dtmm/shared';
import { Skeleton } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { useReportData } from '../report/api/report-api';

// ECharts is large: its chunk loads once the report data has come, not with the result page.
const TrendChart = lazy(async () => ({ default: (await import('../report/charts/trend-chart')).TrendChart }));

const chartFallback = <Skeleton active paragraph={{ rows: 6 }} />;

/** The company's completed assessments up to this one: total, level and each area over time. */
export function ResultTrend({ recordId }: { recordId: string }) {
  const { data, error, isLoading } = useReportData(recordId);
  let body: ReactNode;
  if (isLoading) body = chartFallback;
  else if (error || !data) body = <p className="result-trend__note">{error?.message || reportMessages.loadFailed}</p>;
  else {
    // With one assessment the chart says this is the first one instead of drawing.
    body = (
      <Suspense fallback={chartFallback}>
        <TrendChart trend={data.trend} />
      </Suspense>
    );
  }
  return (
    <section className="result-card" aria-labelledby="result-trend-title">
      <h2 className="result-card__title" id="result-trend-title">
        历次评估趋势
      </h2>
      {body}
    </section>
  );
}
