import { DCMM_LEVELS, type DcmmRecord } from '@dtmm/shared';
import { CHART_COLOURS, type ReportChartOption } from '../../report/charts/chart-types';

export type CapabilityResult = NonNullable<DcmmRecord['capability']>[number];

const TOP_LEVEL = DCMM_LEVELS.length;

/** The self-checked levels as one radar series, every area on the same 0–5 scale. */
export function capabilityRadarOption(capability: readonly CapabilityResult[]): ReportChartOption {
  return {
    tooltip: { trigger: 'item' },
    radar: {
      radius: '66%',
      splitNumber: TOP_LEVEL,
      indicator: capability.map((area) => ({ name: area.name, min: 0, max: TOP_LEVEL })),
      axisName: { color: CHART_COLOURS.axis },
    },
    series: [
      {
        type: 'radar',
        name: '能力自查',
        data: [{ name: '自查等级', value: capability.map((area) => area.level) }],
        areaStyle: { opacity: 0.2 },
        lineStyle: { color: CHART_COLOURS.brand },
        itemStyle: { color: CHART_COLOURS.brand },
        label: { show: true },
      },
    ],
  };
}
