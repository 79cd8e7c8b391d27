import { describe, expect, it } from 'vitest';
import { ExactSum } from '../../../lib/exact-sum';
import { mulberry32 } from '../demo/demo-answers';
import type { GroupRequest } from './benchmark.repository';
import { type BenchmarkMember, BenchmarkPopulation, changedScores } from './benchmark-population';

const GROUPS: GroupRequest[] = [
  { scope: 'peer', label: '专用设备制造业 · 中型企业', industryDivision: '35', sizeBand: 'medium' },
  { scope: 'industry', label: '专用设备制造业', industryDivision: '35' },
  { scope: 'category', label: '制造业', industryCategory: 'C' },
  { scope: 'province', label: '全省' },
];

/** Companies spread over two 大类 of 制造业, one of 采矿业 and two sizes, each with an entry. */
function membersOf(count: number, random: () => number): BenchmarkMember[] {
  return Array.from({ length: count }, (_, i) => {
    const division = ['35', '34', '06'][Math.floor(random() * 3)] as string;
    return {
      companyId: i + 1,
      recordId: 1000 + i,
      totalScore: Math.round(random() * 10_000) / 100,
      level: Math.floor(random() * 6),
      areas: [random(), random(), random() < 0.5 ? null : random(), null, random()],
      industryCategory: division === '06' ? 'B' : 'C',
      industryDivision: division,
      sizeBand: random() < 0.5 ? 'medium' : 'small',
      completedAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 300) * 86_400_000),
    };
  });
}

/** The groups' figures summed afresh over exactly these members. */
const fresh = (members: BenchmarkMember[], companyId: number, own: BenchmarkMember | null) =>
  new BenchmarkPopulation(0, members).populationsFor(GROUPS, companyId, own);

/** The figures with a report's change applied to the scores, as a fresh sum holds them. */
const plain = (populations: ReturnType<typeof fresh>) =>
  populations.map(({ scoreChange, ...population }) => ({
    ...population,
    sortedScores: Array.from(
      changedScores(
        Float64Array.from(population.sortedScores),
        scoreChange?.leaving ?? null,
        scoreChange?.joining ?? null,
      ),
    ),
  }));

describe('the benchmark population kept in memory (issue 31)', () => {
  const random = mulberry32(29);
  const members = membersOf(400, random);
  const population = new BenchmarkPopulation(7, members).prepareGroups();

  it('gives a report its company with its own record and never its other one, as a fresh sum would', () => {
    for (const companyId of [1, 17, 200, 399]) {
      const latest = members[companyId - 1] as BenchmarkMember;
      // An older record of the company, in another group: what an earlier report of it compares.
      const older = { ...latest, recordId: 1, totalScore: 12.34, industryDivision: '34', sizeBand: 'small' };
      const others = members.filter((member) => member.companyId !== companyId);
      expect(plain(population.populationsFor(GROUPS, companyId, older))).toEqual(
        plain(fresh([...others, older], companyId, older)),
      );
      expect(plain(population.populationsFor(GROUPS, companyId, null))).toEqual(plain(fresh(others, companyId, null)));
    }
  });

  it('moves on with a committed completion exactly as if summed again', () => {
    const moved = new BenchmarkPopulation(7, members);
    moved.populationsFor(GROUPS, 1, null);
    const completion = {
      ...(members[4] as BenchmarkMember),
      recordId: 9999,
      totalScore: 88.8,
      completedAt: new Date(),
    };
    moved.join(completion, 8);
    expect(moved.stamp).toBe(8);
    const after = members.map((member) => (member.companyId === completion.companyId ? completion : member));
    expect(plain(moved.populationsFor(GROUPS, 42, after[41] ?? null))).toEqual(
      plain(fresh(after, 42, after[41] ?? null)),
    );
  });
});

describe('an exact sum', () => {
  it('is the correctly rounded sum, and a value added and taken out again leaves it as it was', () => {
    const sum = new ExactSum();
    for (let i = 0; i < 10; i += 1) sum.add(0.1);
    expect(sum.value()).toBe(1);
    sum.add(1e100).add(0.3).add(-1e100);
    expect(sum.value()).toBe(1.3);
  });
});
