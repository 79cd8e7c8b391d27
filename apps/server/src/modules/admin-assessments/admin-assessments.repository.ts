import { type AdminAssessmentFilters, type AdminAssessmentListQuery, pageOffset } from '@dtmm/shared';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database';
import { perDatabase } from '../../db/per-database';
import { rowsOf } from '../../db/rows-of';
import { containsPattern, holdsGramsOf, inChinaYear } from '../../lib/sql';
import { assessmentRecords as r } from '../assessment/assessment.table';
import { companies } from '../companies/companies.table';
import { orderOf, type SortKey } from '../exports/keyset';
import { assessmentRecordCounts as k, NO_BUCKET, assessmentRecordListVersions as v } from './record-counts.table';

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

type Place = Pick<AdminAssessmentFilters, 'cityCode' | 'industryCode'>;

/**
 * The companies whose name contains the keyword (found by the grams index, ILIKE decides) or whose credit
 * code it is; in the filter's city and 门类, when it has them (a record carries its company's).
 */
function companiesMatching(keyword: string, place: Place): SQL {
  return sql`select m.id from companies m where ${and(
    holdsGramsOf(sql.raw('m.search_grams'), keyword),
    sql`(m.company_name ilike ${containsPattern(keyword)} or m.social_credit_code = ${keyword.toUpperCase()})`,
    place.cityCode ? sql`m.city = ${place.cityCode}` : undefined,
    place.industryCode ? sql`m.industry_category = ${place.industryCode}` : undefined,
  )}`;
}

/**
 * The records an operator's filter finds, on the record's own columns (its company's city and 门类 are
 * copied there). A keyword's companies are also taken in the city and 门类: fewer companies to read the
 * records of.
 */
export function recordFilter(q: Omit<AdminAssessmentFilters, 'sidx' | 'sord'>): SQL | undefined {
  return and(
    q.year === undefined ? undefined : inChinaYear(r.createdAt, q.year),
    q.cityCode ? eq(r.city, q.cityCode) : undefined,
    q.industryCode ? eq(r.industryCategory, q.industryCode) : undefined,
    q.status ? eq(r.status, q.status) : undefined,
    q.answerType ? eq(r.answerType, q.answerType) : undefined,
    // A literal status, so the level's partial index (status '1') applies.
    q.level === undefined ? undefined : and(sql`${r.status} = '1'`, eq(r.assessmentLevel, q.level)),
    q.keyword ? sql`${r.companyId} in (${companiesMatching(q.keyword, q)})` : undefined,
  );
}

/** The kept counts answer every filter but the level and the keyword. */
const isCounted = (q: AdminAssessmentFilters) => q.level === undefined && !q.keyword;

/** The column the list's order sorts by. */
const orderKey = (sidx: Order['sidx']) =>
  sidx === 'createTime' ? r.createdAt : sidx === 'completedAt' ? r.completedAt : r.totalScore;

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
  const key = orderKey(sidx);
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
function pageIds(tx: Queryable, q: AdminAssessmentListQuery, total: number, buckets: Bucket[] | null) {
  const where = recordFilter(q);
  const runs: Run[] = buckets
    ? buckets.filter((b) => b.n > 0).map((b) => ({ where: and(where, inBucket(q.sidx, b.bucket)), size: b.n }))
    : [{ where, size: total }];
  return idsOfRuns(tx, q, runs, pageOffset(q));
}

