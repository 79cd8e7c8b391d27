import { type AdminAssessmentFilters, type AdminAssessmentListQuery, pageOffset } from '@dtmm/shared';
import { and, asc, between, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database';
import { containsPattern, holdsGramsOf, inChinaYear } from '../../lib/sql';
import { assessmentRecords as r } from '../assessment/assessment.table';
import { companies } from '../companies/companies.table';
import { orderOf, type SortKey } from '../exports/keyset';
import { assessmentRecordCounts as k } from './record-counts.table';

type Order = Pick<AdminAssessmentFilters, 'sidx' | 'sord'>;

/**
 * The list's order: the chosen column, then the id the same way. A record without a completion or a
 * score comes last either way (an index per direction, migration 0025).
 */
export function recordOrder({ sidx, sord }: Order): SortKey[] {
  const id: SortKey = { by: r.id, dir: sord };
  if (sidx === 'createTime') return [{ by: r.createdAt, dir: sord }, id];
  return [{ by: sidx === 'completedAt' ? r.completedAt : r.totalScore, dir: sord, nulls: 'last' }, id];
}

/** The same order read from its far end: what a page past the middle reads, with a smaller offset. */
const reversed = (keys: SortKey[]): SortKey[] =>
  keys.map((key) => {
    const nulls = key.nulls ?? (key.dir === 'asc' ? 'last' : 'first');
    return { ...key, dir: key.dir === 'asc' ? 'desc' : 'asc', nulls: nulls === 'last' ? 'first' : 'last' };
  });

/** The companies whose name contains the keyword (found by the grams index, ILIKE decides) or whose credit code it is. */
function companiesMatching(keyword: string): SQL {
  return sql`select k.id from companies k where ${and(
    holdsGramsOf(sql.raw('k.search_grams'), keyword),
    sql`(k.company_name ilike ${containsPattern(keyword)} or k.social_credit_code = ${keyword.toUpperCase()})`,
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

/** The kept counts of the filter, month by month (year × 100 + month, China time) in `dir` order: a few hundred rows. */
function countedMonths(db: Queryable, q: AdminAssessmentFilters, dir: 'asc' | 'desc') {
  return db
    .select({ month: k.month, n: sql<number>`sum(${k.n})`.mapWith(Number) })
    .from(k)
    .where(
      and(
        q.year === undefined ? undefined : between(k.month, q.year * 100 + 1, q.year * 100 + 12),
        // '*': summed over every city or 门类.
        eq(k.city, q.cityCode ?? '*'),
        eq(k.industryCategory, q.industryCode ?? '*'),
        q.status ? eq(k.status, q.status) : undefined,
        q.answerType ? eq(k.answerType, q.answerType) : undefined,
      ),
    )
    .groupBy(k.month)
    .orderBy(dir === 'asc' ? asc(k.month) : desc(k.month));
}

type Month = { month: number; n: number };

/** The month the record at `offset` started in, and how many of that month's come before it. */
export function positionIn(months: readonly Month[], offset: number): { month: number; skip: number } | null {
  let before = 0;
  for (const { month, n } of months) {
    if (before + n > offset) return { month, skip: offset - before };
    before += n;
  }
  return null;
}

/** The first instant of a month key (202611: 2026-11-01 00:00 China time) and of the month after it. */
const monthStart = (month: number) =>
  `${Math.floor(month / 100)}-${String(month % 100).padStart(2, '0')}-01T00:00:00+08:00`;
const nextMonth = (month: number) => (month % 100 === 12 ? month + 89 : month + 1);

/** Records from `month` on in the list's direction: the scan starts at the month's edge. */
const fromMonth = (month: number, dir: 'asc' | 'desc') =>
  dir === 'asc'
    ? sql`${r.createdAt} >= ${monthStart(month)}::timestamptz`
    : sql`${r.createdAt} < ${monthStart(nextMonth(month))}::timestamptz`;

interface Slice {
  where: SQL | undefined;
  order: SortKey[];
  offset: number;
  limit: number;
}

/**
 * Where the page's ids are read from, given the total: by creation time, from the month the kept counts
 * place it in; otherwise from the nearer end of the order's index (a page past the middle reads the
 * order backwards with the smaller offset, the outer query sorts its rows back).
 */
function sliceOf(q: AdminAssessmentListQuery, total: number, months: readonly Month[] | null): Slice | null {
  const offset = pageOffset(q);
  if (offset >= total) return null;
  const where = recordFilter(q);
  const order = recordOrder(q);
  if (months) {
    const at = positionIn(months, offset);
    if (!at) return null;
    return { where: and(where, fromMonth(at.month, q.sord)), order, offset: at.skip, limit: q.limit };
  }
  const limit = Math.min(q.limit, total - offset);
  const fromEnd = total - offset - limit;
  if (fromEnd < offset) return { where, order: reversed(order), offset: fromEnd, limit };
  return { where, order, offset, limit };
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

/** The filter's total, and by creation time its months (from the kept counts when they answer it). */
async function totalOf(tx: Queryable, q: AdminAssessmentListQuery) {
  if (isCounted(q)) {
    const months = await countedMonths(tx, q, q.sord);
    return { total: months.reduce((sum, month) => sum + month.n, 0), months: q.sidx === 'createTime' ? months : null };
  }
  const [counted] = await tx.select({ total: count() }).from(r).where(recordFilter(q));
  return { total: counted?.total ?? 0, months: null };
}

/**
 * One page of the records an operator's filter finds, and their total. The total and, by creation time,
 * the month a page starts in come from the kept counts (a few hundred rows) when they answer the
 * filter; the page's ids from the order's covering index, then its rows by id. One snapshot for both,
 * so the position is exact while records move.
 */
export function findRecordPage(db: Database, q: AdminAssessmentListQuery) {
  return db.transaction(
    async (tx) => {
      const { total, months } = await totalOf(tx, q);
      const slice = sliceOf(q, total, months);
      if (!slice) return { rows: [], total };
      const ids = tx
        .select({ id: r.id })
        .from(r)
        .where(slice.where)
        .orderBy(...orderOf(slice.order))
        .limit(slice.limit)
        .offset(slice.offset);
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
