import {
  ANSWER_TYPES,
  type AreaScore,
  type BenchmarkScope,
  CERTIFICATION_STATUSES,
  type FrozenPeerFigures,
  INDICATOR_SYSTEM,
  RECORD_STATUSES,
  type ReportContent,
  SCORE_BAND,
} from '@dtmm/shared';
import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/database';
import { rowsOf } from '../../../db/rows-of';
import { assessmentBankVersions, assessmentRecords } from '../assessment.table';
import type { GroupPopulation } from './benchmark';
import { assessmentBenchmarkStamps, assessmentReports, assessmentBenchmarkEntries as entries } from './report.table';

/** The digital-transformation assessments a report and its benchmark count: the diagnosis and the 551 topic. */
const COMPLETED_TRANSFORMATION = (companyId: number) =>
  and(
    eq(assessmentRecords.companyId, companyId),
    eq(assessmentRecords.status, RECORD_STATUSES.completed),
    inArray(assessmentRecords.answerType, [ANSWER_TYPES.diagnosis, ANSWER_TYPES.topic551]),
  );

const BANDS = Array.from({ length: 100 / SCORE_BAND }, (_, i) => i);
const LEVELS = [1, 2, 3, 4, 5];
/** The area columns in the indicator system's order, which benchmark.ts reads areaAverages in. */
const AREAS = INDICATOR_SYSTEM.map((area) => `area_${area.id.toLowerCase()}`);

export interface GroupRequest {
  scope: BenchmarkScope;
  label: string;
  industryCategory?: string;
  industryDivision?: string;
  sizeBand?: string;
}

const insideOf = (group: GroupRequest) =>
  sql.join(
    [
      sql`true`,
      ...(group.industryCategory === undefined ? [] : [sql`e.industry_category = ${group.industryCategory}`]),
      ...(group.industryDivision === undefined ? [] : [sql`e.industry_division = ${group.industryDivision}`]),
      ...(group.sizeBand === undefined ? [] : [sql`e.size_band = ${group.sizeBand}`]),
    ],
    sql` and `,
  );

/** Whose figures: the report's record, counted for its company, and everyone else's latest as of a date. */
export interface PopulationOf {
  bankVersion: number;
  recordId: number;
  companyId: number;
  asOf: Date;
}

interface FiguresRow extends Record<string, unknown> {
  scope: BenchmarkScope;
  n: number;
  average: number | null;
  scores: number[] | string | null;
  latest: string | Date | null;
}

/** PGlite answers a float8[] as an array, node-postgres as an array too; text '{1,2}' as a fallback. */
const scoresOf = (value: FiguresRow['scores']): number[] =>
  Array.isArray(value)
    ? value.map(Number)
    : typeof value === 'string'
      ? value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number)
      : [];

/**
 * Every group's figures in one scan of the bank version's entries: each company counted once, with its
 * latest completed record as of `asOf` — the report's own company with the report's record, never its
 * other records (issue 29: record 14's report compared sy with its own later record 50) — and only
 * companies certified now (one whose certification is not, or no longer, approved is no peer): count,
 * mean, area means, level and score-band counts, and the sorted scores that place any company in it.
 */
