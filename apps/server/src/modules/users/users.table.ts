import type { OperatorRole } from '@dtmm/shared';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';

/** A person with an account. A user belongs to at most one company, as ADMIN or USER (portal.md 3, 6). */
export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull().unique(),
    /** The username's characters and pairs (content_grams): a username fragment is found by index (issue 31). */
    usernameGrams: text('username_grams').array().notNull().generatedAlwaysAs(sql`content_grams(username)`),
    /** Null once the account is closed (docs/personal-information.md): the number may register again. */
    phone: text('phone').unique(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    companyId: bigint('company_id', { mode: 'number' }).references(() => companies.id, { onDelete: 'set null' }),
    companyRole: text('company_role', { enum: ['ADMIN', 'USER'] }),
    isOperator: boolean('is_operator').notNull().default(false),
    /** What an operator may do in the back office (OPERATOR_ROLES, least privilege); empty for everyone else. */
    operatorRoles: text('operator_roles').array().$type<OperatorRole[]>().notNull().default(sql`'{}'::text[]`),
    isDisabled: boolean('is_disabled').notNull().default(false),
    /**
     * Created by a company ADMIN (portal.md 5.7) with a password the ADMIN chose: until the owner proves
     * the phone by SMS code and sets a password of their own, signing in leads only there.
     */
    mustSetPassword: boolean('must_set_password').notNull().default(false),
    /** The company ADMIN who added or invited this member. */
    addedBy: bigint('added_by', { mode: 'number' }).references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /**
     * When the password last changed or was reset (or an operator ended all sessions): sessions and
     * tokens issued before it are dead.
     */
    credentialsChangedAt: timestamp('credentials_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the person closed the account (注销): its personal fields are anonymised and it never signs in again. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('users_company_idx').on(t.companyId).where(sql`${t.companyId} is not null`),
    index('users_created_idx').on(t.createdAt),
    // The few closed accounts, which the audit viewer looks up for every page it shows (issue 31: a
    // page scanned 266,000 users to find none).
    index('users_closed_idx').on(t.id).where(sql`${t.closedAt} is not null`),
    index('users_username_grams_idx').using('gin', t.usernameGrams),
  ],
);
export type UserRow = typeof users.$inferSelect;

/**
 * The phone as lists and the principal show it: '' for a closed account, whose number was removed.
 * Only accounts that are not closed sign in or belong to a company, so most readers never see the ''.
 */
export const shownPhone = sql<string>`coalesce(${users.phone}, '')`;
