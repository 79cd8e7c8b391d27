import type { AssessmentPoint, InsightMonth, ProvinceInsight, ScoreGroup } from '@dtmm/shared';
import { CHART_COLOURS, type ReportChartOption, SERIES_COLOURS } from '@/features/assessment/report/charts/chart-types';

/** The dashboards' chart options: pure functions of the answer, so tests read them without a canvas. */

const MONTH_LABELS = Array.from({ length: 12 }, (_, i) => `${i + 1}月`);
const GRID = { left: 40, right: 16, top: 40, bottom: 28, containLabel: true };
const LEGEND = { top: 0, type: 'scroll' as const };

type MonthSeries = Exclude<keyof InsightMonth, 'month'>;

function monthly(
  months: readonly InsightMonth[],
  series: [MonthSeries, string][],
  type: 'line' | 'bar',
): ReportChartOption {
  return {
    color: [...SERIES_COLOURS],
    tooltip: { trigger: 'axis' },
    legend: LEGEND,
    grid: GRID,
    xAxis: { type: 'category', data: MONTH_LABELS },
    yAxis: { type: 'value', minInterval: 1 },
    series: series.map(([key, name]) =>
      type === 'line'
        ? // Counts: straight segments between months, never a curve that suggests values between them.
          { type: 'line', name, data: months.map((m) => m[key]) }
        : { type: 'bar', name, data: months.map((m) => m[key]) },
    ),
  };
}

/** Registrations and certifications per month. */
export const growthOption = (months: readonly InsightMonth[]) =>
  monthly(
    months,
    [
      ['users', '注册用户'],
      ['companies', '新增企业'],
      ['certifiedEnterprises', '企业认证'],
      ['certifiedProviders', '服务商认证'],
    ],
    'line',
  );

/** Self-assessments started and completed per month. */
export const assessmentsOption = (months: readonly InsightMonth[]) =>
  monthly(
    months,
    [
      ['assessmentsStarted', '开始评估'],
      ['assessmentsCompleted', '完成评估'],
    ],
    'bar',
  );

/**
 * Companies by level, as a doughnut. A phone has no room for labels round the ring: the legend names
 * each level with its count instead; on a wide screen the labels sit outside and step aside.
 */
export const levelsOption = (levels: ProvinceInsight['levels'], isCompact = false): ReportChartOption => {
  const data = levels.map((l) => ({ name: l.level === 0 ? l.name : `${l.level}级 ${l.name}`, value: l.companies }));
  const counts = new Map(data.map((d) => [d.name, d.value]));
  return {
    color: [CHART_COLOURS.muted, ...SERIES_COLOURS],
    tooltip: { trigger: 'item', formatter: '{b}：{c}家（{d}%）' },
    legend: isCompact
      ? { bottom: 0, formatter: (name: string) => `${name} ${counts.get(name) ?? 0}家` }
      : { bottom: 0, type: 'scroll' },
    series: [
      {
        type: 'pie',
        radius: isCompact ? ['32%', '56%'] : ['40%', '68%'],
        center: ['50%', isCompact ? '38%' : '45%'],
        avoidLabelOverlap: true,
        label: isCompact ? { show: false } : { formatter: '{b}\n{c}家' },
        labelLine: { show: !isCompact },
        data,
      },
    ],
  };
};

/** Average total scores of groups, as horizontal bars (the best on top). */
export const averagesOption = (groups: readonly ScoreGroup[]): ReportChartOption => {
  const ordered = [...groups].reverse();
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { ...GRID, top: 8 },
    xAxis: { type: 'value', max: 100 },
    yAxis: { type: 'category', data: ordered.map((g) => g.name), axisLabel: { width: 120, overflow: 'truncate' } },
    series: [
      {
        type: 'bar',
        name: '平均分',
        itemStyle: { color: CHART_COLOURS.brand },
        label: { show: true, position: 'right', formatter: ({ value }) => Number(value).toFixed(1) },
        data: ordered.map((g) => Number(g.averageScore.toFixed(2))),
      },
    ],
  };
};

/** A company's total score over its completed assessments. */
export const historyOption = (history: readonly AssessmentPoint[]): ReportChartOption => ({
  color: [CHART_COLOURS.brand, CHART_COLOURS.good],
  tooltip: { trigger: 'axis' },
  legend: LEGEND,
  grid: GRID,
  xAxis: { type: 'category', data: history.map((p) => p.completedAt.slice(0, 10)) },
  yAxis: [
    { type: 'value', name: '总分', max: 100 },
    { type: 'value', name: '等级', min: 0, max: 5, interval: 1 },
  ],
  series: [
    { type: 'line', name: '总分', data: history.map((p) => Number(p.totalScore.toFixed(2))) },
    { type: 'line', name: '等级', step: 'end', yAxisIndex: 1, data: history.map((p) => p.level) },
  ],
});