/** The page's ids from the `skip`-th record of `runs` on. */
async function idsOfRuns(tx: Queryable, q: AdminAssessmentListQuery, runs: Run[], skip: number) {
  const ids: number[] = [];
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

/** The page's ids and the total from the kept counts, or from a count (the level). */
async function filteredPage(tx: Queryable, q: AdminAssessmentListQuery) {
  const { total, buckets } = await totalOf(tx, q);
  return { total, ids: await pageIds(tx, q, total, buckets) };
}

/**
 * A keyword's fine buckets: 2^16 s (~18 hours) of the order's time, 1/16 of a point (powers of two, so a
 * bucket's bounds are exact), or 4,096 ids of the records without the key. At a million records a bucket
 * spans a few hundred index entries (a few thousand where records are densest), and there are a few
 * thousand buckets to count a keyword's records in.
 */
const FINE = { seconds: 2 ** 16, perPoint: 16, ids: 2 ** 12 };
/** The buckets of the records without the order's key: past every keyed bucket in the list's direction. */
const keylessBase = (sord: Order['sord']) => (sord === 'asc' ? 2 ** 30 : -(2 ** 30));

/** A record's fine bucket; ordered as the list is, in its direction. */
function fineBucket({ sidx, sord }: Order): SQL {
  const key = orderKey(sidx);
  const keyed =
    sidx === 'totalScore'
      ? sql`floor(${key} * ${sql.raw(String(FINE.perPoint))})`
      : sql`floor(date_part('epoch', ${key}) / ${sql.raw(String(FINE.seconds))})`;
  return sql`coalesce(${keyed}::int, ${sql.raw(String(keylessBase(sord)))} + (${r.id} / ${sql.raw(String(FINE.ids))})::int)`;
}

/** A fine bucket of a keyword's records that the page covers, with the records before it in the list. */
type FineBucket = { bucket: number; before: number; n: number };

/** The records of consecutive fine buckets, keyed or keyless (the list's direction does not matter). */
function inFineBuckets({ sidx, sord }: Order, buckets: FineBucket[], keyless: boolean): SQL {
  const key = orderKey(sidx);
  const numbers = buckets.map((b) => b.bucket);
  const [lo, hi] = [Math.min(...numbers), Math.max(...numbers) + 1];
  if (keyless) {
    const [from, to] = [lo - keylessBase(sord), hi - keylessBase(sord)].map((j) => j * FINE.ids);
    return sql`${key} is null and ${r.id} >= ${from} and ${r.id} < ${to}`;
  }
  const at = (bucket: number) =>
    sidx === 'totalScore'
      ? sql`${bucket / FINE.perPoint}`
      : sql`${new Date(bucket * FINE.seconds * 1000).toISOString()}::timestamptz`;
  return sql`${key} >= ${at(lo)} and ${key} < ${at(hi)}`;
}

/**
 * A keyword's records counted per fine bucket, in the list's order (keyed buckets before keyless ones):
 * its total, how many have the order's key, and each bucket's number and size.
 */
type KeywordCounts = { total: number; keyed: number; buckets: Int32Array; sizes: Int32Array };

/** The list's version: the 8 shards' numbers as the reader's snapshot sees them (migration 0032). */
async function listVersion(tx: Queryable) {
  const [row] = await tx
    .select({ version: sql<string>`string_agg(${v.version}::text, ',' order by ${v.shard})` })
    .from(v);
  return row?.version ?? '';
}

/**
 * A keyword's counts as last made, by filter and order, with the list's version they were made under: an
 * operator paging through a broad keyword (a hundred thousand records) reads them once, not on each page,
 * while no record has moved. The last 64 of each database, oldest dropped.
 */
const KEPT_KEYWORDS = 64;
const keywordCountsOf = perDatabase(() => new Map<string, { version: string; counts: KeywordCounts }>());

const keywordKey = (q: AdminAssessmentListQuery) =>
  JSON.stringify([q.keyword, q.year, q.cityCode, q.industryCode, q.status, q.answerType, q.level, q.sidx, q.sord]);

/**
 * One pass over the keyword's records (its companies by the grams index, then theirs from the company's
 * covering index), counted per fine bucket. A few thousand buckets are sorted here: asked to order them,
 * PostgreSQL sorted the hundred thousand records before grouping them (87 → 62 ms for 煤业).
 */
async function countKeyword(tx: Queryable, q: AdminAssessmentListQuery): Promise<KeywordCounts> {
  const rows = rowsOf<{ bucket: number; n: string; keyed: string }>(
    await tx.execute(sql`
      select bk as bucket, count(*) as n, count(k) as keyed from (
        select ${fineBucket(q)} as bk, ${orderKey(q.sidx)} as k from ${r} where ${recordFilter(q)}) x
      group by bk`),
  ).sort((a, b) => (q.sord === 'asc' ? a.bucket - b.bucket : b.bucket - a.bucket));
  const counts = {
    total: 0,
    keyed: 0,
    buckets: Int32Array.from(rows, (row) => row.bucket),
    sizes: Int32Array.from(rows, (row) => Number(row.n)),
  };
  for (const row of rows) {
    counts.total += Number(row.n);
    counts.keyed += Number(row.keyed);
  }
  return counts;
}

/** The keyword's counts: kept ones while the list's version is the same, else counted afresh and kept. */
async function keywordCounts(db: Database, tx: Queryable, q: AdminAssessmentListQuery) {
  const kept = keywordCountsOf(db);
  const key = keywordKey(q);
  const version = await listVersion(tx);
  const found = kept.get(key);
  kept.delete(key);
  const counts = found?.version === version ? found.counts : await countKeyword(tx, q);
  kept.set(key, { version, counts });
  if (kept.size > KEPT_KEYWORDS) kept.delete(kept.keys().next().value as string);
  return counts;
}

/** The fine buckets the page covers, with the records before each in the list. */
function coveredBuckets({ buckets, sizes }: KeywordCounts, offset: number, limit: number): FineBucket[] {
  const covered: FineBucket[] = [];
  let before = 0;
  for (let i = 0; i < buckets.length && before < offset + limit; i += 1) {
    const n = sizes[i] ?? 0;
    if (before + n > offset) covered.push({ bucket: buckets[i] ?? 0, before, n });
    before += n;
  }
  return covered;
}

/**
 * A keyword's page: read from the fine buckets it covers — one run of them, or two where the page passes
 * from the records with the order's key to those without — each from its nearer end.
 */
async function keywordPage(db: Database, tx: Queryable, q: AdminAssessmentListQuery) {
  const counts = await keywordCounts(db, tx, q);
  const { total, keyed } = counts;
  const buckets = coveredBuckets(counts, pageOffset(q), q.limit);
  const [first] = buckets;
  if (!first) return { total, ids: [] };
  const where = recordFilter(q);
  const runs: Run[] = [
    { keyless: false, part: buckets.filter((b) => b.before < keyed) },
    { keyless: true, part: buckets.filter((b) => b.before >= keyed) },
  ]
    .filter(({ part }) => part.length > 0)
    .map(({ keyless, part }) => ({
      where: and(where, inFineBuckets(q, part, keyless)),
      size: part.reduce((sum, b) => sum + b.n, 0),
    }));
  return { total, ids: await idsOfRuns(tx, q, runs, pageOffset(q) - first.before) };
}

/**
 * One page of the records an operator's filter finds, and their total. The total and the bucket a page
 * starts in come from the kept counts (a few hundred rows) when they answer the filter, the page's ids
 * from the order's covering index; a keyword's from its companies' records (keywordPage). Then the
 * page's rows by id. One snapshot for both, so the position is exact while records move.
 */
export function findRecordPage(db: Database, q: AdminAssessmentListQuery) {
  return db.transaction(
    async (tx) => {
      // Parallel workers take longer to start than a keyword's reads take (docs/performance.md).
      if (q.keyword) await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
      const { total, ids } = q.keyword ? await keywordPage(db, tx, q) : await filteredPage(tx, q);
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
