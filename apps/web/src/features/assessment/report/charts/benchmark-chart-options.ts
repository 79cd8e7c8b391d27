import { type BenchmarkGroup, LEVEL_DISTRIBUTION_LEGEND } from '@dtmm/shared';
import { chartValue, percentOf } from '../report-format';
import { CHART_COLOURS, type ReportChartOption, SERIES_COLOURS } from './chart-types';

const LEVEL_KEYS = ['1', '2', '3', '4', '5'] as const;

/** The doughnut's slices: legend names of assessment.md 4, fractions × 100 with two decimals. */
export const levelDistributionData = (levelPercentage: BenchmarkGroup['levelPercentage']) =>
  LEVEL_KEYS.map((key) => ({ name: LEVEL_DISTRIBUTION_LEGEND[key], value: percentOf(levelPercentage[key]) }));

export function levelDistributionOption(levelPercentage: BenchmarkGroup['levelPercentage']): ReportChartOption {
  return {
    color: [...SERIES_COLOURS],
    tooltip: { trigger: 'item', formatter: '{b}：{c}%' },
    legend: { bottom: 0, icon: 'circle', itemWidth: 10 },
    series: [
      {
        type: 'pie',
        name: '等级分布',
        radius: ['36%', '58%'],
        center: ['50%', '44%'],
        data: levelDistributionData(levelPercentage),
        // The percentages must print whole, never cut to '21.4…'.
        label: { formatter: '{c}%', overflow: 'none' },
      },
    ],
  };
}

/** The comparison bars: the group's average against the company's total. */
export function scoreComparisonOption(average: number | null, company: number): ReportChartOption {
  return {
    grid: { left: 8, right: 16, top: 28, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: ['对比组平均分', '本企业得分'], axisTick: { show: false } },
    yAxis: { type: 'value', min: 0, max: 100 },
    series: [
      {
        type: 'bar',
        name: '总分',
        barMaxWidth: 48,
        data: [
          { value: chartValue(average), itemStyle: { color: CHART_COLOURS.brandSoft } },
          { value: chartValue(company), itemStyle: { color: CHART_COLOURS.brand } },
        ],
        label: { show: true, position: 'top', formatter: ({ value }) => Number(value).toFixed(2) },
      },
    ],
  };
}

type Band = BenchmarkGroup['scoreDistribution'][number];

/** The band holding a score: from ≤ score < to, the last band also taking its upper end (100). */
export function bandIndexOf(bands: readonly Band[], score: number): number {
  const last = bands.length - 1;
  if (last >= 0 && score >= (bands[last]?.from ?? 0)) return last;
  return bands.findIndex((band) => score >= band.from && score < band.to);
}

export function scoreDistributionOption(bands: readonly Band[], companyScore: number): ReportChartOption {
  const own = bandIndexOf(bands, companyScore);
  return {
    grid: { left: 8, right: 16, top: 24, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: {
      type: 'category',
      data: bands.map((band) => `${band.from}-${band.to}`),
      axisLabel: { interval: 0, hideOverlap: false, fontSize: 10, rotate: 30 },
    },
    yAxis: { type: 'value', minInterval: 1, name: '企业数' },
    series: [
      {
        type: 'bar',
        name: '企业数',
        data: bands.map((band, index) => ({
          value: band.count,
          itemStyle: { color: index === own ? CHART_COLOURS.brand : CHART_COLOURS.muted },
        })),
        label: { show: true, position: 'top' },
      },
    ],
  };
}
