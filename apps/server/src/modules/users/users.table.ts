import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';

/** A person with an account. A user belongs to at most one company, as ADMIN or USER (portal.md 3, 6). */
export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull().unique(),
    phone: text('phone').notNull().unique(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    companyId: bigint('company_id', { mode: 'number' }).references(() => companies.id, { onDelete: 'set null' }),
    companyRole: text('company_role', { enum: ['ADMIN', 'USER'] }),
    isOperator: boolean('is_operator').notNull().default(false),
    isDisabled: boolean('is_disabled').notNull().default(false),
    /**
     * When the password last changed or was reset (or an operator ended all sessions): sessions and
     * tokens issued before it are dead.
     */
    credentialsChangedAt: timestamp('credentials_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_company_idx').on(t.companyId).where(sql`${t.companyId} is not null`)],
);
export type UserRow = typeof users.$inferSelect;
