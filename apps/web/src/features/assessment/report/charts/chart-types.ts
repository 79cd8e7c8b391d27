import type { BarSeriesOption, LineSeriesOption, PieSeriesOption, RadarSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  RadarComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

/** Exactly the option pieces echarts-setup.ts registers: an option using anything else fails to compile. */
export type ReportChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | RadarSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | RadarComponentOption
  | TooltipComponentOption
>;

/** One bar of a horizontal indicator chart. */
export interface IndicatorBar {
  name: string;
  value: number;
  colour: string;
}

/** The report's chart colours: the brand blue, and green / amber / red for how an indicator stands. */
export const CHART_COLOURS = {
  brand: '#1456f0',
  brandSoft: '#9db8f7',
  good: '#2e9e5b',
  fair: '#e6a23c',
  weak: '#d9363e',
  muted: '#c3cad8',
  axis: '#6b7280',
} as const;

/** The areas' lines of the trend chart, and the five levels of the distribution doughnut. */
export const SERIES_COLOURS = ['#1456f0', '#2e9e5b', '#e6a23c', '#8e5cd9', '#13a8a8'] as const;

/** The page's font, so chart labels match the text (and embed as the same CJK font in the PDF). */
export const CHART_FONT = "'Noto Sans CJK SC', 'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', sans-serif";
