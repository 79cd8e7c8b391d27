import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { TokenPair } from '@dtmm/shared';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { findConsentGaps } from '../agreements/agreements.repository';
import {
  deleteSessionsEndedBefore,
  findByRefreshHash,
  insertSession,
  type RevokeReason,
  redeem,
  revokeFamily,
  revokeFamilyOf,
  revokeUserSessions,
} from './sessions.repository';

/** Where a login or refresh comes from, kept on the session row. */
export interface Origin {
  ip: string;
  userAgent: string | null;
}

type SessionContext = Pick<AppContext, 'db' | 'tokens' | 'config' | 'now'>;

/** An opaque refresh token: 32 random bytes, base64url. Only its sha256 is stored. */
const newRefreshToken = () => randomBytes(32).toString('base64url');
export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('base64url');

interface RowPlan {
  id: string;
  userId: number;
  familyId: string;
  origin: Origin;
  /** The person has not agreed to the current 用户协议 / 隐私政策 (plugins/auth requireUser). */
  consentPending: boolean;
}

/** Inserts one session row and answers the token pair that names it. */
async function issue(ctx: SessionContext, db: Queryable, plan: RowPlan): Promise<TokenPair> {
  const refreshToken = newRefreshToken();
  await insertSession(db, {
    id: plan.id,
    userId: plan.userId,
    familyId: plan.familyId,
    refreshTokenHash: hashRefreshToken(refreshToken),
    expiresAt: new Date(ctx.now() + ctx.config.sessionTtlMs),
    ip: plan.origin.ip,
    userAgent: plan.origin.userAgent?.slice(0, 300) ?? null,
    consentPending: plan.consentPending,
  });
  const accessToken = await ctx.tokens.sign({ userId: plan.userId, sessionId: plan.id });
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    token_type: 'bearer',
    expires_in: ctx.config.accessTokenTtlSeconds,
  };
}

/** A login: a new session family. */
export async function startSession(
  ctx: SessionContext,
  userId: number,
  origin: Origin,
  consentPending = false,
): Promise<TokenPair> {
  return issue(ctx, ctx.db, { id: randomUUID(), userId, familyId: randomUUID(), origin, consentPending });
}

export type RefreshOutcome =
  | { ok: true; userId: number; pair: TokenPair }
  | { ok: false; reason: 'unknown' | 'revoked' | 'expired' | 'stale' | 'disabled' }
  | { ok: false; reason: 'reused'; userId: number; familyId: string };

/**
 * Redeems a refresh token for a new pair in the same family. A token that was already redeemed
 * (or loses a race for redemption) is a sign of theft: the whole family is revoked.
 */
export async function refreshSession(ctx: SessionContext, presented: string, origin: Origin): Promise<RefreshOutcome> {
  const row = await findByRefreshHash(ctx.db, hashRefreshToken(presented));
  const now = new Date(ctx.now());
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  const reused = { ok: false, reason: 'reused', userId: row.userId, familyId: row.familyId } as const;
  if (row.replacedBy) return revokeForReuse(ctx, reused, now);
  if (row.expiresAt <= now) return { ok: false, reason: 'expired' };
  if (row.isStale || row.isDisabled) {
    await revokeFamily(ctx.db, row.familyId, row.isDisabled ? 'disabled' : 'credentials', now);
    return { ok: false, reason: row.isDisabled ? 'disabled' : 'stale' };
  }
  // A version published since the login is asked for at the next refresh, at most an access token's life later.
  const consentPending = (await findConsentGaps(ctx.db, row.userId)).length > 0;
  const successor = { id: randomUUID(), userId: row.userId, familyId: row.familyId, origin, consentPending };
  const pair = await ctx.db.transaction(async (tx) => {
    if (!(await redeem(tx, row.id, successor.id, now))) return null;
    return issue(ctx, tx, successor);
  });
  return pair ? { ok: true, userId: row.userId, pair } : revokeForReuse(ctx, reused, now);
}

async function revokeForReuse<T extends { familyId: string }>(ctx: SessionContext, outcome: T, now: Date) {
  await revokeFamily(ctx.db, outcome.familyId, 'reuse', now);
  return outcome;
}

/** Logout: the family of the token's session is revoked; its access tokens stop working at once. */
export function endSession(ctx: SessionContext, sessionId: string, userId: number): Promise<number> {
  return revokeFamilyOf(ctx.db, sessionId, userId, 'logout', new Date(ctx.now()));
}

/**
 * Ends every session of a user (an operator's action, a disabled account). A password change or
 * reset needs no call: moving `users.credentialsChangedAt` already kills older sessions.
 */
export function endAllSessions(db: Queryable, userId: number, reason: RevokeReason, now = new Date()) {
  return revokeUserSessions(db, userId, reason, now);
}

/**
 * Deletes the sessions that ended more than DTMM_SESSION_RETENTION_DAYS ago (a retention rule): a
 * session row names where a login came from (address, browser), kept that long to look into a
 * reported theft; the audit trail keeps the logins themselves.
 */
export function expireEndedSessions(ctx: Pick<AppContext, 'db' | 'config' | 'now'>): Promise<number> {
  return deleteSessionsEndedBefore(ctx.db, new Date(ctx.now() - ctx.config.retention.endedSessionMs));
}
