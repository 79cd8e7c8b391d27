import { type CertificationListQuery, type CertifyType, pageOffset } from '@dtmm/shared';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database, Queryable } from '../../db/database';
import { containsPattern } from '../../lib/sql';
import { users } from '../users/users.table';
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
    .select({ username: users.username, phone: users.phone })
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

/** The requests an operator's filter finds (the applicant is joined as `users`). */
export function requestFilter(query: Omit<CertificationListQuery, 'page' | 'limit'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.certifyType) conditions.push(eq(r.certifyType, query.certifyType));
  if (query.status !== undefined) conditions.push(eq(r.status, query.status));
  if (query.keyword) {
    const like = containsPattern(query.keyword);
    conditions.push(
      or(ilike(sql`${r.payload}->>'companyName'`, like), ilike(r.creditCode, like), ilike(users.username, like)),
    );
  }
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
 * and the applicants are joined only for a keyword, which searches their names (issue 31).
 */
export async function findRequestPage(db: Database, query: CertificationListQuery) {
  const where = requestFilter(query);
  const column = CERTIFICATION_SORT[query.sidx];
  const order = [sql`${underReviewFirst} desc`, query.sord === 'asc' ? asc(column) : desc(column), desc(r.id)];
  const matching = <T extends PgSelect>(select: T) =>
    (query.keyword ? select.innerJoin(users, eq(users.id, r.applicantUserId)) : select).where(where);
  const pageIds = matching(db.select({ id: r.id }).from(r).$dynamic())
    .orderBy(...order)
    .limit(query.limit)
    .offset(pageOffset(query));
  const [rows, [counted]] = await Promise.all([
    db
      .select(queueRowColumns)
      .from(r)
      .innerJoin(users, eq(users.id, r.applicantUserId))
      .where(inArray(r.id, pageIds))
      .orderBy(...order),
    matching(db.select({ total: count() }).from(r).$dynamic()),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
