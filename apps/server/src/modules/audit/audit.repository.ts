import { type AuditListQuery, pageOffset, personalInfoMessages } from '@dtmm/shared';
import { and, asc, count, desc, eq, ilike, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { containsPattern, holdsGramsOf, inChinaDays, startsWithPattern } from '../../lib/sql';
import { users } from '../users/users.table';
import { auditLog as a, actionArea } from './audit.table';

/**
 * An action, or a prefix of actions when it ends in '.'; a one-segment prefix ('assessment.') also by
 * its area, which the area index orders by the chain (issue 31: 60,000 matching rows were sorted for a page).
 */
function actionFilter(action: string): SQL | undefined {
  if (!action.endsWith('.')) return eq(a.action, action);
  const area = action.slice(0, -1);
  return and(
    area.includes('.') ? undefined : eq(actionArea(a.action), area),
    like(a.action, startsWithPattern(action)),
  );
}

/**
 * The query's filters. The actor is matched through a subquery on users (a fragment by the usernames'
 * grams index), so the audit log's (user_id, created_at) index serves it; an action ending in '.' is a prefix of actions.
 */
export function auditFilter(db: Database, query: AuditListQuery): SQL | undefined {
  const { actor, action } = query;
  const actorName = actor
    ? query.actorMatch === 'exact'
      ? eq(users.username, actor)
      : and(holdsGramsOf(users.usernameGrams, actor), ilike(users.username, containsPattern(actor)))
    : undefined;
  return and(
    actorName ? inArray(a.userId, db.select({ id: users.id }).from(users).where(actorName)) : undefined,
    action ? actionFilter(action) : undefined,
    query.objectType ? eq(a.objectType, query.objectType) : undefined,
    query.objectId ? eq(a.objectId, query.objectId) : undefined,
    query.result ? eq(a.result, query.result) : undefined,
    inChinaDays(a.createdAt, query.from, query.to),
  );
}

/**
 * The row's subject as it is shown: '已注销用户' when it acted for or on an account that is closed since.
 * Chained rows cannot be rewritten, so a closed person's name or phone typed into an older row is hidden
 * when it is read (docs/personal-information.md); the actor's name is the anonymised one already.
 */
const shownSubject = sql<string | null>`case when ${users.closedAt} is not null or (${a.objectType} = 'user'
  and exists (select 1 from ${users} closed where closed.closed_at is not null and closed.id::text = ${a.objectId}))
  then ${personalInfoMessages.closedName} else ${a.subject} end`;

export const auditRowColumns = {
  id: a.id,
  chainSeq: a.chainSeq,
  action: a.action,
  actor: users.username,
  userId: a.userId,
  subject: shownSubject,
  objectType: a.objectType,
  objectId: a.objectId,
  result: a.result,
  ip: a.ip,
  userAgent: a.userAgent,
  detail: a.detail,
  createdAt: a.createdAt,
};

/**
 * One page of the audit log in chain order, newest first by default. The page's ids come from the
 * chain's index (under an action or result filter, that filter's), so a deep page skips index entries,
 * not rows with their detail (issue 31); the total is a count of its own, index-only where it can be:
 * a window count would read every matching row, detail and all, for each page.
 */
export async function findAuditPage(db: Database, query: AuditListQuery) {
  const where = auditFilter(db, query);
  const direction = query.sord === 'asc' ? asc : desc;
  const order = [direction(a.chainSeq), direction(a.id)];
  const pageIds = db
    .select({ id: a.id })
    .from(a)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(pageOffset(query));
  const [rows, [counted]] = await Promise.all([
    db
      .select(auditRowColumns)
      .from(a)
      .leftJoin(users, eq(users.id, a.userId))
      .where(inArray(a.id, pageIds))
      .orderBy(...order),
    db.select({ total: count() }).from(a).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** One row with its place in the hash chain. */
export async function findAuditEntry(db: Database, id: number) {
  const [row] = await db
    .select({ ...auditRowColumns, prevHash: a.prevHash, hash: a.hash })
    .from(a)
    .leftJoin(users, eq(users.id, a.userId))
    .where(eq(a.id, id))
    .limit(1);
  return row ?? null;
}
