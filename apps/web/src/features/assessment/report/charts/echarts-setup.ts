import { BarChart, LineChart, PieChart, RadarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer, SVGRenderer } from 'echarts/renderers';

/**
 * Only what the report draws, so the chunk stays small (echarts/core with a few charts, not the whole
 * library). Canvas on screen; SVG in print mode, so the PDF gets vector charts.
 */
use([
  BarChart,
  LineChart,
  PieChart,
  RadarChart,
  GridComponent,
  LegendComponent,
  RadarComponent,
  TooltipComponent,
  CanvasRenderer,
  SVGRenderer,
]);

export type { EChartsType } from 'echarts/core';
export { init };
