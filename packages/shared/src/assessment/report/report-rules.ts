import type { Assessment } from '../assessment-model';
import { type AreaId, INDICATOR_SYSTEM } from '../indicator-system';
import type { ReportArea, ReportIndicator, StageMeasure } from './report.schemas';
import { type AdviceRow, type ReportContent, targetLevelOf, type WeakThresholds } from './report-content';

/**
 * The report rules of assessment.md 5 and 9 as pure functions of a frozen result and the bank
 * version's report content: which indicators are weak, and which advice each one gets.
 */

/** The chapter 3 subtitles of the four areas. */
export const AREA_SUBTITLES: Record<AreaId, string> = {
  A1: '夯实数字化基础，补齐投入、设施、数据与系统短板',
  A2: '健全数字化治理，让战略、组织和机制跟上转型步伐',
  A3: '深化数字化生产，用数据贯通研发、制造、供应链与营销',
  A4: '检验数字化转型成效，用经营结果衡量转型价值',
};

/**
 * An indicator's weak threshold: its own where it has one, else its area's; a production indicator's
 * is the ratio × the production first-level score (assessment.md 9).
 */
export function weakThresholdOf(
  indicatorId: string,
  areaId: AreaId,
  thresholds: WeakThresholds,
  productionScore: number,
): number {
  if (areaId === 'A3') return thresholds.productionRatio * productionScore;
  return thresholds.indicators[indicatorId] ?? thresholds.areas[areaId];
}

/** Strictly below the threshold is weak; the same slack as the model's comparisons keeps 0.5 = 0.5 not weak. */
export const isBelow = (score: number, threshold: number) => score < threshold - 1e-9;

/**
 * The suggestion rule (assessment.md 5): a 成效 indicator always gets the same measure (its level-1
 * text); a weak indicator gets the advice of the target level, none when the target is 5; an
 * indicator that is not weak gets none in the suggestions table.
 */
export function suggestionOf(
  row: AdviceRow | undefined,
  areaId: AreaId,
  isWeak: boolean,
  targetLevel: number,
): string | null {
  if (!row || !isWeak) return null;
  if (areaId === 'A4') return row.levels[0];
  if (targetLevel >= 5) return null;
  return row.levels[targetLevel - 1] ?? null;
}

/** The areas of a result with every included indicator's score, threshold, weakness and suggestion. */
export function reportAreas(assessment: Assessment, content: ReportContent): ReportArea[] {
  const targetLevel = targetLevelOf(assessment.level);
  const scoreOf = new Map(assessment.level3.map((score) => [score.id, score.score]));
  const production = assessment.level1.find((area) => area.id === 'A3')?.score ?? 0;
  return INDICATOR_SYSTEM.map((area): ReportArea => {
    const first = assessment.level1.find((score) => score.id === area.id);
    const indicators = area.groups.flatMap((group) =>
      group.indicators.flatMap((indicator): ReportIndicator[] => {
        const score = scoreOf.get(indicator.id);
        if (score === undefined) return [];
        const threshold = weakThresholdOf(indicator.id, area.id, content.weakThresholds, production);
        const isWeak = isBelow(score, threshold);
        const row = content.advice.find((advice) => advice.indicatorId === indicator.id);
        return [
          {
            id: indicator.id,
            name: indicator.name,
            groupId: group.id,
            groupName: group.name,
            score,
            threshold,
            isWeak,
            suggestion: suggestionOf(row, area.id, isWeak, targetLevel),
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
 * Chapter 4's staged measures for each weak indicator: an enterprise at level 0–2 gets the measures
 * of levels 1–2, one at level 3 or above those of levels 3–5; a 成效 indicator its one measure.
 */
export function stageMeasures(areas: readonly ReportArea[], level: number, content: ReportContent): StageMeasure[] {
  const stage = level <= 2 ? [1, 2] : [3, 4, 5];
  return areas.flatMap((area) =>
    area.indicators.flatMap((indicator): StageMeasure[] => {
      const row = content.advice.find((advice) => advice.indicatorId === indicator.id);
      if (!indicator.isWeak || !row) return [];
      const levels = area.id === 'A4' ? [1] : stage;
      return [
        {
          indicatorId: indicator.id,
          name: indicator.name,
          measures: levels.map((at) => ({ level: at, text: row.levels[at - 1] ?? '' })),
          note: row.note,
        },
      ];
    }),
  );
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
