import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * The numbered versions of the 用户协议 (`terms`) and the 隐私政策 (`privacy`). Content editors draft a
 * version and publish it; a published version never changes (what a person agreed to stays readable
 * as it was), and the newest published one of a kind is the current one. At most one draft per kind.
 */
export const agreements = pgTable(
  'agreements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['terms', 'privacy'] }).notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    /** Rich text, through sanitizeRichText before it is stored. */
    content: text('content').notNull(),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: bigint('published_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('agreements_kind_check', sql`${t.kind} in ('terms', 'privacy')`),
    check('agreements_status_check', sql`${t.status} in ('draft', 'published')`),
    check('agreements_published_check', sql`(${t.status} = 'published') = (${t.publishedAt} is not null)`),
    uniqueIndex('agreements_kind_version_idx').on(t.kind, t.version),
    uniqueIndex('agreements_one_draft_idx').on(t.kind).where(sql`${t.status} = 'draft'`),
  ],
);
export type AgreementRow = typeof agreements.$inferSelect;

/**
 * A person's consent to one version of one agreement (个人信息保护法 art. 14): when, and from which
 * address. Kept after the account is closed, as the proof that what was processed was agreed to.
 */
export const agreementConsents = pgTable(
  'agreement_consents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['terms', 'privacy'] }).notNull(),
    version: integer('version').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
  },
  (t) => [uniqueIndex('agreement_consents_user_version_idx').on(t.userId, t.kind, t.version)],
);
