import { isBelow, isBusinessArea as isBusinessAreaId, type ReportArea, type ReportIndicator } from '@dtmm/shared';
import { chartValue, formatScore } from '../report-format';
import { CHART_COLOURS, type IndicatorBar, type ReportChartOption } from './chart-types';

/** 基础 bars (assessment.md 5): green from 0.8, amber from 0.4, red below. */
export function foundationColour(score: number): string {
  if (!isBelow(score, 0.8)) return CHART_COLOURS.good;
  return isBelow(score, 0.4) ? CHART_COLOURS.weak : CHART_COLOURS.fair;
}

/**
 * 生产 and 经营 bars: green from the indicator's reference line, red below. The line is relative to the
 * area's own score (the bank's ratio × it, report-rules.ts weakThresholdOf), frozen in the report.
 */
export const businessColour = (score: number, referenceLine: number): string =>
  isBelow(score, referenceLine) ? CHART_COLOURS.weak : CHART_COLOURS.good;

/** Whether an area is the company's business area (数字化生产, or 数字化经营 in its place). */
export const isBusinessArea = (area: Pick<ReportArea, 'id'>) => isBusinessAreaId(area.id);

/** The indicators as bars, highest first. */
export function sortedBars(
  indicators: readonly ReportIndicator[],
  colourOf: (indicator: ReportIndicator) => string,
): IndicatorBar[] {
  return indicators
    .map((indicator) => ({
      name: indicator.name,
      value: chartValue(indicator.score),
      colour: colourOf(indicator),
    }))
    .sort((a, b) => b.value - a.value);
}

const BAR_ROW_HEIGHT = 28;
const BAR_CHART_PADDING = 56;

/** A horizontal bar chart is as tall as its rows, fixed before it draws so the page does not jump. */
export const barChartHeight = (rows: number) => BAR_CHART_PADDING + rows * BAR_ROW_HEIGHT;

export function horizontalBarOption(bars: readonly IndicatorBar[]): ReportChartOption {
  return {
    grid: { left: 8, right: 48, top: 16, bottom: 24, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'value', min: 0, max: 1, splitNumber: 5 },
    // Inverse so the first (highest) bar is on top.
    yAxis: { type: 'category', inverse: true, data: bars.map((bar) => bar.name), axisTick: { show: false } },
    series: [
      {
        type: 'bar',
        name: '得分',
        barMaxWidth: 16,
        data: bars.map((bar) => ({ value: bar.value, itemStyle: { color: bar.colour } })),
        label: { show: true, position: 'right', formatter: ({ value }) => formatScore(Number(value)) },
      },
    ],
  };
}

/** A radar of the indicators' scores, every axis from 0 to 1 (the printed report's scale). */
export function radarOption(indicators: readonly ReportIndicator[], areaName: string): ReportChartOption {
  return {
    tooltip: { trigger: 'item' },
    radar: {
      radius: '62%',
      indicator: indicators.map((indicator) => ({ name: indicator.name, max: 1, min: 0 })),
      axisName: { color: CHART_COLOURS.axis },
    },
    series: [
      {
        type: 'radar',
        name: areaName,
        data: [{ name: areaName, value: indicators.map((indicator) => chartValue(indicator.score)) }],
        areaStyle: { opacity: 0.2 },
        lineStyle: { color: CHART_COLOURS.brand },
        itemStyle: { color: CHART_COLOURS.brand },
        label: { show: true, formatter: ({ value }) => formatScore(Number(value)) },
      },
    ],
  };
}

export interface AreaChart {
  option: ReportChartOption;
  height: number;
}

const RADAR_HEIGHT = 320;

/** Chapter 3's chart of an area: bars for 基础 and the business area (生产 or 经营), a radar for 治理 and 成效. */
export function areaChartOf(area: ReportArea): AreaChart {
  if (area.id === 'A2' || area.id === 'A4') {
    return { option: radarOption(area.indicators, area.name), height: RADAR_HEIGHT };
  }
  const bars = sortedBars(area.indicators, (indicator) =>
    isBusinessArea(area) ? businessColour(indicator.score, indicator.threshold) : foundationColour(indicator.score),
  );
  return { option: horizontalBarOption(bars), height: barChartHeight(bars.length) };
}
