import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { users } from '../users/users.table';
import { type NewSessionRow, sessions } from './sessions.table';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Session ids are UUIDs; anything else names no session (and must not reach a uuid column). */
export const isSessionId = (id: string) => UUID.test(id);

export type RevokeReason = 'logout' | 'reuse' | 'credentials' | 'disabled' | 'unbound' | 'operator' | 'closed';

export async function insertSession(db: Queryable, row: NewSessionRow): Promise<void> {
  await db.insert(sessions).values(row);
}

/** The row a refresh token names, with what decides whether its user may still use it. */
export async function findByRefreshHash(db: Queryable, hash: string) {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      familyId: sessions.familyId,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      replacedBy: sessions.replacedBy,
      isStale: sql<boolean>`${sessions.createdAt} < ${users.credentialsChangedAt}`,
      isDisabled: users.isDisabled,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.refreshTokenHash, hash))
    .limit(1);
  return row ?? null;
}

/**
 * Marks a refresh token redeemed by its successor, only if nobody redeemed or revoked it first:
 * of two requests racing with one token, exactly one gets true.
 */
export async function redeem(db: Queryable, id: string, successorId: string, now: Date): Promise<boolean> {
  const done = await db
    .update(sessions)
    .set({ replacedBy: successorId, lastUsedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.replacedBy), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return done.length === 1;
}

export async function revokeFamily(db: Queryable, familyId: string, reason: RevokeReason, now: Date): Promise<number> {
  const done = await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return done.length;
}

/** Revokes the family a session row belongs to, if the row is the user's. */
export async function revokeFamilyOf(
  db: Queryable,
  sessionId: string,
  userId: number,
  reason: RevokeReason,
  now: Date,
) {
  if (!isSessionId(sessionId)) return 0;
  const [row] = await db
    .select({ familyId: sessions.familyId })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .limit(1);
  return row ? revokeFamily(db, row.familyId, reason, now) : 0;
}

export async function revokeUserSessions(db: Queryable, userId: number, reason: RevokeReason, now: Date) {
  const done = await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return done.length;
}

/**
 * Deletes the sessions that ended (expired or were revoked, whichever came first) before `cutoff`;
 * answers how many went. The expression is the one `sessions_ended_idx` indexes.
 */
export async function deleteSessionsEndedBefore(db: Queryable, cutoff: Date): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(lt(sql`least(${sessions.expiresAt}, ${sessions.revokedAt})`, cutoff))
    .returning({ id: sessions.id });
  return gone.length;
}

/** The person agreed to the current agreements: none of their sessions waits for it any more. */
export async function clearConsentPending(db: Queryable, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ consentPending: false })
    .where(and(eq(sessions.userId, userId), eq(sessions.consentPending, true)));
}

/** A closed account's sessions go with it: its logins are kept in the audit trail only. */
export async function deleteUserSessions(db: Queryable, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
