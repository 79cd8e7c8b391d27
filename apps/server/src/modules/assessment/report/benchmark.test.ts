import { describe, expect, it } from 'vitest';
import { chooseBenchmark, countBelow, type GroupPopulation, sizeBandLabel, sizeBandOf } from './benchmark';

/** A group of `scores.length` companies with these scores. */
function population(scope: GroupPopulation['scope'], label: string, scores: number[]): GroupPopulation {
  const sortedScores = [...scores].sort((a, b) => a - b);
  return {
    scope,
    label,
    companyCount: scores.length,
    averageScore: scores.reduce((sum, score) => sum + score, 0) / Math.max(1, scores.length),
    sortedScores,
    areaAverages: [0.5, 0.4, null, 0.3],
    levelCounts: [scores.length, 0, 0, 0, 0],
    bandCounts: Array.from(
      { length: 10 },
      (_, band) => scores.filter((s) => Math.min(9, Math.floor(s / 10)) === band).length,
    ),
    latestCompletion: new Date('2026-11-20T02:00:00Z'),
  };
}
const scoresOf = (count: number, from = 10) => Array.from({ length: count }, (_, i) => from + i);

describe('benchmark suppression below 10 companies', () => {
  it.each([
    ['peer group of 10 is used', [10, 30, 60], 'peer'],
    ['peer 9 → industry 10', [9, 10, 60], 'industry'],
    ['peer 9, industry 9 → province 40', [9, 9, 40], 'province'],
    ['province 9 → nothing shown', [3, 5, 9], null],
    ['an empty province → nothing shown', [0, 0, 0], null],
  ] as const)('%s', (_name, [peer, industry, province], scope) => {
    const benchmark = chooseBenchmark(
      [
        population('peer', '制造业 · 100-999人', scoresOf(peer)),
        population('industry', '制造业', scoresOf(industry)),
        population('province', '全省', scoresOf(province)),
      ],
      25,
    );
    expect(benchmark.group?.scope ?? null).toBe(scope);
    expect(benchmark.candidates.map((c) => c.companyCount)).toEqual([peer, industry, province]);
    expect(benchmark.minimumCompanies).toBe(10);
    if (scope === null) expect(benchmark.statement).toContain(`全省已完成评估的企业${province}家，不足10家`);
  });

  it('says which narrower groups were too small, the group used, its size, average and percentile', () => {
    const benchmark = chooseBenchmark(
      [population('peer', '制造业 · 100-999人', [50, 60]), population('industry', '制造业', scoresOf(20))],
      25,
    );
    expect(benchmark.statement).toBe(
      '同行业同规模企业（制造业 · 100-999人）仅2家，不足10家；对比对象为同行业企业（制造业）共20家，平均分19.50，贵企业得分高于其中75.00%的企业（数据截至2026-11-20）。',
    );
    expect(benchmark.group).toMatchObject({ percentile: 75, averageScore: 19.5, companyCount: 20 });
    expect(benchmark.group?.levelPercentage).toEqual({ '1': 1, '2': 0, '3': 0, '4': 0, '5': 0 });
    expect(benchmark.group?.scoreDistribution[1]).toEqual({ from: 10, to: 20, count: 10 });
    expect(benchmark.group?.areaAverages.map((area) => area.score)).toEqual([0.5, 0.4, null, 0.3]);
  });
});

describe('where a company stands', () => {
  it.each([
    [[], 50, 0],
    [[10, 20, 30], 5, 0],
    [[10, 20, 30], 20, 1],
    [[10, 20, 20, 30], 20.0001, 3],
    [[10, 20, 30], 99, 3],
  ])('%j below %d: %d', (scores, score, below) => {
    expect(countBelow(scores, score)).toBe(below);
  });

  it('size bands from the staff dictionary', () => {
    expect(['1', '2', '3', '4', '5', '6', '', null].map(sizeBandOf)).toEqual([
      'small',
      'small',
      'medium',
      'medium',
      'large',
      'large',
      '',
      '',
    ]);
    expect(sizeBandLabel('medium')).toBe('100-999人');
  });
});
