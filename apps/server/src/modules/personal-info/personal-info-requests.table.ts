import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * Every use of a personal-information right (个人信息保护法 art. 45, 47): a copy downloaded or an
 * account closed, or a closure refused and why. Operators see them in the back office; the row names
 * the account by id only, so a closed account's row shows its anonymised name.
 */
export const personalInfoRequests = pgTable(
  'personal_info_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['export', 'close'] }).notNull(),
    status: text('status', { enum: ['completed', 'refused'] }).notNull(),
    /** A refusal's reason, as the person was told it. */
    note: text('note'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check('personal_info_requests_kind_check', sql`${t.kind} in ('export', 'close')`),
    check('personal_info_requests_status_check', sql`${t.status} in ('completed', 'refused')`),
    index('personal_info_requests_requested_idx').on(t.requestedAt.desc(), t.id.desc()),
    index('personal_info_requests_user_idx').on(t.userId),
  ],
);
