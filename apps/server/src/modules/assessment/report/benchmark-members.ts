import { INDICATOR_SYSTEM } from '@dtmm/shared';
import type { BenchmarkMember } from './benchmark-population';

const AREA_COUNT = INDICATOR_SYSTEM.length;

/** The part of a member its groups are made of: 门类, 大类 and size class. */
type GroupKey = Pick<BenchmarkMember, 'industryCategory' | 'industryDivision' | 'sizeBand'>;

/**
 * A population's members in columns, one slot per company (issue 31): a province's 150,000 latest
 * entries took 67 MB of heap as objects, which every collection walked and every other route's tail
 * paid for; as typed arrays they take a few. A member read out is a new object.
 */
export class MemberColumns {
  private readonly slotOf = new Map<number, number>();
  private readonly groupKeys: GroupKey[] = [];
  private readonly groupKeyOf = new Map<string, number>();
  private capacity = 0;
  private companyIds = new Float64Array(0);
  private recordIds = new Float64Array(0);
  private scores = new Float64Array(0);
  private levels = new Int8Array(0);
  /** AREA_COUNT per slot; NaN where the area was not assessed. */
  private areas = new Float64Array(0);
  private completedAt = new Float64Array(0);
  private groups = new Int32Array(0);

  constructor(members: Iterable<BenchmarkMember>) {
    for (const member of members) this.set(member);
  }

  get size() {
    return this.slotOf.size;
  }

  get(companyId: number): BenchmarkMember | null {
    const slot = this.slotOf.get(companyId);
    return slot === undefined ? null : this.memberAt(slot);
  }

  /** The company's member from now on, replacing the one it had. */
  set(member: BenchmarkMember): void {
    let slot = this.slotOf.get(member.companyId);
    if (slot === undefined) {
      slot = this.slotOf.size;
      if (slot === this.capacity) this.grow(Math.max(1024, this.capacity * 2));
      this.slotOf.set(member.companyId, slot);
    }
    this.companyIds[slot] = member.companyId;
    this.recordIds[slot] = member.recordId;
    this.scores[slot] = member.totalScore;
    this.levels[slot] = member.level;
    for (let i = 0; i < AREA_COUNT; i++) this.areas[slot * AREA_COUNT + i] = member.areas[i] ?? Number.NaN;
    this.completedAt[slot] = member.completedAt.getTime();
    this.groups[slot] = this.groupKeyIndex(member);
  }

  *values(): IterableIterator<BenchmarkMember> {
    for (let slot = 0; slot < this.slotOf.size; slot++) yield this.memberAt(slot);
  }

  private memberAt(slot: number): BenchmarkMember {
    const areas: (number | null)[] = [];
    for (let i = 0; i < AREA_COUNT; i++) {
      const score = this.areas[slot * AREA_COUNT + i] as number;
      areas.push(Number.isNaN(score) ? null : score);
    }
    return {
      companyId: this.companyIds[slot] as number,
      recordId: this.recordIds[slot] as number,
      totalScore: this.scores[slot] as number,
      level: this.levels[slot] as number,
      areas,
      ...(this.groupKeys[this.groups[slot] as number] as GroupKey),
      completedAt: new Date(this.completedAt[slot] as number),
    };
  }

  /** A few thousand distinct 门类, 大类 and size classes, each kept once. */
  private groupKeyIndex({ industryCategory, industryDivision, sizeBand }: GroupKey): number {
    const key = `${industryCategory}|${industryDivision}|${sizeBand}`;
    let index = this.groupKeyOf.get(key);
    if (index === undefined) {
      index = this.groupKeys.push({ industryCategory, industryDivision, sizeBand }) - 1;
      this.groupKeyOf.set(key, index);
    }
    return index;
  }

  private grow(capacity: number) {
    const grown = <T extends Float64Array | Int8Array | Int32Array>(array: T, make: (n: number) => T, width = 1) => {
      const next = make(capacity * width);
      next.set(array);
      return next;
    };
    this.companyIds = grown(this.companyIds, (n) => new Float64Array(n));
    this.recordIds = grown(this.recordIds, (n) => new Float64Array(n));
    this.scores = grown(this.scores, (n) => new Float64Array(n));
    this.levels = grown(this.levels, (n) => new Int8Array(n));
    this.areas = grown(this.areas, (n) => new Float64Array(n), AREA_COUNT);
    this.completedAt = grown(this.completedAt, (n) => new Float64Array(n));
    this.groups = grown(this.groups, (n) => new Int32Array(n));
    this.capacity = capacity;
  }
}
