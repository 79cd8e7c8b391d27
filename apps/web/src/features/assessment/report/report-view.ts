import {
  chineseNumeral,
  type RecommendedSolution,
  type ReportArea,
  type ReportData,
  type ReportIndicator,
  weakIndicatorsInOrder,
} from '@dtmm/shared';
import type { RecommendationMap } from './api/report-api';

/** What chapter 3 shows, as pure functions of the report data (assessment.md 5). */

/** The areas of chapter 3: 生产 only when the assessment included it (report.evaluationType '1'). */
export const reportedAreas = (data: ReportData): ReportArea[] =>
  data.areas.filter((area) => area.id !== 'A3' || data.report.evaluationType === '1');

/**
 * The rows of an area's suggestions table: its weak indicators in the report's priority order (issue
 * 29 §3), the plan's; a report frozen before the priority list keeps the indicator system's order.
 */
export const weakIndicatorsOf = (area: ReportArea): ReportIndicator[] => weakIndicatorsInOrder([area]);

/** The sentence that opens chapter 3 of a report with a priority list: what weak means, whose order. */
export function priorityNote(data: ReportData): string | null {
  const weak = weakIndicatorsInOrder(data.areas);
  if (weak.some((indicator) => indicator.priority === undefined)) return null;
  if (weak.length === 0) return '本报告没有阻碍晋级的薄弱指标。';
  return (
    `薄弱指标是阻碍贵企业达到${chineseNumeral(data.assessmentTargetLevel)}级的${weak.length}个指标，即4.1改进计划中的指标；` +
    '各表序号为全报告统一的优先改进顺序，每条建议面向该指标自身尚未达到的等级。'
  );
}

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
