import type { Assessment } from '../assessment-model';
import { type AreaId, INDICATOR_SYSTEM, indicatorEntry, isBusinessArea } from '../indicator-system';
import type { ReportArea, ReportIndicator, StageMeasure } from './report.schemas';
import type { AdviceRow, ReportContent, WeakThresholds } from './report-content';
import { type IndicatorPriority, ownLevelOf } from './report-priorities';

/**
 * The report rules as pure functions of a frozen result, its priority list (report-priorities.ts) and
 * the bank version's report content: which indicators are weak, and which advice each one gets.
 */

/** The chapter 3 subtitles of the areas. */
export const AREA_SUBTITLES: Record<AreaId, string> = {
  A1: '夯实数字化基础，补齐投入、设施、数据与系统短板',
  A2: '健全数字化治理，让战略、组织和机制跟上转型步伐',
  A3: '深化数字化生产，用数据贯通研发、制造、供应链与营销',
  A4: '检验数字化转型成效，用经营结果衡量转型价值',
  A5: '深化数字化经营，用数据贯通营销、服务交付、供应与内部管理',
};

/**
 * An indicator's reference line of assessment.md 9: its own where it has one, else its area's; a
 * business-area indicator's (生产, and 经营 in its place) is the ratio × that area's first-level score.
 * Shown beside the score (the dashboard's 薄弱线); since issue 29 §3 it no longer decides weakness, the
 * priority list does.
 */
export function weakThresholdOf(
  indicatorId: string,
  areaId: AreaId,
  thresholds: WeakThresholds,
  businessAreaScore: number,
): number {
  if (isBusinessArea(areaId)) return thresholds.productionRatio * businessAreaScore;
  return thresholds.indicators[indicatorId] ?? thresholds.areas[areaId];
}

/** Strictly below the threshold is weak; the same slack as the model's comparisons keeps 0.5 = 0.5 not weak. */
export const isBelow = (score: number, threshold: number) => score < threshold - 1e-9;

/**
 * The suggestion rule (issue 29 §3): an indicator on the priority list gets the advice of the level it
 * itself falls short of (report-priorities.ts); any other indicator gets none in the suggestions table.
 */
export function suggestionOf(row: AdviceRow | undefined, priority: IndicatorPriority | undefined): string | null {
  if (!row || !priority) return null;
  return row.levels[priority.adviceLevel - 1] ?? null;
}

/**
 * The areas of a result with every included indicator's score, its bank's reference line (threshold),
 * and — for the indicators on the priority list — their rank, weakness and suggestion.
 */
export function reportAreas(
  assessment: Assessment,
  content: ReportContent,
  priorities: readonly IndicatorPriority[],
  passThreshold: number,
): ReportArea[] {
  const scoreOf = new Map(assessment.level3.map((score) => [score.id, score.score]));
  const business = assessment.level1.find((area) => isBusinessArea(area.id as AreaId))?.score ?? 0;
  // The areas the result has: a variant's business area (生产 or 经营) is absent from the other's report.
  const present = INDICATOR_SYSTEM.filter((area) => assessment.level1.some((score) => score.id === area.id));
  return present.map((area): ReportArea => {
    const first = assessment.level1.find((score) => score.id === area.id);
    const indicators = area.groups.flatMap((group) =>
      group.indicators.flatMap((indicator): ReportIndicator[] => {
        const score = scoreOf.get(indicator.id);
        if (score === undefined) return [];
        const priority = priorities.find((entry) => entry.indicatorId === indicator.id);
        const row = content.advice.find((advice) => advice.indicatorId === indicator.id);
        return [
          {
            id: indicator.id,
            name: indicator.name,
            groupId: group.id,
            groupName: group.name,
            score,
            threshold: weakThresholdOf(indicator.id, area.id, content.weakThresholds, business),
            isWeak: priority !== undefined,
            suggestion: suggestionOf(row, priority),
            ...(area.isGating ? { ownLevel: ownLevelOf(assessment, indicator.id, passThreshold) } : {}),
            ...(priority ? { priority: priority.rank, adviceLevel: priority.adviceLevel } : {}),
          },
        ];
      }),
    );
    return {
      id: area.id,
      name: area.name,
      subtitle: AREA_SUBTITLES[area.id],
      score: first?.score ?? null,
      weight: first?.weight ?? 0,
      indicators,
    };
  });
}

/**
 * The weak indicators of every area in the priority list's order; a report frozen before the list
 * (no ranks) keeps the indicator system's order.
 */
export const weakIndicatorsInOrder = (areas: readonly ReportArea[]): ReportIndicator[] =>
  areas
    .flatMap((area) => area.indicators.filter((indicator) => indicator.isWeak))
    .sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0));

/**
 * Chapter 4's staged measures, in the priority list's order: for each indicator, the measures from the
 * level it falls short of up to the company's target level — its own path, not the company's stage.
 */
export function stageMeasures(
  priorities: readonly IndicatorPriority[],
  targetLevel: number,
  content: ReportContent,
): StageMeasure[] {
  return priorities.flatMap((priority): StageMeasure[] => {
    const row = content.advice.find((advice) => advice.indicatorId === priority.indicatorId);
    const name = indicatorEntry(priority.indicatorId)?.name;
    if (!row || !name) return [];
    const levels = Array.from({ length: targetLevel - priority.adviceLevel + 1 }, (_, i) => priority.adviceLevel + i);
    return [
      {
        indicatorId: priority.indicatorId,
        name,
        measures: levels.map((at) => ({ level: at, text: row.levels[at - 1] ?? '' })),
        note: row.note,
      },
    ];
  });
}

/** levelScores of assessment.md 3: '一级_' / '二级_' / '三级_' + the indicator's name → score. */
export function levelScoresOf(assessment: Assessment): Record<string, number> {
  const entries = [
    ...assessment.level1.map((score) => [`一级_${score.name}`, score.score] as const),
    ...assessment.level2.map((score) => [`二级_${score.name}`, score.score] as const),
    ...assessment.level3.map((score) => [`三级_${score.name}`, score.score] as const),
  ];
  return Object.fromEntries(entries);
}
