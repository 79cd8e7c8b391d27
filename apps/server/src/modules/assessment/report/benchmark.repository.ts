import { type AreaScore, type BenchmarkScope, CERTIFICATION_STATUSES, INDICATOR_SYSTEM } from '@dtmm/shared';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/database';
import { rowsOf } from '../../../db/rows-of';
import type { GroupPopulation } from './benchmark';
import { type BenchmarkMember, BenchmarkPopulation } from './benchmark-population';
import {
  assessmentBenchmarkStamps,
  type BenchmarkEntryRow,
  assessmentBenchmarkEntries as entries,
} from './report.table';

/**
 * The benchmark population's reads and writes (issue 29 §5, issue 31): each completed record's entry,
 * stamped in order per bank version, and every certified company's latest entry read as members.
 */

/** The area columns in the indicator system's order, which benchmark.ts reads areaAverages in. */
const AREAS = INDICATOR_SYSTEM.map((area) => `area_${area.id.toLowerCase()}`);

export interface GroupRequest {
  scope: BenchmarkScope;
  label: string;
  industryCategory?: string;
  industryDivision?: string;
  sizeBand?: string;
}

/** Whose figures: the report's record, counted for its company, and everyone else's latest as of a date. */
export interface PopulationOf {
  bankVersion: number;
  recordId: number;
  companyId: number;
  asOf: Date;
}

interface MemberRow extends Record<string, unknown> {
  stamp: number | string | null;
  company_id: number | string | null;
  record_id: number | string;
  total_score: number;
  level: number;
  industry_category: string;
  industry_division: string;
  size_band: string;
  completed_at: string | Date;
}

const memberOf = (row: MemberRow): BenchmarkMember => ({
  companyId: Number(row.company_id),
  recordId: Number(row.record_id),
  totalScore: Number(row.total_score),
  level: Number(row.level),
  areas: AREAS.map((area) => (row[area] === null || row[area] === undefined ? null : Number(row[area]))),
  industryCategory: row.industry_category,
  industryDivision: row.industry_division,
  sizeBand: row.size_band,
  completedAt: new Date(row.completed_at),
});

const ENTRY_COLUMNS = sql.raw(
  [
    'company_id',
    'record_id',
    'total_score',
    'level',
    ...AREAS,
    'industry_category',
    'industry_division',
    'size_band',
    'completed_at',
  ]
    .map((column) => `e.${column}`)
    .join(', '),
);

/**
 * The benchmark population of a version: every company certified now with its latest entry (as of
 * `asOf`, or all), and the version's stamp read in the same statement, so the members are exactly
 * those of that stamp.
 */
export async function findBenchmarkMembers(db: Queryable, bankVersion: number, asOf: Date | null) {
  const result = await db.execute<MemberRow>(sql`
    with latest as (
      select distinct on (x.company_id) x.* from assessment_benchmark_entries x
      where x.bank_version = ${bankVersion}
        ${asOf ? sql`and x.completed_at <= ${asOf.toISOString()}::timestamptz` : sql``}
      order by x.company_id, x.completed_at desc, x.record_id desc)
    select (select s.stamp from assessment_benchmark_stamps s where s.bank_version = ${bankVersion}) as stamp, m.*
    from (select 1) as one
    left join (select ${ENTRY_COLUMNS} from latest e
      join companies c on c.id = e.company_id and c.certification_status = ${CERTIFICATION_STATUSES.certified}) m on true`);
  const rows = rowsOf<MemberRow>(result);
  const members = rows.flatMap((row) => (row.company_id === null ? [] : [memberOf(row)]));
  return { stamp: Number(rows[0]?.stamp ?? 0), members };
}

/** A record's own entry, when it has one and its company is certified now (a company not certified counts for nobody). */
export async function findOwnEntry(db: Queryable, recordId: number): Promise<BenchmarkMember | null> {
  const result = await db.execute<MemberRow>(sql`
    select null as stamp, ${ENTRY_COLUMNS} from assessment_benchmark_entries e
    join companies c on c.id = e.company_id and c.certification_status = ${CERTIFICATION_STATUSES.certified}
    where e.record_id = ${recordId}`);
  const [row] = rowsOf<MemberRow>(result);
  return row ? memberOf(row) : null;
}

/** An entry row as drizzle reads it (previewReport's sources), as the benchmark counts it. */
export const memberOfEntry = (entry: BenchmarkEntryRow): BenchmarkMember => ({
  companyId: entry.companyId,
  recordId: entry.recordId,
  totalScore: entry.totalScore,
  level: entry.level,
  areas: INDICATOR_SYSTEM.map((area) => entry[`area${area.id}` as `areaA1`] ?? null),
  industryCategory: entry.industryCategory,
  industryDivision: entry.industryDivision,
  sizeBand: entry.sizeBand,
  completedAt: entry.completedAt,
});

/**
 * Every group's figures as of `of.asOf`: each company counted once, with its latest completed record
 * as of then — the report's own company with the report's record, never its other records (issue 29:
 * record 14's report compared sy with its own later record 50) — and only companies certified now (one
 * whose certification is not, or no longer, approved is no peer). Read fresh, for a report frozen late;
 * today's figures come from the population kept in memory (benchmark-populations.ts).
 */
