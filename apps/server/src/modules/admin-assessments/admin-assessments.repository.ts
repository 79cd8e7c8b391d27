import { type AdminAssessmentFilters, type AdminAssessmentListQuery, pageOffset } from '@dtmm/shared';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database';
import { containsPattern, holdsGramsOf, inChinaYear } from '../../lib/sql';
import { assessmentRecords as r } from '../assessment/assessment.table';
import { companies } from '../companies/companies.table';
import { orderOf, type SortKey } from '../exports/keyset';
import { assessmentRecordCounts as k, NO_BUCKET } from './record-counts.table';

type Order = Pick<AdminAssessmentFilters, 'sidx' | 'sord'>;

/**
 * The list's order: the chosen column, then the id the same way. A record without a completion or a
 * score comes last either way (an index per direction, migration 0027).
 */
export function recordOrder({ sidx, sord }: Order): SortKey[] {
  const id: SortKey = { by: r.id, dir: sord };
  if (sidx === 'createTime') return [{ by: r.createdAt, dir: sord }, id];
  return [{ by: sidx === 'completedAt' ? r.completedAt : r.totalScore, dir: sord, nulls: 'last' }, id];
}

/** The same order read from its far end: what a page in a run's second half reads, with a smaller offset. */
const reversed = (keys: SortKey[]): SortKey[] =>
  keys.map((key) => {
    const nulls = key.nulls ?? (key.dir === 'asc' ? 'last' : 'first');
    return { ...key, dir: key.dir === 'asc' ? 'desc' : 'asc', nulls: nulls === 'last' ? 'first' : 'last' };
  });

/** The companies whose name contains the keyword (found by the grams index, ILIKE decides) or whose credit code it is. */
function companiesMatching(keyword: string): SQL {
  return sql`select m.id from companies m where ${and(
    holdsGramsOf(sql.raw('m.search_grams'), keyword),
    sql`(m.company_name ilike ${containsPattern(keyword)} or m.social_credit_code = ${keyword.toUpperCase()})`,
  )}`;
}

/** The records an operator's filter finds, on the record's own columns (its company's city and 门类 are copied there). */
export function recordFilter(q: Omit<AdminAssessmentFilters, 'sidx' | 'sord'>): SQL | undefined {
  return and(
    q.year === undefined ? undefined : inChinaYear(r.createdAt, q.year),
    q.cityCode ? eq(r.city, q.cityCode) : undefined,
    q.industryCode ? eq(r.industryCategory, q.industryCode) : undefined,
    q.status ? eq(r.status, q.status) : undefined,
    q.answerType ? eq(r.answerType, q.answerType) : undefined,
    // A literal status, so the level's partial index (status '1') applies.
    q.level === undefined ? undefined : and(sql`${r.status} = '1'`, eq(r.assessmentLevel, q.level)),
    q.keyword ? sql`${r.companyId} in (${companiesMatching(q.keyword)})` : undefined,
  );
}

/** The kept counts answer every filter but the level and the keyword. */
const isCounted = (q: AdminAssessmentFilters) => q.level === undefined && !q.keyword;

type Bucket = { bucket: number; n: number };

/**
 * The filter's kept counts per bucket of the order's key, in the list's order (NO_BUCKET last): a few
 * hundred rows.
 */
function countedBuckets(db: Queryable, q: AdminAssessmentFilters) {
  return db
    .select({ bucket: k.bucket, n: sql<number>`sum(${k.n})`.mapWith(Number) })
    .from(k)
    .where(
      and(
        eq(k.series, q.sidx),
        // '*': summed over every city or 门类.
        eq(k.city, q.cityCode ?? '*'),
        eq(k.industryCategory, q.industryCode ?? '*'),
        q.year === undefined ? undefined : eq(k.year, q.year),
        q.status ? eq(k.status, q.status) : undefined,
        q.answerType ? eq(k.answerType, q.answerType) : undefined,
      ),
    )
    .groupBy(k.bucket)
    .orderBy(sql`${k.bucket} = ${NO_BUCKET}`, q.sord === 'asc' ? asc(k.bucket) : desc(k.bucket));
}

/** The first instant of a month key (202611: 2026-11-01 00:00 China time) and the month after it. */
const monthStart = (month: number) =>
  sql`${`${Math.floor(month / 100)}-${String(month % 100).padStart(2, '0')}-01T00:00:00+08:00`}::timestamptz`;
