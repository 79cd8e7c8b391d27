import { describe, expect, it } from 'vitest';
import type { Assessment } from '../assessment-model';
import { INDICATOR_SYSTEM } from '../indicator-system';
import { type AdviceRow, DEFAULT_WEAK_THRESHOLDS, type ReportContent, targetLevelOf } from './report-content';
import { chineseNumeral, levelDescOf } from './report-levels';
import {
  levelScoresOf,
  reportAreas,
  stageMeasures,
  suggestionOf,
  weakIndicatorsInOrder,
  weakThresholdOf,
} from './report-rules';

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

describe('reference lines (assessment.md 9)', () => {
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

describe('the suggestion of the suggestions table (issue 29 §3)', () => {
  const priority = (adviceLevel: 1 | 2 | 3 | 4 | 5) => ({
    indicatorId: 'T01',
    rank: 1,
    ownLevel: adviceLevel - 1,
    adviceLevel,
  });
  it.each([
    ['on the list: the level the indicator falls short of', 'T01', priority(2), 'T01-L2'],
    ['the top level has its text too', 'T09', priority(5), 'T09-L5'],
    ['not on the list: none', 'T01', undefined, null],
  ] as const)('%s', (_name, id, entry, expected) => {
    expect(suggestionOf(row(id), entry)).toBe(expected);
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
  const scores = { T01: 0.49, T02: 0.5, T06: 0.2, T07: 0.3, T11: 0.24, T12: 0.5, T16: 0.39, T17: 0.4, T29: 0.3 };
  const priorities = [
    { indicatorId: 'T16', rank: 1, ownLevel: 0, adviceLevel: 1 },
    { indicatorId: 'T02', rank: 2, ownLevel: 2, adviceLevel: 3 },
  ] as const;
  const areas = reportAreas(resultWith(2, scores, 0.5), CONTENT, priorities, 0.6);
  const weak = weakIndicatorsInOrder(areas);

  it('weak is the priority list, in its order, whatever the reference lines say', () => {
    expect(weak.map((indicator) => [indicator.id, indicator.priority])).toEqual([
      ['T16', 1],
      ['T02', 2],
    ]);
  });

  it('only assessed indicators appear; each keeps its reference line; advice is its own level', () => {
    expect(areas.flatMap((area) => area.indicators.map((i) => i.id)).sort()).toEqual(Object.keys(scores).sort());
    const t02 = areas[0]?.indicators.find((i) => i.id === 'T02');
    expect(t02).toMatchObject({ threshold: 0.5, isWeak: true, suggestion: 'T02-L3', adviceLevel: 3 });
    expect(areas[0]?.indicators.find((i) => i.id === 'T01')).toMatchObject({ isWeak: false, suggestion: null });
    expect(areas.map((area) => area.subtitle.length > 0)).toEqual([true, true, true, true]);
  });

  it('staged measures: from the advice level of each up to the target, in priority order', () => {
    const measures = stageMeasures(priorities, 3, CONTENT);
    expect(measures.map((m) => [m.indicatorId, m.measures.map((x) => x.text)])).toEqual([
      ['T16', ['T16-L1', 'T16-L2', 'T16-L3']],
      ['T02', ['T02-L3']],
    ]);
  });

  it('levelScores keys the scores by 一级_/二级_/三级_ and the name', () => {
    const keys = Object.keys(levelScoresOf(resultWith(1, { T01: 0.4 }, 0.5)));
    expect(keys).toEqual(['一级_数字化基础', '一级_数字化治理', '一级_数字化生产', '一级_数字化转型成效', '三级_T01']);
  });
});
