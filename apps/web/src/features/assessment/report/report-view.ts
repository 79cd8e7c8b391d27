import {
  type Area,
  assessesIndicator,
  BUSINESS_AREA_OF,
  chineseNumeral,
  EVALUATION_TYPE_NAMES,
  type EvaluationType,
  INDICATOR_SYSTEM,
  type RecommendedSolution,
  type ReportArea,
  type ReportData,
  type ReportIndicator,
  weakIndicatorsInOrder,
} from '@dtmm/shared';
import type { RecommendationMap } from './api/report-api';

/** What chapters 1 and 3 show, as pure functions of the report data (assessment.md 5). */

const OTHER_VARIANT: Record<EvaluationType, EvaluationType> = { '1': '2', '2': '1' };
const systemOrder = (area: ReportArea) => INDICATOR_SYSTEM.findIndex((entry) => entry.id === area.id);

/** The report's business area: 数字化生产 for industry (evaluationType '1'), 数字化经营 for the others. */
export const businessAreaOf = (data: ReportData) =>
  INDICATOR_SYSTEM.find((area) => area.id === BUSINESS_AREA_OF[data.report.evaluationType]);

/**
 * The areas of chapter 3: those the report has, in the indicator system's order (so 数字化经营 stands
 * where 数字化生产 would), never the other variant's business area.
 */
export const reportedAreas = (data: ReportData): ReportArea[] =>
  data.areas
    .filter((area) => area.id !== BUSINESS_AREA_OF[OTHER_VARIANT[data.report.evaluationType]])
    .sort((a, b) => systemOrder(a) - systemOrder(b));

/**
 * The indicator system a variant is assessed on: industry with 数字化生产, the others with 数字化经营 in
 * its place, each with its own 成效 indicators; a group left without indicators is dropped.
 */
export function indicatorSystemOf(evaluationType: EvaluationType): Area[] {
  const otherBusinessArea = BUSINESS_AREA_OF[OTHER_VARIANT[evaluationType]];
  return INDICATOR_SYSTEM.filter((area) => area.id !== otherBusinessArea).map((area) => ({
    ...area,
    groups: area.groups
      .map((group) => ({
        ...group,
        indicators: group.indicators.filter((indicator) => assessesIndicator(indicator, evaluationType)),
      }))
      .filter((group) => group.indicators.length > 0),
  }));
}

/** How many first-, second- and third-level indicators a system has. */
export const indicatorCounts = (system: readonly Area[]) => ({
  areas: system.length,
  groups: system.reduce((sum, area) => sum + area.groups.length, 0),
  indicators: system.reduce(
    (sum, area) => sum + area.groups.reduce((inner, group) => inner + group.indicators.length, 0),
    0,
  ),
});

/** Reports frozen before variants carry no reason: every company was then assessed as industry. */
const BEFORE_VARIANTS = '本报告生成于平台按行业区分评估类型之前，当时所有企业均按工业企业评估，含数字化生产领域。';

/** Chapter 1's statement of the variant: its name, then why the company took it. */
export const variantStatement = (data: ReportData): string =>
  `本次评估类型为${EVALUATION_TYPE_NAMES[data.report.evaluationType]}。${data.report.variantReason ?? BEFORE_VARIANTS}`;

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