export async function findGroupFigures(
  db: Queryable,
  of: PopulationOf,
  groups: readonly GroupRequest[],
): Promise<GroupPopulation[]> {
  const { members } = await findBenchmarkMembers(db, of.bankVersion, of.asOf);
  const own = await findOwnEntry(db, of.recordId);
  return new BenchmarkPopulation(0, members).populationsFor(groups, of.companyId, own);
}

export interface BenchmarkEntry {
  companyId: number;
  bankVersion: number;
  recordId: number;
  totalScore: number;
  level: number;
  areas: readonly AreaScore[];
  industryCategory: string;
  industryDivision: string;
  sizeBand: string;
  completedAt: Date;
}

const areaScore = (areas: readonly AreaScore[], id: string) => areas.find((area) => area.id === id)?.score ?? null;

/** A completed record's entry as the benchmark counts it. */
export const memberOfBenchmarkEntry = ({
  areas,
  bankVersion: _version,
  ...entry
}: BenchmarkEntry): BenchmarkMember => ({
  ...entry,
  areas: INDICATOR_SYSTEM.map((area) => areaScore(areas, area.id)),
});

/**
 * The completed record joins the benchmark population, taking the version's next stamp in the same
 * statement; answers the stamp. The stamp's row stays locked until the transaction ends, so every
 * completion waits here for the one before it to commit: it is a transaction's last statement
 * (inFreezingTransaction), held for its commit alone (issue 31).
 */
export async function insertBenchmarkEntry(db: Queryable, entry: BenchmarkEntry): Promise<number> {
  const { companyId, bankVersion, recordId, totalScore, level, areas, completedAt } = entry;
  const scores = sql.join(
    INDICATOR_SYSTEM.map((area) => sql`${areaScore(areas, area.id)}::double precision`),
    sql`, `,
  );
  const result = await db.execute<{ stamp: number | string }>(sql`
    with next as (${bumpStatement(bankVersion)}),
    entry as (
      insert into assessment_benchmark_entries (stamp, company_id, bank_version, record_id, total_score, level,
        ${sql.raw(AREAS.join(', '))}, industry_category, industry_division, size_band, completed_at)
      select next.stamp, ${companyId}, ${bankVersion}, ${recordId}, ${totalScore}, ${level},
        ${scores}, ${entry.industryCategory}, ${entry.industryDivision}, ${entry.sizeBand},
        ${completedAt.toISOString()}::timestamptz
      from next
      on conflict (record_id) do nothing)
    select stamp from next`);
  return Number(rowsOf<{ stamp: number | string }>(result)[0]?.stamp ?? 0);
}

/** An entry with the stamp it took and whether its company is certified now. */
type StampedMemberRow = MemberRow & { entry_stamp: number | string; certified: boolean };

/**
 * The entries that took the version's stamps after `after` up to `upTo`, in stamp order, each as a
 * member or, when its company is not certified now, null. Fewer rows than stamps: something else
 * took one (a withdrawal), which only a fresh read of the population shows.
 */
export async function findEntriesSince(db: Queryable, bankVersion: number, after: number, upTo: number) {
  const result = await db.execute<StampedMemberRow>(sql`
    select e.stamp as entry_stamp, c.id is not null as certified, ${ENTRY_COLUMNS} from assessment_benchmark_entries e
    left join companies c on c.id = e.company_id and c.certification_status = ${CERTIFICATION_STATUSES.certified}
    where e.bank_version = ${bankVersion} and e.stamp > ${after} and e.stamp <= ${upTo}
    order by e.stamp`);
  return rowsOf<StampedMemberRow>(result).map((row) => ({
    stamp: Number(row.entry_stamp),
    member: row.certified ? memberOf(row) : null,
  }));
}

/** The version's stamp moved on by one (the row is made at 1), answering it. */
const bumpStatement = (bankVersion: number) => sql`
  insert into assessment_benchmark_stamps (bank_version, stamp) values (${bankVersion}, 1)
  on conflict (bank_version) do update set stamp = assessment_benchmark_stamps.stamp + 1
  returning stamp`;

/** Marks the version's benchmark as changed; the row is locked until the transaction ends, so readers see it with the change. */
export async function bumpBenchmarkStamp(db: Queryable, bankVersion: number): Promise<number> {
  const result = await db.execute<{ stamp: number | string }>(bumpStatement(bankVersion));
  return Number(rowsOf<{ stamp: number | string }>(result)[0]?.stamp ?? 0);
}

/** The version's stamp as committed now (0 before its first entry). */
export async function findBenchmarkStamp(db: Queryable, bankVersion: number): Promise<number> {
  const [row] = await db
    .select({ stamp: assessmentBenchmarkStamps.stamp })
    .from(assessmentBenchmarkStamps)
    .where(eq(assessmentBenchmarkStamps.bankVersion, bankVersion));
  return row?.stamp ?? 0;
}

/** A withdrawn record leaves the benchmark; the company's earlier records still count where they did. */
export async function removeBenchmarkEntry(db: Queryable, recordId: number, bankVersion: number): Promise<void> {
  await db.delete(entries).where(eq(entries.recordId, recordId));
  await bumpBenchmarkStamp(db, bankVersion);
}
