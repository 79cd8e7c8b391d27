import { INDICATOR_SYSTEM, type TrendPoint } from '@dtmm/shared';
import { chartValue, levelName } from '../report-format';
import { CHART_COLOURS, type ReportChartOption, SERIES_COLOURS } from './chart-types';

/** The total score (left axis, 0–100) and the level as steps (right axis, 未达标–五级). */
export function totalTrendOption(trend: readonly TrendPoint[]): ReportChartOption {
  return {
    color: [CHART_COLOURS.brand, CHART_COLOURS.good],
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    grid: { left: 8, right: 8, top: 32, bottom: 36, containLabel: true },
    xAxis: { type: 'category', data: trend.map((point) => point.date) },
    yAxis: [
      { type: 'value', name: '总分', min: 0, max: 100 },
      {
        type: 'value',
        name: '等级',
        min: 0,
        max: 5,
        interval: 1,
        splitLine: { show: false },
        axisLabel: { formatter: (value: number) => levelName(value) },
      },
    ],
    series: [
      {
        type: 'line',
        name: '总分',
        data: trend.map((point) => chartValue(point.totalScore)),
        label: { show: true, formatter: ({ value }) => Number(value).toFixed(2) },
      },
      { type: 'line', name: '等级', yAxisIndex: 1, step: 'end', data: trend.map((point) => point.level) },
    ],
  };
}

/** One line per area that any assessment covered; an assessment without the area leaves a gap. */
export function areaTrendOption(trend: readonly TrendPoint[]): ReportChartOption {
  const areas = INDICATOR_SYSTEM.filter((area) => trend.some((point) => typeof point.areas[area.id] === 'number'));
  return {
    color: [...SERIES_COLOURS],
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    // Four names take two legend rows in half a page's width.
    grid: { left: 8, right: 16, top: 32, bottom: 60, containLabel: true },
    xAxis: { type: 'category', data: trend.map((point) => point.date) },
    yAxis: { type: 'value', name: '得分', min: 0, max: 1 },
    series: areas.map((area) => ({
      type: 'line' as const,
      name: area.name,
      data: trend.map((point) => {
        const score = point.areas[area.id];
        return typeof score === 'number' ? chartValue(score) : '-';
      }),
    })),
  };
}
