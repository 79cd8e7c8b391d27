import {
  ANSWER_TYPES,
  type AreaScore,
  type BenchmarkScope,
  CERTIFICATION_STATUSES,
  type FrozenPeerFigures,
  INDICATOR_SYSTEM,
  RECORD_STATUSES,
  type ReportContent,
} from '@dtmm/shared';
import { and, desc, eq, inArray, isNull, lte, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../../db/database';
import { perDatabase } from '../../../db/per-database';
import { rowsOf } from '../../../db/rows-of';
import { companies } from '../../companies/companies.table';
import { assessmentBankVersions, assessmentRecords } from '../assessment.table';
import type { GroupPopulation } from './benchmark';
import { type BenchmarkMember, BenchmarkPopulation } from './benchmark-population';
import {
  assessmentBenchmarkStamps,
  assessmentReports,
  type BenchmarkEntryRow,
  assessmentBenchmarkEntries as entries,
} from './report.table';

/** The digital-transformation assessments a report and its benchmark count: the diagnosis and the 551 topic. */
const COMPLETED_TRANSFORMATION = (companyId: number | SQLWrapper) =>
  and(
    eq(assessmentRecords.companyId, companyId),
    eq(assessmentRecords.status, RECORD_STATUSES.completed),
    inArray(assessmentRecords.answerType, [ANSWER_TYPES.diagnosis, ANSWER_TYPES.topic551]),
  );

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
  const members = new Map<number, BenchmarkMember>();
  for (const row of rows) if (row.company_id !== null) members.set(Number(row.company_id), memberOf(row));
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

/** The completed record joins the benchmark population; answers the version's new stamp. */
export async function insertBenchmarkEntry(db: Queryable, entry: BenchmarkEntry): Promise<number> {
  const { areas, ...values } = entry;
  const [areaA1, areaA2, areaA3, areaA4, areaA5] = ['A1', 'A2', 'A3', 'A4', 'A5'].map((id) => areaScore(areas, id));
  const stamp = await bumpBenchmarkStamp(db, entry.bankVersion);
  await db
    .insert(entries)
    .values({ ...values, areaA1, areaA2, areaA3, areaA4, areaA5, stamp })
    .onConflictDoNothing({ target: entries.recordId });
  return stamp;
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

/** Marks the version's benchmark as changed; the row is locked until the transaction ends, so readers see it with the change. */
export async function bumpBenchmarkStamp(db: Queryable, bankVersion: number): Promise<number> {
  const [row] = await db
    .insert(assessmentBenchmarkStamps)
    .values({ bankVersion, stamp: 1 })
    .onConflictDoUpdate({
      target: assessmentBenchmarkStamps.bankVersion,
      set: { stamp: sql`${assessmentBenchmarkStamps.stamp} + 1` },
    })
    .returning({ stamp: assessmentBenchmarkStamps.stamp });
  return Number(row?.stamp ?? 0);
}

/** A withdrawn record leaves the benchmark; the company's earlier records still count where they did. */
export async function removeBenchmarkEntry(db: Queryable, recordId: number, bankVersion: number): Promise<void> {
  await db.delete(entries).where(eq(entries.recordId, recordId));
  await bumpBenchmarkStamp(db, bankVersion);
}

/** Keeps the peer figures a report was frozen with (a report frozen before they were gets them on its next read). */
export async function storePeerFigures(db: Queryable, recordId: number, figures: FrozenPeerFigures): Promise<void> {
  await db
    .update(assessmentReports)
    .set({ peerFigures: figures })
    .where(and(eq(assessmentReports.recordId, recordId), isNull(assessmentReports.peerFigures)));
}

const TREND_POINTS = 24;

/**
 * The company's completed records up to `until`, the newest TREND_POINTS; with a provider, only the
 * records it served (readableProviderOf).
 */
function trendQuery(db: Database, withProvider: boolean) {
  return db
    .select({
      id: assessmentRecords.id,
      completedAt: assessmentRecords.completedAt,
      totalScore: assessmentRecords.totalScore,
      level: assessmentRecords.assessmentLevel,
      tier: assessmentRecords.digitalTransformationLevel,
      areas: sql<AreaScore[] | null>`${assessmentRecords.result} -> 'level1'`,
    })
    .from(assessmentRecords)
    .where(
      and(
        COMPLETED_TRANSFORMATION(sql.placeholder('companyId')),
        lte(assessmentRecords.completedAt, sql`${sql.placeholder('until')}::timestamptz`),
        withProvider ? eq(assessmentRecords.serviceProviderId, sql.placeholder('providerId')) : undefined,
      ),
    )
    .orderBy(desc(assessmentRecords.completedAt), desc(assessmentRecords.id))
    .limit(TREND_POINTS);
}

/** previewReport's record, report, entry and stamp, in one statement. */
function sourcesQuery(db: Database) {
  return db
    .select({
      record: assessmentRecords,
      report: assessmentReports,
      stamp: assessmentBenchmarkStamps.stamp,
      entry: entries,
      certified: sql<boolean>`${companies.certificationStatus} = ${CERTIFICATION_STATUSES.certified}`,
    })
    .from(assessmentRecords)
    .innerJoin(companies, eq(companies.id, assessmentRecords.companyId))
    .leftJoin(assessmentReports, eq(assessmentReports.recordId, assessmentRecords.id))
    .leftJoin(entries, eq(entries.recordId, assessmentRecords.id))
    .leftJoin(assessmentBenchmarkStamps, eq(assessmentBenchmarkStamps.bankVersion, assessmentRecords.bankVersion))
    .where(eq(assessmentRecords.id, sql.placeholder('recordId')));
}

/**
 * A report's reads, prepared once per database (issue 31): previewReport is the busiest read of a
 * province, and building its statements' SQL was a fifth of its time.
 */
const reportReadsOf = perDatabase((db: Database) => ({
  sources: sourcesQuery(db).prepare('report_sources'),
  trend: trendQuery(db, false).prepare('report_trend'),
  trendOfProvider: trendQuery(db, true).prepare('report_trend_of_provider'),
}));

/** The trend's records, oldest first. */
export async function findTrend(db: Database, companyId: number, until: Date, providerId: number | null) {
  const reads = reportReadsOf(db);
  const at = { companyId, until: until.toISOString() };
  const rows = await (providerId === null
    ? reads.trend.execute(at)
    : reads.trendOfProvider.execute({ ...at, providerId }));
  return rows.reverse();
}

export async function findReport(db: Queryable, recordId: number) {
  const [row] = await db.select().from(assessmentReports).where(eq(assessmentReports.recordId, recordId));
  return row ?? null;
}

/** Stores a report unless one exists (two first reads at once: the first stays). */
export async function insertReport(db: Queryable, report: typeof assessmentReports.$inferInsert): Promise<void> {
  await db.insert(assessmentReports).values(report).onConflictDoNothing({ target: assessmentReports.recordId });
}

/** The report a code names, with its record's withdrawal time (null while the report stands). */
export async function findReportByCode(db: Queryable, code: string) {
  const [row] = await db
    .select({ report: assessmentReports, withdrawnAt: assessmentRecords.withdrawnAt })
    .from(assessmentReports)
    .innerJoin(assessmentRecords, eq(assessmentRecords.id, assessmentReports.recordId))
    .where(eq(assessmentReports.verificationCode, code));
  return row ?? null;
}

/** A version's report content; null for a version published before reports existed. */
export async function findReportContent(db: Queryable, version: number): Promise<ReportContent | null> {
  const [row] = await db
    .select({ content: assessmentBankVersions.reportContent })
    .from(assessmentBankVersions)
    .where(eq(assessmentBankVersions.version, version));
  return row?.content ?? null;
}

/** Gives the versions without report content this one (reference data, like the bank's version 1). */
export async function fillMissingReportContent(db: Queryable, content: ReportContent): Promise<void> {
  await db
    .update(assessmentBankVersions)
    .set({ reportContent: content })
    .where(isNull(assessmentBankVersions.reportContent));
}

/** previewReport's reads in one round trip: the record, its report (if frozen) and its version's benchmark stamp. */
export async function findReportSources(db: Database, recordId: number) {
  const [row] = await reportReadsOf(db).sources.execute({ recordId });
  const own = row?.entry && row.certified ? memberOfEntry(row.entry) : null;
  return { record: row?.record ?? null, report: row?.report ?? null, stamp: row?.stamp ?? 0, own };
}
