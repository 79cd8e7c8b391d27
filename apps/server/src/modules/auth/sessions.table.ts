import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * One refresh token of a login session. A login starts a family; every refresh redeems the
 * presented row (`replacedBy`, `lastUsedAt`) and adds its successor to the same family. Access
 * tokens name their row: they live while it is neither revoked nor expired and was created after
 * the user's `credentialsChangedAt`. Presenting a redeemed row again revokes the whole family.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The login this row descends from; revocation applies to the whole family. */
    familyId: uuid('family_id').notNull(),
    /** sha256 (base64url) of the opaque refresh token; the token itself is never stored. */
    refreshTokenHash: text('refresh_token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the refresh token was redeemed; null while it is unused. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** The row issued in exchange for this one: a redeemed refresh token is never valid again. */
    replacedBy: uuid('replaced_by'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** 'logout', 'reuse', 'credentials', 'disabled'. */
    revokeReason: text('revoke_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /**
     * Opened while its person had not agreed to the current 用户协议 / 隐私政策: until they do, the
     * session answers only the consent, the agreements, userinfo, logout and the person's own rights.
     */
    consentPending: boolean('consent_pending').notNull().default(false),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_family_idx').on(t.familyId),
    uniqueIndex('sessions_refresh_token_hash_idx').on(t.refreshTokenHash),
    // When the session ended (PostgreSQL's least ignores a null revocation): the retention sweep's range.
    index('sessions_ended_idx').on(sql`least(${t.expiresAt}, ${t.revokedAt})`),
  ],
);
export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;
