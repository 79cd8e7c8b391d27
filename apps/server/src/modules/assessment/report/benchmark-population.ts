import { INDICATOR_SYSTEM, SCORE_BAND } from '@dtmm/shared';
import { ExactSum } from '../../../lib/exact-sum';
import type { GroupPopulation, ScoreChange } from './benchmark';
import type { GroupRequest } from './benchmark.repository';
import { MemberColumns } from './benchmark-members';

/**
 * The benchmark population of a bank version held in memory (issue 31): every certified company with
 * its latest entry. A report compares its company by that company's own record and everyone else's
 * latest; the other companies' figures are the same for every report of a group, so a group's figures
 * are summed once per population and each report takes its company's latest out and its own record
 * in (`populationsFor`) — a count, a few exact sums and a binary search, no query.
 */

/** One company's entry, as the benchmark counts it. */
export interface BenchmarkMember {
  companyId: number;
  recordId: number;
  totalScore: number;
  level: number;
  /** First-level scores in the indicator system's order (A5 before A4), null where not assessed. */
  areas: (number | null)[];
  industryCategory: string;
  industryDivision: string;
  sizeBand: string;
  completedAt: Date;
}

const BAND_COUNT = 100 / SCORE_BAND;
const AREA_COUNT = INDICATOR_SYSTEM.length;
/** Latest completions kept per group: a company taking out the latest leaves the next one. */
const LATEST_KEPT = 8;

const isInside = (group: GroupRequest, member: BenchmarkMember) =>
  (group.industryCategory === undefined || member.industryCategory === group.industryCategory) &&
  (group.industryDivision === undefined || member.industryDivision === group.industryDivision) &&
  (group.sizeBand === undefined || member.sizeBand === group.sizeBand);

/** A company's latest entry is the last completed, the higher record id on a tie (as the SQL orders them). */
export const isLaterEntry = (a: BenchmarkMember, b: BenchmarkMember) =>
  a.completedAt.getTime() > b.completedAt.getTime() ||
  (a.completedAt.getTime() === b.completedAt.getTime() && a.recordId > b.recordId);

const bandOf = (score: number) => Math.min(Math.max(Math.floor(score / SCORE_BAND), 0), BAND_COUNT - 1);
const levelIndex = (level: number) => Math.max(level, 1) - 1;

/** Index of the first score ≥ `score` in ascending scores. */
function lowerBound(sorted: ArrayLike<number>, score: number): number {
  let [low, high] = [0, sorted.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as number) < score) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The ascending scores with one score taken out and/or one put in. */
export function changedScores(sorted: Float64Array<ArrayBuffer>, leaving: number | null, joining: number | null) {
  let scores = sorted;
  if (leaving !== null) {
    const at = lowerBound(scores, leaving);
    const next = new Float64Array(scores.length - 1);
    next.set(scores.subarray(0, at));
    next.set(scores.subarray(at + 1), at);
    scores = next;
  }
  if (joining !== null) {
    const at = lowerBound(scores, joining);
    const next = new Float64Array(scores.length + 1);
    next.set(scores.subarray(0, at));
    next[at] = joining;
    next.set(scores.subarray(at), at + 1);
    scores = next;
  }
  return scores;
}

/** A group's figures, kept so that a member can leave and another join without summing the group again. */
class GroupFigures {
  count = 0;
  scoreSum = new ExactSum();
  areaSums = Array.from({ length: AREA_COUNT }, () => new ExactSum());
  areaCounts = new Array<number>(AREA_COUNT).fill(0);
  levelCounts = [0, 0, 0, 0, 0];
  bandCounts = new Array<number>(BAND_COUNT).fill(0);
  sortedScores = new Float64Array(0);
  /** A report's view: its change to the sorted scores, not copied into them. */
  scoreChange: ScoreChange | undefined;
  /** The latest members, latest first, one per company. */
  latest: BenchmarkMember[] = [];

  static of(members: readonly BenchmarkMember[]): GroupFigures {
    const figures = new GroupFigures();
    for (const member of members) figures.count1(member, 1);
    figures.sortedScores = Float64Array.from(members, (member) => member.totalScore).sort();
    figures.latest = [...members].sort((a, b) => (isLaterEntry(a, b) ? -1 : 1)).slice(0, LATEST_KEPT);
    return figures;
  }

  private copy(): GroupFigures {
    const copy = new GroupFigures();
    copy.count = this.count;
    copy.scoreSum = this.scoreSum.copy();
    copy.areaSums = this.areaSums.map((sum) => sum.copy());
    copy.areaCounts = [...this.areaCounts];
    copy.levelCounts = [...this.levelCounts];
    copy.bandCounts = [...this.bandCounts];
    copy.sortedScores = this.sortedScores;
    copy.latest = this.latest;
    return copy;
  }

  /** Everything but the sorted scores and the latest, for a member joining (+1) or leaving (−1). */
  private count1(member: BenchmarkMember, sign: 1 | -1) {
    this.count += sign;
    this.scoreSum.add(sign * member.totalScore);
    member.areas.forEach((score, i) => {
      if (score === null) return;
      this.areaSums[i]?.add(sign * score);
      this.areaCounts[i] = (this.areaCounts[i] ?? 0) + sign;
    });
    const level = levelIndex(member.level);
    this.levelCounts[level] = (this.levelCounts[level] ?? 0) + sign;
    const band = bandOf(member.totalScore);
    this.bandCounts[band] = (this.bandCounts[band] ?? 0) + sign;
  }

