import type { TrendPoint } from '@dtmm/shared';
import { useMemo } from 'react';
import { formatScore, levelLine } from '../report-format';
import { EChart } from './echart';
import { areaTrendOption, totalTrendOption } from './trend-chart-options';

const TREND_HEIGHT = 280;

/**
 * The company's assessments over time: total score with the level as steps, then one line per area.
 * With a single assessment there is nothing to compare, so it says so instead.
 */
export function TrendChart({ trend }: { trend: readonly TrendPoint[] }) {
  const total = useMemo(() => totalTrendOption(trend), [trend]);
  const areas = useMemo(() => areaTrendOption(trend), [trend]);
  const [only] = trend;
  if (trend.length < 2) {
    return (
      <p className="trend-chart__note">
        {only
          ? `这是贵企业的首次评估（${only.date}，总分 ${formatScore(only.totalScore)}，${levelLine(only.level, '', only.tier)}），完成下一次评估后即可在此查看变化趋势。`
          : '暂无历次评估记录。'}
      </p>
    );
  }
  return (
    <div className="report-chart-grid">
      <EChart option={total} height={TREND_HEIGHT} label="历次评估总分与等级" />
      <EChart option={areas} height={TREND_HEIGHT} label="历次评估各领域得分" />
    </div>
  );
}
