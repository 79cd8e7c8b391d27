import type { ReportData } from '@dtmm/shared';
import { useMemo } from 'react';
import {
  bandIndexOf,
  levelDistributionOption,
  scoreComparisonOption,
  scoreDistributionOption,
} from '../charts/benchmark-chart-options';
import { EChart } from '../charts/echart';
import { formatScore } from '../report-format';
import { ReportNote } from './report-chapter';

const CHART_HEIGHT = 280;

/**
 * Today's comparison, apart from the frozen one and dated (issue 29 §5): the verification code
 * certifies what the report showed at completion, so a later comparison never replaces it.
 */
function TodayComparison({ data }: { data: ReportData }) {
  const { date, benchmark } = data.benchmarkToday;
  const unchanged = benchmark.statement === data.benchmark.statement;
  return (
    <section className="report-benchmark-today" aria-label="截至今日的对比">
      <h4>截至今日（{date}）</h4>
      <p>{unchanged ? '对比数据与报告完成时相同。' : benchmark.statement}</p>
    </section>
  );
}

/**
 * Chapter 2's benchmark. The statement (which group, how many companies, the cut-off, why a narrower
 * group was passed over) and the company's size class are always printed; the charts only when a group
 * has enough companies. These are the figures at completion; today's follow, apart.
 */
export function BenchmarkSection({ data }: { data: ReportData }) {
  const { benchmark, scoreComparison, totalScore } = data;
  const group = benchmark.group;
  const charts = useMemo(
    () =>
      group && {
        comparison: scoreComparisonOption(
          scoreComparison.industryAverage ?? group.averageScore,
          scoreComparison.companyScore,
        ),
        levels: levelDistributionOption(group.levelPercentage),
        bands: scoreDistributionOption(group.scoreDistribution, totalScore),
      },
    [group, scoreComparison, totalScore],
  );
  const band = group?.scoreDistribution[bandIndexOf(group.scoreDistribution, totalScore)];
  return (
    <>
      <p>以下为报告完成时（{data.assessmentDate}）的对比数据，随报告保存，不再变化。</p>
      <ReportNote>{benchmark.statement}</ReportNote>
      <p>企业规模：{benchmark.sizeNote}</p>
      {group && charts && (
        <>
          <div className="report-chart-grid">
            <EChart option={charts.comparison} height={CHART_HEIGHT} label="对比组平均分与本企业得分" />
            <EChart option={charts.levels} height={CHART_HEIGHT} label="对比组等级分布" />
          </div>
          <p>
            贵企业总分 {formatScore(totalScore)} 分{band ? `，落在 ${band.from}–${band.to} 分区间（下图深色柱）` : ''}
            ，高于对比组
            {group.percentile.toFixed(2)}% 的企业。
          </p>
          <EChart option={charts.bands} height={CHART_HEIGHT} label="对比组得分分布" />
        </>
      )}
      <TodayComparison data={data} />
    </>
  );
}
