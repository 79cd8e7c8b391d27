import {
  ANSWER_TYPES,
  type AreaScore,
  CERTIFICATION_STATUSES,
  type FrozenPeerFigures,
  RECORD_STATUSES,
  type ReportContent,
} from '@dtmm/shared';
import { and, desc, eq, inArray, isNull, lte, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../../db/database';
import { perDatabase } from '../../../db/per-database';
import { companies } from '../../companies/companies.table';
import { assessmentBankVersions, assessmentRecords } from '../assessment.table';
import { memberOfEntry } from './benchmark.repository';
import { assessmentBenchmarkStamps, assessmentReports, assessmentBenchmarkEntries as entries } from './report.table';

/** A report's own reads and writes; the benchmark population's are in benchmark.repository.ts. */

/** The digital-transformation assessments a report and its benchmark count: the diagnosis and the 551 topic. */
const COMPLETED_TRANSFORMATION = (companyId: number | SQLWrapper) =>
  and(
    eq(assessmentRecords.companyId, companyId),
    eq(assessmentRecords.status, RECORD_STATUSES.completed),
    inArray(assessmentRecords.answerType, [ANSWER_TYPES.diagnosis, ANSWER_TYPES.topic551]),
  );

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

/** Keeps the peer figures a report was frozen with (a report frozen before they were gets them on its next read). */
export async function storePeerFigures(db: Queryable, recordId: number, figures: FrozenPeerFigures): Promise<void> {
  await db
    .update(assessmentReports)
    .set({ peerFigures: figures })
    .where(and(eq(assessmentReports.recordId, recordId), isNull(assessmentReports.peerFigures)));
}