  /**
   * The figures with `leaving` taken out and `joining` put in (either may be null); this one stays as it
   * is. A report's view (`kept` false) notes the change to the scores; the population's own next figures
   * hold it in a new array.
   */
  changed(leaving: BenchmarkMember | null, joining: BenchmarkMember | null, kept: boolean): GroupFigures {
    if (leaving === null && joining === null) return this;
    const next = this.copy();
    if (leaving) next.count1(leaving, -1);
    if (joining) next.count1(joining, 1);
    const change = { leaving: leaving?.totalScore ?? null, joining: joining?.totalScore ?? null };
    if (kept) next.sortedScores = changedScores(this.sortedScores, change.leaving, change.joining);
    else next.scoreChange = change;
    const others = leaving ? this.latest.filter((member) => member.companyId !== leaving.companyId) : this.latest;
    next.latest = joining
      ? [joining, ...others.filter((member) => member.companyId !== joining.companyId)]
          .sort((a, b) => (isLaterEntry(a, b) ? -1 : 1))
          .slice(0, LATEST_KEPT)
      : others;
    return next;
  }

  /** True when taking companies out has left too few latest members to know the group's latest. */
  get latestUnknown() {
    return this.latest.length === 0 && this.count > 0;
  }

  population(scope: GroupRequest['scope'], label: string): GroupPopulation {
    const { count } = this;
    return {
      scope,
      label,
      companyCount: count,
      averageScore: count === 0 ? 0 : this.scoreSum.value() / count,
      sortedScores: this.sortedScores,
      ...(this.scoreChange ? { scoreChange: this.scoreChange } : {}),
      areaAverages: this.areaSums.map((sum, i) => {
        const n = this.areaCounts[i] ?? 0;
        return n === 0 ? null : sum.value() / n;
      }),
      levelCounts: [...this.levelCounts],
      bandCounts: [...this.bandCounts],
      latestCompletion: this.latest[0]?.completedAt ?? null,
    };
  }
}

/** The groups a member counts in, as peer-figures.ts groupsOf asks for them (labels aside). */
const groupsOfMember = (member: BenchmarkMember): GroupRequest[] => [
  { scope: 'peer', label: '', industryDivision: member.industryDivision, sizeBand: member.sizeBand },
  { scope: 'industry', label: '', industryDivision: member.industryDivision },
  { scope: 'category', label: '', industryCategory: member.industryCategory },
  { scope: 'province', label: '' },
];

const groupKey = (group: GroupRequest) =>
  `${group.industryCategory ?? '*'}|${group.industryDivision ?? '*'}|${group.sizeBand ?? '*'}`;

/** Every certified company's latest entry of a bank version, as of one benchmark stamp. */
export class BenchmarkPopulation {
  private readonly figures = new Map<string, { group: GroupRequest; figures: GroupFigures }>();

  private readonly members: MemberColumns;

  constructor(
    public stamp: number,
    members: Iterable<BenchmarkMember>,
  ) {
    this.members = new MemberColumns(members);
  }

  get size() {
    return this.members.size;
  }

  /**
   * Every group a report can ask for (each member's 大类 and size class, 大类, 门类, and the province)
   * made in one pass over the members, so that no report pays for its group's first sum.
   */
  prepareGroups(): this {
    const byKey = new Map<string, { group: GroupRequest; members: BenchmarkMember[] }>();
    for (const member of this.members.values()) {
      for (const group of groupsOfMember(member)) {
        const key = groupKey(group);
        const found = byKey.get(key);
        if (found) found.members.push(member);
        else byKey.set(key, { group, members: [member] });
      }
    }
    for (const [key, { group, members }] of byKey) this.figures.set(key, { group, figures: GroupFigures.of(members) });
    return this;
  }

  private figuresOf(group: GroupRequest): GroupFigures {
    const key = groupKey(group);
    const kept = this.figures.get(key);
    if (kept && !kept.figures.latestUnknown) return kept.figures;
    const figures = GroupFigures.of([...this.members.values()].filter((member) => isInside(group, member)));
    this.figures.set(key, { group, figures });
    return figures;
  }

  /**
   * The groups' figures for a report of `companyId`: the company counted with `own` (its report's
   * entry; null when it has none or is not certified) and never with its other records.
   */
  populationsFor(groups: readonly GroupRequest[], companyId: number, own: BenchmarkMember | null): GroupPopulation[] {
    const latest = this.members.get(companyId);
    return groups.map((group) => {
      const leaving = latest && isInside(group, latest) ? latest : null;
      const joining = own && isInside(group, own) ? own : null;
      const figures = this.figuresOf(group);
      const same = leaving !== null && joining !== null && leaving.recordId === joining.recordId;
      return (same ? figures : figures.changed(leaving, joining, false)).population(group.scope, group.label);
    });
  }

  /**
   * A committed completion moved the benchmark to `stamp`: the company's entry (null when the company
   * is not certified, so not counted) joins as its latest unless the company has a later one, and the
   * kept group figures follow it.
   */
  join(member: BenchmarkMember | null, stamp: number): void {
    this.stamp = stamp;
    const before = member ? this.members.get(member.companyId) : null;
    if (!member || (before && !isLaterEntry(member, before))) return;
    this.members.set(member);
    for (const kept of this.figures.values()) {
      const leaving = before && isInside(kept.group, before) ? before : null;
      const joining = isInside(kept.group, member) ? member : null;
      kept.figures = kept.figures.changed(leaving, joining, true);
    }
  }
}
