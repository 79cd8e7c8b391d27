import { describe, expect, it } from 'vitest';
import { chooseBenchmark, countBelow, type GroupPopulation } from './benchmark';

/** A group of `scores.length` companies with these scores. */
function population(scope: GroupPopulation['scope'], label: string, scores: number[]): GroupPopulation {
  const sortedScores = [...scores].sort((a, b) => a - b);
  return {
    scope,
    label,
    companyCount: scores.length,
    averageScore: scores.reduce((sum, score) => sum + score, 0) / Math.max(1, scores.length),
    sortedScores,
    areaAverages: [0.5, 0.4, null, null, 0.3],
    levelCounts: [scores.length, 0, 0, 0, 0],
    bandCounts: Array.from(
      { length: 10 },
      (_, band) => scores.filter((s) => Math.min(9, Math.floor(s / 10)) === band).length,
    ),
    latestCompletion: new Date('2026-11-20T02:00:00Z'),
  };
}
const scoresOf = (count: number, from = 10) => Array.from({ length: count }, (_, i) => from + i);
const SIZE_NOTE =
  '按《统计上大中小微型企业划分办法（2017）》工业标准，从业人员1000-2999人、营业收入10亿-50亿元，属大型企业。';

describe('benchmark suppression below 10 companies', () => {
  it.each([
    ['大类 and size class of 10 is used', [10, 30, 40, 60], 'peer'],
    ['size group 9 → 大类 10', [9, 10, 40, 60], 'industry'],
    ['大类 9 → 门类 10 (coking is not compared with liquor while its 大类 has enough)', [3, 9, 10, 60], 'category'],
    ['门类 9 → province 40', [9, 9, 9, 40], 'province'],
    ['province 9 → nothing shown', [3, 5, 7, 9], null],
    ['an empty province → nothing shown', [0, 0, 0, 0], null],
  ] as const)('%s', (_name, [peer, industry, category, province], scope) => {
    const benchmark = chooseBenchmark(
      [
        population('peer', '石油、煤炭及其他燃料加工业 · 大型企业', scoresOf(peer)),
        population('industry', '石油、煤炭及其他燃料加工业', scoresOf(industry)),
        population('category', '制造业', scoresOf(category)),
        population('province', '全省', scoresOf(province)),
      ],
      25,
      SIZE_NOTE,
    );
    expect(benchmark.group?.scope ?? null).toBe(scope);
    expect(benchmark.candidates.map((c) => c.companyCount)).toEqual([peer, industry, category, province]);
    expect(benchmark.sizeNote).toBe(SIZE_NOTE);
    expect(benchmark.minimumCompanies).toBe(10);
    if (scope === null) expect(benchmark.statement).toContain(`全省已完成评估的企业${province}家，不足10家`);
  });

  it('says which narrower groups were too small, the group used, its size, average and percentile', () => {
    const benchmark = chooseBenchmark(
      [
        population('peer', '酒、饮料和精制茶制造业 · 中型企业', [50, 60]),
        population('industry', '酒、饮料和精制茶制造业', [40, 50, 60]),
        population('category', '制造业', scoresOf(20)),
      ],
      25,
      SIZE_NOTE,
    );
    expect(benchmark.statement).toBe(
      '同行业同规模企业（酒、饮料和精制茶制造业 · 中型企业）仅2家，同行业企业（酒、饮料和精制茶制造业）仅3家，不足10家；' +
        '对比对象为同门类企业（制造业）共20家，平均分19.50，贵企业得分高于其中75.00%的企业（数据截至2026-11-20）。',
    );
    expect(benchmark.group).toMatchObject({ percentile: 75, averageScore: 19.5, companyCount: 20 });
    expect(benchmark.group?.levelPercentage).toEqual({ '1': 1, '2': 0, '3': 0, '4': 0, '5': 0 });
    expect(benchmark.group?.scoreDistribution[1]).toEqual({ from: 10, to: 20, count: 10 });
    // Read in the indicator system's order: 基础, 治理, 生产, 经营 (nobody here), 成效.
    expect(benchmark.group?.areaAverages.map((area) => [area.id, area.score])).toEqual([
      ['A1', 0.5],
      ['A2', 0.4],
      ['A3', null],
      ['A5', null],
      ['A4', 0.3],
    ]);
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
});

describe("a report's change to the kept scores", () => {
  const kept = [12, 20, 20, 35, 50, 61, 70, 88];
  it.each<[number | null, number | null, string]>([
    [20, null, 'its latest taken out'],
    [null, 44, 'its own record put in'],
    [61, 20, 'both, across the score asked'],
    [70, 70, 'the same score out and in'],
  ])('out %j, in %j (%s): as if the scores were copied with the change', (leaving, joining) => {
    const copied = kept.filter((_, i) => i !== (leaving === null ? -1 : kept.indexOf(leaving)));
    if (joining !== null) copied.push(joining);
    for (const score of [0, 20, 20.5, 44, 61, 70, 99]) {
      const noted = { ...population('province', '全省', kept), scoreChange: { leaving, joining } };
      const asCopied = population('province', '全省', copied);
      const percentile = (group: GroupPopulation) => chooseBenchmark([group], score, SIZE_NOTE, 1).group?.percentile;
      expect(percentile({ ...noted, companyCount: copied.length })).toBe(percentile(asCopied));
    }
  });
});
