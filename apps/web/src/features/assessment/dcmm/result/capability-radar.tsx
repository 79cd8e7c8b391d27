import { useMemo } from 'react';
import { EChart } from '../../report/charts/echart';
import { type CapabilityResult, capabilityRadarOption } from './capability-radar-option';

const RADAR_HEIGHT = 360;

/** The self-check as a radar (its own chunk with ECharts, loaded only when a record has a self-check). */
export function CapabilityRadar({ capability }: { capability: readonly CapabilityResult[] }) {
  const option = useMemo(() => capabilityRadarOption(capability), [capability]);
  return <EChart option={option} height={RADAR_HEIGHT} label="能力自查雷达图" />;
}
