import type { RecommendedSolution, ReportArea, ReportData, ReportIndicator } from '@dtmm/shared';
import type { RecommendationMap } from './api/report-api';

/** What chapter 3 shows, as pure functions of the report data (assessment.md 5). */

/** The areas of chapter 3: 生产 only when the assessment included it (report.evaluationType '1'). */
export const reportedAreas = (data: ReportData): ReportArea[] =>
  data.areas.filter((area) => area.id !== 'A3' || data.report.evaluationType === '1');

/** The rows of an area's suggestions table: its weak indicators, in the indicator system's order. */
export const weakIndicatorsOf = (area: ReportArea): ReportIndicator[] =>
  area.indicators.filter((indicator) => indicator.isWeak);

export interface SolutionRow {
  key: string;
  indicator: string;
  /** null: nothing matched this weak indicator. */
  solution: RecommendedSolution | null;
}

/** An area's recommended solutions: up to three per weak indicator, or one empty row when none matched. */
export function solutionRowsOf(area: ReportArea, recommendations: RecommendationMap | undefined): SolutionRow[] {
  return weakIndicatorsOf(area).flatMap((indicator): SolutionRow[] => {
    const found = (recommendations?.[indicator.name] ?? []).slice(0, 3);
    if (found.length === 0) return [{ key: indicator.id, indicator: indicator.name, solution: null }];
    return found.map((solution) => ({
      key: `${indicator.id}-${solution.newNum}-${solution.solutionId}`,
      indicator: indicator.name,
      solution,
    }));
  });
}
