import type { ReportArea, ReportData } from '@dtmm/shared';
import { useMemo } from 'react';
import type { RecommendationMap } from '../api/report-api';
import { areaChartOf, isBusinessArea } from '../charts/area-chart-options';
import { EChart } from '../charts/echart';
import { formatScore } from '../report-format';
import { priorityNote, reportedAreas, solutionRowsOf, weakIndicatorsOf } from '../report-view';
import { ReportChapter } from './report-chapter';
import { SolutionsTable } from './solutions-table';
import { SuggestionsTable } from './suggestions-table';

export interface RecommendationState {
  map: RecommendationMap | undefined;
  isFailed: boolean;
}

/**
 * How to read the bar colours; radars need no key. The business area's line is relative to its own
 * score (the bank's ratio × it), frozen with each indicator.
 */
function colourKey(area: ReportArea): string | null {
  if (area.id === 'A1') return '绿色：不低于 0.80；橙色：0.40 至 0.80；红色：低于 0.40。';
  const line = area.indicators[0]?.threshold;
  if (!isBusinessArea(area) || line === undefined) return null;
  const ratio = area.score ? `（本领域得分的 ${Math.round((line / area.score) * 100) / 100} 倍）` : '';
  return `绿色：不低于参考线 ${formatScore(line)}${ratio}；红色：低于参考线。`;
}

interface AreaSectionProps {
  area: ReportArea;
  number: string;
  recommendations: RecommendationState;
}

/** One area: title, subtitle, score and chart kept on one page, then its two tables. */
function AreaSection({ area, number, recommendations }: AreaSectionProps) {
  const chart = useMemo(() => areaChartOf(area), [area]);
  const key = colourKey(area);
  return (
    <section className="report-section report-area" aria-label={area.name}>
      <div className="report-keep">
        <h3 className="report-section__title">
          <span className="report-section__number">{number}</span>
          {area.name}
        </h3>
        <p className="report-area__subtitle">{area.subtitle}</p>
        <p className="report-area__score">
          领域得分 <strong>{formatScore(area.score)}</strong>（满分 1.00）
        </p>
        <EChart option={chart.option} height={chart.height} label={`${area.name}三级指标得分`} />
        {key && <p className="report-muted">{key}</p>}
      </div>
      <h4 className="report-subtitle">改进建议</h4>
      <SuggestionsTable areaName={area.name} weak={weakIndicatorsOf(area)} />
      {weakIndicatorsOf(area).length > 0 && <h4 className="report-subtitle">推荐解决方案</h4>}
      <SolutionsTable
        areaName={area.name}
        rows={solutionRowsOf(area, recommendations.map)}
        isFailed={recommendations.isFailed}
      />
    </section>
  );
}

/** Chapter 3: each assessed area with its chart, suggestions and recommended solutions. */
export function AreaChapter({ data, recommendations }: { data: ReportData; recommendations: RecommendationState }) {
  return (
    <ReportChapter number={3} title="分领域分析">
      {priorityNote(data) && <p>{priorityNote(data)}</p>}
      {reportedAreas(data).map((area, index) => (
        <AreaSection key={area.id} area={area} number={`3.${index + 1}`} recommendations={recommendations} />
      ))}
    </ReportChapter>
  );
}