const nextMonth = (month: number) => (month % 100 === 12 ? month + 89 : month + 1);

/** The records of one bucket of the order's key, as a range of its index. */
function inBucket(sidx: Order['sidx'], bucket: number): SQL {
  const key = sidx === 'createTime' ? r.createdAt : sidx === 'completedAt' ? r.completedAt : r.totalScore;
  if (bucket === NO_BUCKET) return sql`${key} is null`;
  if (sidx === 'totalScore') return sql`${key} >= ${bucket} and ${key} < ${bucket + 1}`;
  return sql`${key} >= ${monthStart(bucket)} and ${key} < ${monthStart(nextMonth(bucket))}`;
}

/** A run of records the list shows one after the other, and how many. */
type Run = { where: SQL | undefined; size: number };

/** `take` ids of a run from its `skip`-th record on, read from the nearer end of the order's index. */
async function idsWithin(tx: Queryable, run: Run, order: SortKey[], skip: number, take: number) {
  const fromEnd = run.size - skip - take;
  const [by, offset] = fromEnd < skip ? [reversed(order), fromEnd] : [order, skip];
  const rows = await tx
    .select({ id: r.id })
    .from(r)
    .where(run.where)
    .orderBy(...orderOf(by))
    .limit(take)
    .offset(offset);
  return rows.map((row) => row.id);
}

/**
 * The page's ids: the list is cut into runs — the buckets of the kept counts, or all the filter finds —
 * and the page is read from the runs it covers (one, or two where it crosses an edge), each from its
 * nearer end, so no read skips more than half a bucket. The caller sorts the rows.
 */
async function pageIds(tx: Queryable, q: AdminAssessmentListQuery, total: number, buckets: Bucket[] | null) {
  const where = recordFilter(q);
  const runs: Run[] = buckets
    ? buckets.filter((b) => b.n > 0).map((b) => ({ where: and(where, inBucket(q.sidx, b.bucket)), size: b.n }))
    : [{ where, size: total }];
  const ids: number[] = [];
  let skip = pageOffset(q);
  for (const run of runs) {
    const left = q.limit - ids.length;
    if (left === 0) break;
    if (skip >= run.size) {
      skip -= run.size;
      continue;
    }
    const take = Math.min(left, run.size - skip);
    ids.push(...(await idsWithin(tx, run, recordOrder(q), skip, take)));
    skip = 0;
  }
  return ids;
}

/** What a row of the list shows. */
export const recordRowColumns = {
  id: r.id,
  companyId: r.companyId,
  companyName: companies.companyName,
  socialCreditCode: companies.socialCreditCode,
  city: r.city,
  industryCategory: r.industryCategory,
  answerType: r.answerType,
  assessmentType: r.assessmentType,
  status: r.status,
  assessmentLevel: r.assessmentLevel,
  digitalTransformationLevel: r.digitalTransformationLevel,
  totalScore: r.totalScore,
  createdAt: r.createdAt,
  completedAt: r.completedAt,
  withdrawnAt: r.withdrawnAt,
  withdrawReason: r.withdrawReason,
};

/** The filter's total, and its buckets when the kept counts answer it. */
async function totalOf(tx: Queryable, q: AdminAssessmentListQuery) {
  if (isCounted(q)) {
    const buckets = await countedBuckets(tx, q);
    return { total: buckets.reduce((sum, b) => sum + b.n, 0), buckets };
  }
  const [counted] = await tx.select({ total: count() }).from(r).where(recordFilter(q));
  return { total: counted?.total ?? 0, buckets: null };
}

/**
 * One page of the records an operator's filter finds, and their total. The total and the bucket a page
 * starts in come from the kept counts (a few hundred rows) when they answer the filter; the page's ids
 * from the order's covering index, then its rows by id. One snapshot for both,
 * so the position is exact while records move.
 */
export function findRecordPage(db: Database, q: AdminAssessmentListQuery) {
  return db.transaction(
    async (tx) => {
      const { total, buckets } = await totalOf(tx, q);
      const ids = await pageIds(tx, q, total, buckets);
      if (ids.length === 0) return { rows: [], total };
      const rows = await tx
        .select(recordRowColumns)
        .from(r)
        .innerJoin(companies, eq(companies.id, r.companyId))
        .where(inArray(r.id, ids))
        .orderBy(...orderOf(recordOrder(q)));
      return { rows, total };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
