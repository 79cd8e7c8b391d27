import { type CertificationListQuery, type CertifyType, pageOffset } from '@dtmm/shared';
import { and, asc, count, desc, eq, inArray, ne, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database';
import { rowsOf } from '../../db/rows-of';
import { containsPattern, holdsGramsOf } from '../../lib/sql';
import { shownPhone, users } from '../users/users.table';
import { type CertificationRequestRow, certificationEvents, certificationRequests } from './certifications.table';

const r = certificationRequests;

export async function findRequest(db: Queryable, id: number): Promise<CertificationRequestRow | undefined> {
  const [row] = await db.select().from(r).where(eq(r.id, id));
  return row;
}

/** The latest request of a type of a company, or of an applicant without a company. */
export async function findLatestRequest(
  db: Queryable,
  owner: { companyId: number | null; userId: number },
  certifyType: CertifyType,
): Promise<CertificationRequestRow | undefined> {
  const whose = owner.companyId === null ? eq(r.applicantUserId, owner.userId) : eq(r.companyId, owner.companyId);
  const [row] = await db
    .select()
    .from(r)
    .where(and(whose, eq(r.certifyType, certifyType)))
    .orderBy(desc(r.submittedAt), desc(r.id))
    .limit(1);
  return row;
}

/** A request of this type under review for this company or applicant. */
export async function hasPendingRequest(
  db: Queryable,
  owner: { companyId: number | null; userId: number },
  certifyType: CertifyType,
): Promise<boolean> {
  const whose =
    owner.companyId === null
      ? eq(r.applicantUserId, owner.userId)
      : or(eq(r.companyId, owner.companyId), eq(r.applicantUserId, owner.userId));
  const [row] = await db
    .select({ n: count() })
    .from(r)
    .where(and(whose, eq(r.certifyType, certifyType), eq(r.status, 2)));
  return (row?.n ?? 0) > 0;
}

/** Another applicant's enterprise request under review claims this credit code. */
/**
 * Other enterprise requests under review for the same credit code: a code is held only by a
 * certified company, so competing claims are all accepted and the reviewer sees them side by side.
 */
export async function findCompetingRequests(db: Queryable, creditCode: string, exceptId: number) {
  return db
    .select({
      id: r.id,
      payload: r.payload,
      submittedAt: r.submittedAt,
      applicant: users.username,
    })
    .from(r)
    .innerJoin(users, eq(users.id, r.applicantUserId))
    .where(and(eq(r.certifyType, '企业'), eq(r.status, 2), eq(r.creditCode, creditCode), ne(r.id, exceptId)))
    .orderBy(r.submittedAt)
    .limit(20);
}

/**
 * The decision's conditional update: only a request still under review moves. Null when another
 * operator decided first.
 */
export async function decideRequest(
  db: Queryable,
  id: number,
  decision: { status: 0 | 1; decidedBy: number; at: Date; rejectReason?: string },
): Promise<CertificationRequestRow | null> {
  const [row] = await db
    .update(r)
    .set({
      status: decision.status,
      decidedBy: decision.decidedBy,
      decidedAt: decision.at,
      rejectReason: decision.rejectReason ?? null,
    })
    .where(and(eq(r.id, id), eq(r.status, 2)))
    .returning();
  return row ?? null;
}

export async function insertEvent(
  db: Queryable,
  event: { requestId: number; actorUserId: number; action: 'submit' | 'approve' | 'reject'; reason?: string; at: Date },
) {
  await db.insert(certificationEvents).values({ ...event, reason: event.reason ?? null });
}

export async function findApplicant(db: Queryable, userId: number) {
  const [row] = await db
    .select({ username: users.username, phone: shownPhone })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function findEvents(db: Queryable, requestId: number) {
  return db
    .select({
      action: certificationEvents.action,
      reason: certificationEvents.reason,
      at: certificationEvents.at,
      actorUserId: certificationEvents.actorUserId,
      actorName: users.username,
    })
    .from(certificationEvents)
    .leftJoin(users, eq(users.id, certificationEvents.actorUserId))
    .where(eq(certificationEvents.requestId, requestId))
    .orderBy(asc(certificationEvents.at), asc(certificationEvents.id));
}

export const CERTIFICATION_SORT = { submittedAt: r.submittedAt, id: r.id, decidedAt: r.decidedAt } as const;
/** The queue's first sort key: requests under review before the decided ones. */
export const underReviewFirst = sql<boolean>`(${r.status} = 2)`;

/**
 * The requests whose applied-for name or credit code, or whose applicant's username, contains the
 * keyword: each side found by its grams index (issue 31), ILIKE decides.
 */
function keywordMatches(keyword: string): SQL {
  const like = containsPattern(keyword);
  return sql`select k.id from certification_requests k
    where ${and(holdsGramsOf(sql.raw('k.search_grams'), keyword), sql`(k.payload ->> 'companyName' ilike ${like} or k.credit_code ilike ${like})`)}
    union select k.id from certification_requests k join users u on u.id = k.applicant_user_id
    where ${and(holdsGramsOf(sql.raw('u.username_grams'), keyword), sql`u.username ilike ${like}`)}`;
}

/** The requests an operator's filter finds. */
export function requestFilter(query: Omit<CertificationListQuery, 'page' | 'limit'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.certifyType) conditions.push(eq(r.certifyType, query.certifyType));
  if (query.status !== undefined) conditions.push(eq(r.status, query.status));
  if (query.keyword) conditions.push(sql`${r.id} in (${keywordMatches(query.keyword)})`);
  return and(...conditions);
}

/** What a row of the queue shows. */
export const queueRowColumns = {
  id: r.id,
  certifyType: r.certifyType,
  status: r.status,
  companyId: r.companyId,
  companyName: sql<string | null>`${r.payload}->>'companyName'`,
  creditCode: r.creditCode,
  applicantUserId: r.applicantUserId,
  applicantName: users.username,
  rejectReason: r.rejectReason,
  submittedAt: r.submittedAt,
  decidedAt: r.decidedAt,
};

/**
 * The operators' queue: filtered and paged in SQL, requests under review first. The page's ids come
 * from the queue's indexes alone (a deep page skips index entries, not requests with their payload),
 * and the count is an index-only scan of its own (issue 31). A keyword search pages its matches.
 */
export async function findRequestPage(db: Database, query: CertificationListQuery) {
  const column = CERTIFICATION_SORT[query.sidx];
  const order = [sql`${underReviewFirst} desc`, query.sord === 'asc' ? asc(column) : desc(column), desc(r.id)];
  const pageRows = (ids: SQLWrapper | number[]) =>
    db
      .select(queueRowColumns)
      .from(r)
      .innerJoin(users, eq(users.id, r.applicantUserId))
      .where(inArray(r.id, ids as number[]))
      .orderBy(...order);
  if (query.keyword) {
    const { ids, total } = await findKeywordPage(db, { ...query, keyword: query.keyword });
    return { rows: ids.length > 0 ? await pageRows(ids) : [], total };
  }
  const where = requestFilter(query);
  const pageIds = db
    .select({ id: r.id })
    .from(r)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(pageOffset(query));
  const [rows, [counted]] = await Promise.all([pageRows(pageIds), db.select({ total: count() }).from(r).where(where)]);
  return { rows, total: counted?.total ?? 0 };
}

const KEYWORD_SORT = { submittedAt: 'submitted_at', id: 'id', decidedAt: 'decided_at' } as const;

/**
 * A keyword's page and total from one pass over its matches (issue 31): the matching requests are found
 * once with the columns the queue sorts and filters by, instead of once for the page and once for the
 * count, each match then fetched again to be sorted (a common word matched 20,000 requests: 170 ms).
 */
async function findKeywordPage(db: Database, query: CertificationListQuery & { keyword: string }) {
  const like = containsPattern(query.keyword);
  const columns = sql.raw('k.id, k.status, k.certify_type, k.submitted_at, k.decided_at');
  const others = and(
    query.certifyType ? sql`m.certify_type = ${query.certifyType}` : undefined,
    query.status !== undefined ? sql`m.status = ${query.status}` : undefined,
  );
  const direction = sql.raw(query.sord === 'asc' ? 'asc' : 'desc');
  const [row] = rowsOf<{ total: number; ids: (number | string)[] }>(
    await db.execute(sql`with m as materialized (
        select ${columns} from certification_requests k
        where ${and(holdsGramsOf(sql.raw('k.search_grams'), query.keyword), sql`(k.payload ->> 'companyName' ilike ${like} or k.credit_code ilike ${like})`)}
        union select ${columns} from certification_requests k join users u on u.id = k.applicant_user_id
        where ${and(holdsGramsOf(sql.raw('u.username_grams'), query.keyword), sql`u.username ilike ${like}`)}),
      f as (select * from m where ${others ?? sql`true`})
      select (select count(*) from f)::int as total,
        array(select f.id from f order by (f.status = 2) desc, ${sql.raw(`f.${KEYWORD_SORT[query.sidx]}`)} ${direction}, f.id desc
          limit ${query.limit} offset ${pageOffset(query)}) as ids`),
  );
  return { ids: (row?.ids ?? []).map(Number), total: Number(row?.total ?? 0) };
}
