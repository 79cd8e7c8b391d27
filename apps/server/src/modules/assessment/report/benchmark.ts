import {
  type Benchmark,
  type BenchmarkGroup,
  type BenchmarkScope,
  formatDateTime,
  formatScore,
  INDICATOR_SYSTEM,
  MINIMUM_PEERS,
  SCORE_BAND,
} from '@dtmm/shared';

/**
 * Honest peer figures (issues 15 and 29): peers are the companies of the same GB/T 4754 大类 and
 * national size class; a figure is shown only when it rests on at least MINIMUM_PEERS companies,
 * otherwise the report falls back to the 大类, the 门类, then the province, and says which group and
 * how many.
 */

/** What the benchmark query answers for one group. */
export interface GroupPopulation {
  scope: BenchmarkScope;
  label: string;
  companyCount: number;
  averageScore: number;
  /** Every company's score, ascending: where one company stands is a binary search. */
  sortedScores: ArrayLike<number>;
  /**
   * One report's change to those scores (its company's latest out, its own record in), kept apart so
   * that a report does not copy a province's scores (issue 31); absent when the scores are as they are.
   */
  scoreChange?: ScoreChange;
  /** Mean first-level scores in the indicator system's order, A5 before A4 (null: nobody in the group was assessed on it). */
  areaAverages: (number | null)[];
  /** Companies at level ≤ 1 (0 counts with 1), 2, 3, 4, 5. */
  levelCounts: number[];
  /** Companies per band of SCORE_BAND points. */
  bandCounts: number[];
  latestCompletion: Date | null;
}

const SCOPE_ORDER: BenchmarkScope[] = ['peer', 'industry', 'category', 'province'];
const SCOPE_WORDS: Record<BenchmarkScope, string> = {
  peer: '同行业同规模企业',
  industry: '同行业企业',
  category: '同门类企业',
  province: '全省企业',
};

export interface ScoreChange {
  leaving: number | null;
  joining: number | null;
}

/** How many of the ascending scores are below `score`. */
export function countBelow(sortedScores: ArrayLike<number>, score: number): number {
  let [low, high] = [0, sortedScores.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sortedScores[middle] as number) < score) low = middle + 1;
    else high = middle;
  }
  return low;
}

function groupOf(figures: GroupPopulation, score: number): BenchmarkGroup {
  const { scope, label, companyCount, averageScore } = figures;
  const change = figures.scoreChange;
  const below =
    countBelow(figures.sortedScores, score) -
    (change?.leaving != null && change.leaving < score ? 1 : 0) +
    (change?.joining != null && change.joining < score ? 1 : 0);
  const share = (count: number) => (companyCount === 0 ? 0 : count / companyCount);
  return {
    scope,
    label,
    companyCount,
    averageScore,
    percentile: 100 * share(below),
    areaAverages: INDICATOR_SYSTEM.map((area, i) => ({
      id: area.id,
      name: area.name,
      score: figures.areaAverages[i] ?? null,
    })),
    levelPercentage: Object.fromEntries(
      figures.levelCounts.map((count, i) => [String(i + 1), share(count)]),
    ) as BenchmarkGroup['levelPercentage'],
    scoreDistribution: figures.bandCounts.map((count, i) => ({
      from: i * SCORE_BAND,
      to: (i + 1) * SCORE_BAND,
      count,
    })),
  };
}

function statementOf(chosen: BenchmarkGroup | null, tried: readonly GroupPopulation[], asOf: string): string {
  const cutOff = asOf ? `数据截至${asOf.slice(0, 10)}` : '暂无已完成评估的企业';
  if (!chosen) {
    const province = tried.find((g) => g.scope === 'province')?.companyCount ?? 0;
    return `全省已完成评估的企业${province}家，不足${MINIMUM_PEERS}家，为保护企业信息并避免误导，暂不显示对比数据（${cutOff}）。`;
  }
  const skipped = tried
    .filter((g) => SCOPE_ORDER.indexOf(g.scope) < SCOPE_ORDER.indexOf(chosen.scope))
    .map((g) => `${SCOPE_WORDS[g.scope]}（${g.label}）仅${g.companyCount}家`);
  const fallback = skipped.length > 0 ? `${skipped.join('，')}，不足${MINIMUM_PEERS}家；` : '';
  return (
    `${fallback}对比对象为${SCOPE_WORDS[chosen.scope]}（${chosen.label}）共${chosen.companyCount}家，` +
    `平均分${formatScore(chosen.averageScore)}，贵企业得分高于其中${formatScore(chosen.percentile)}%的企业（${cutOff}）。`
  );
}

/**
 * For a company scoring `score`: the narrowest group with enough companies, every group tried, and
 * the sentences that say so and what size class the company has.
 */
export function chooseBenchmark(
  groups: readonly GroupPopulation[],
  score: number,
  sizeNote: string,
  minimum = MINIMUM_PEERS,
): Benchmark {
  const ordered = SCOPE_ORDER.flatMap((scope) => groups.filter((group) => group.scope === scope));
  const enough = ordered.find((group) => group.companyCount >= minimum);
  const chosen = enough ? groupOf(enough, score) : null;
  const times = ordered.flatMap((group) => (group.latestCompletion ? [group.latestCompletion.getTime()] : []));
  const latest = times.length > 0 ? new Date(Math.max(...times)) : null;
  const asOf = latest ? formatDateTime(latest) : '';
  return {
    minimumCompanies: minimum,
    asOf,
    group: chosen,
    candidates: ordered.map(({ scope, label, companyCount }) => ({ scope, label, companyCount })),
    statement: statementOf(chosen, ordered, asOf),
    sizeNote,
  };
}
