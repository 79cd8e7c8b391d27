import { describe, expect, it } from 'vitest';
import type { Assessment } from '../assessment-model';
import { INDICATOR_SYSTEM } from '../indicator-system';
import { type AdviceRow, DEFAULT_WEAK_THRESHOLDS, type ReportContent, targetLevelOf } from './report-content';
import { chineseNumeral, levelDescOf } from './report-levels';
import { levelScoresOf, reportAreas, stageMeasures, suggestionOf, weakThresholdOf } from './report-rules';

/** Advice whose texts say which indicator and level they are, so a test sees which one was picked. */
const ADVICE: AdviceRow[] = INDICATOR_SYSTEM.flatMap((area) =>
  area.groups.flatMap((group) =>
    group.indicators.map((indicator) => ({
      indicatorId: indicator.id,
      levels: [1, 2, 3, 4, 5].map((level) => `${indicator.id}-L${level}`) as AdviceRow['levels'],
      note: `${indicator.id}-note`,
    })),
  ),
);
const CONTENT: ReportContent = { weakThresholds: DEFAULT_WEAK_THRESHOLDS, advice: ADVICE, note: '说明' };
const row = (id: string) => ADVICE.find((advice) => advice.indicatorId === id);

describe('weak thresholds (assessment.md 9)', () => {
  it.each([
    ['T01 资金投入', 'T01', 'A1', 0.5],
    ['T06 数字技术', 'T06', 'A1', 0.2],
    ['T09 战略规划', 'T09', 'A2', 0.5],
    ['T11 管理机制', 'T11', 'A2', 0.25],
    ['T29 产品合格率', 'T29', 'A4', 0.5],
    ['T16 生产作业 at a production score of 0.5', 'T16', 'A3', 0.4],
  ] as const)('%s', (_name, id, area, threshold) => {
    expect(weakThresholdOf(id, area, DEFAULT_WEAK_THRESHOLDS, 0.5)).toBeCloseTo(threshold, 12);
  });
});

describe('the suggestion of the suggestions table (assessment.md 5)', () => {
  it.each([
    ['a weak gating indicator gets the target level', 'T01', 'A1', true, 3, 'T01-L3'],
    ['not weak: none', 'T01', 'A1', false, 3, null],
    ['target 5: no text', 'T09', 'A2', true, 5, null],
    ['成效: always the level-1 measure', 'T29', 'A4', true, 4, 'T29-L1'],
    ['成效 at target 5 still has its measure', 'T31', 'A4', true, 5, 'T31-L1'],
  ] as const)('%s', (_name, id, area, isWeak, target, expected) => {
    expect(suggestionOf(row(id), area, isWeak, target)).toBe(expected);
  });

  it('the target is the next level, capped at 5; unknown levels aim at 5', () => {
    expect([0, 1, 2, 3, 4, 5, 7, -1, 1.5].map(targetLevelOf)).toEqual([1, 2, 3, 4, 5, 5, 5, 5, 5]);
  });

  it('level names and numerals', () => {
    expect([0, 1, 5].map(levelDescOf)).toEqual(['未达标', '初步建设', '智能引领']);
    expect([1, '3', 5, 6, 'x'].map(chineseNumeral)).toEqual(['一', '三', '五', '6', 'x']);
  });
});

/** A result with the given third-level scores (the areas' scores are what the rules read of level 1). */
function resultWith(level: Assessment['level'], scores: Record<string, number>, production: number): Assessment {
  const level3 = Object.entries(scores).map(([id, score]) => ({ id, name: id, score }));
  const level1 = [
    { id: 'A1', name: '数字化基础', score: 0.5, weight: 0.3 },
    { id: 'A2', name: '数字化治理', score: 0.5, weight: 0.2 },
    { id: 'A3', name: '数字化生产', score: production, weight: 0.35 },
    { id: 'A4', name: '数字化转型成效', score: 0.5, weight: 0.15 },
  ];
  return {
    bankVersion: 1,
    levels: [],
    level,
    tier: null,
    completed: true,
    level1,
    level2: [],
    level3,
    totalScore: 50,
    explanation: '',
  };
}

describe('weak indicators of a result', () => {
  // 数字技术 at 0.2 and 管理水平 at 0.5 are on their thresholds; 数字化装备 at 0.3 is below the area's 0.5.
  const scores = { T01: 0.49, T02: 0.5, T06: 0.2, T07: 0.3, T11: 0.24, T12: 0.5, T16: 0.39, T17: 0.4, T29: 0.3 };
  const areas = reportAreas(resultWith(2, scores, 0.5), CONTENT);
  const weak = areas.flatMap((area) => area.indicators.filter((i) => i.isWeak).map((i) => i.id));

  it('strictly below each threshold, production against 0.8 × its area score', () => {
    expect(weak).toEqual(['T01', 'T07', 'T11', 'T16', 'T29']);
  });

  it('only assessed indicators appear; suggestions follow the target level', () => {
    expect(areas.flatMap((area) => area.indicators.map((i) => i.id)).sort()).toEqual(Object.keys(scores).sort());
    const t01 = areas[0]?.indicators.find((i) => i.id === 'T01');
    expect(t01).toMatchObject({ threshold: 0.5, isWeak: true, suggestion: 'T01-L3', groupName: '数字化投入' });
    expect(areas.map((area) => area.subtitle.length > 0)).toEqual([true, true, true, true]);
  });

  it('staged measures: levels 1–2 below level 3, levels 3–5 from it; 成效 its one measure', () => {
    const low = stageMeasures(areas, 2, CONTENT);
    expect(low.find((m) => m.indicatorId === 'T01')?.measures.map((m) => m.text)).toEqual(['T01-L1', 'T01-L2']);
    expect(low.find((m) => m.indicatorId === 'T29')?.measures.map((m) => m.text)).toEqual(['T29-L1']);
    const high = stageMeasures(areas, 3, CONTENT);
    expect(high.find((m) => m.indicatorId === 'T01')?.measures.map((m) => m.level)).toEqual([3, 4, 5]);
    expect(high.map((m) => m.indicatorId)).toEqual(weak);
  });

  it('levelScores keys the scores by 一级_/二级_/三级_ and the name', () => {
    const keys = Object.keys(levelScoresOf(resultWith(1, { T01: 0.4 }, 0.5)));
    expect(keys).toEqual(['一级_数字化基础', '一级_数字化治理', '一级_数字化生产', '一级_数字化转型成效', '三级_T01']);
  });
});