export async function findGroupFigures(
  db: Queryable,
  of: PopulationOf,
  groups: readonly GroupRequest[],
): Promise<GroupPopulation[]> {
  const scopes = sql.join(
    groups.map((group) => sql`(${group.scope}::text, ${insideOf(group)})`),
    sql`, `,
  );
  const band = sql`least(floor(e.total_score / ${SCORE_BAND}), ${BANDS.length - 1})`;
  const result = await db.execute<FiguresRow>(sql`
    select g.scope, count(*)::int as n, avg(e.total_score)::float8 as average,
      array_agg(e.total_score order by e.total_score) as scores,
      ${sql.join(
        AREAS.map((area) => sql`avg(${sql.raw(`e.${area}`)})::float8 as ${sql.raw(area)}`),
        sql`, `,
      )},
      ${sql.join(
        LEVELS.map((level) =>
          level === 1
            ? sql`(count(*) filter (where e.level <= 1))::int as l1`
            : sql`(count(*) filter (where e.level = ${level}))::int as ${sql.raw(`l${level}`)}`,
        ),
        sql`, `,
      )},
      ${sql.join(
        BANDS.map((i) => sql`(count(*) filter (where ${band} = ${i}))::int as ${sql.raw(`b${i}`)}`),
        sql`, `,
      )},
      max(e.completed_at) as latest
    from (
      select distinct on (x.company_id) x.* from assessment_benchmark_entries x
      where x.bank_version = ${of.bankVersion}
        and (x.record_id = ${of.recordId} or (x.company_id <> ${of.companyId} and x.completed_at <= ${of.asOf.toISOString()}::timestamptz))
      order by x.company_id, x.completed_at desc, x.record_id desc
    ) e
    join companies c on c.id = e.company_id and c.certification_status = ${CERTIFICATION_STATUSES.certified}
    cross join lateral (values ${scopes}) as g(scope, inside)
    where g.inside
    group by g.scope`);
  const rows = rowsOf<FiguresRow>(result);
  return groups.map((group) => {
    const row = rows.find((candidate) => candidate.scope === group.scope);
    const number = (key: string) => Number(row?.[key] ?? 0);
    return {
      scope: group.scope,
      label: group.label,
      companyCount: row?.n ?? 0,
      averageScore: row?.average ?? 0,
      sortedScores: scoresOf(row?.scores ?? null),
      areaAverages: AREAS.map((area) => (row?.[area] === null || row?.[area] === undefined ? null : number(area))),
      levelCounts: LEVELS.map((level) => number(`l${level}`)),
      bandCounts: BANDS.map((i) => number(`b${i}`)),
      latestCompletion: row?.latest ? new Date(row.latest) : null,
    };
  });
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

/** The completed record joins the benchmark population. */
export async function insertBenchmarkEntry(db: Queryable, entry: BenchmarkEntry): Promise<void> {
  const { areas, ...values } = entry;
  const [areaA1, areaA2, areaA3, areaA4, areaA5] = ['A1', 'A2', 'A3', 'A4', 'A5'].map((id) => areaScore(areas, id));
  await db
    .insert(entries)
    .values({ ...values, areaA1, areaA2, areaA3, areaA4, areaA5 })
    .onConflictDoNothing({ target: entries.recordId });
  await bumpBenchmarkStamp(db, entry.bankVersion);
}

/** Marks the version's benchmark as changed; the row is locked until the transaction ends, so readers see it with the change. */
export async function bumpBenchmarkStamp(db: Queryable, bankVersion: number): Promise<void> {
  await db
    .insert(assessmentBenchmarkStamps)
    .values({ bankVersion, stamp: 1 })
    .onConflictDoUpdate({
      target: assessmentBenchmarkStamps.bankVersion,
      set: { stamp: sql`${assessmentBenchmarkStamps.stamp} + 1` },
    });
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
 * The company's completed records up to `until`, the newest TREND_POINTS, oldest first; with a
 * provider, only the records it served (readableProviderOf).
 */
export async function findTrend(db: Queryable, companyId: number, until: Date, providerId: number | null) {
  const rows = await db
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
        COMPLETED_TRANSFORMATION(companyId),
        lte(assessmentRecords.completedAt, until),
        providerId === null ? undefined : eq(assessmentRecords.serviceProviderId, providerId),
      ),
    )
    .orderBy(desc(assessmentRecords.completedAt), desc(assessmentRecords.id))
    .limit(TREND_POINTS);
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
export async function findReportSources(db: Queryable, recordId: number) {
  const [row] = await db
    .select({ record: assessmentRecords, report: assessmentReports, stamp: assessmentBenchmarkStamps.stamp })
    .from(assessmentRecords)
    .leftJoin(assessmentReports, eq(assessmentReports.recordId, assessmentRecords.id))
    .leftJoin(assessmentBenchmarkStamps, eq(assessmentBenchmarkStamps.bankVersion, assessmentRecords.bankVersion))
    .where(eq(assessmentRecords.id, recordId));
  return { record: row?.record ?? null, report: row?.report ?? null, stamp: row?.stamp ?? 0 };
}
