import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined'] as const;

/**
 * A company ADMIN's invitation to an existing account: the account joins only when its owner
 * accepts, before `expiresAt`. An expired invitation stays 'pending' in the table and is read as expired.
 */
export const memberInvitations = pgTable(
  'member_invitations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: bigint('invited_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('member_invitations_user_idx').on(t.userId, t.createdAt),
    // One open invitation per company and person: inviting again renews it.
    uniqueIndex('member_invitations_one_pending').on(t.companyId, t.userId).where(sql`${t.status} = 'pending'`),
  ],
);
export type MemberInvitationRow = typeof memberInvitations.$inferSelect;
