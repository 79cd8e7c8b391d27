import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';

/**
 * Everything operators publish on the portal (news, standards, cases, courses, guides, notices,
 * patents, demands), one row each. What every kind has is a column; what only some kinds have
 * (a news item's source, a standard's nature, a course's instructor) is in `fields`. `groupValue`
 * is the kind's category or type, the filter every public list has.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /**
     * The title's single characters and pairs, lower-cased: a GIN index on them finds a Chinese
     * title fragment without scanning (pg_trgm does not split Chinese text into trigrams in every
     * locale, and PGlite ships without it). content_grams is defined in the migration.
     */
    titleGrams: text('title_grams').array().notNull().generatedAlwaysAs(sql`content_grams(title)`),
    groupValue: text('group_value').notNull().default(''),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    /** The service provider a case belongs to (its service cases tab). */
    companyId: bigint('company_id', { mode: 'number' }).references(() => companies.id, { onDelete: 'set null' }),
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
    status: text('status').notNull().default('draft'),
    /** 1-9999 pins an item (lowest first); 0 is not pinned. */
    orderNumber: integer('order_number').notNull().default(0),
    /** Set when first published unless the operator chose one; the public sees an item from then on. */
    publishTime: timestamp('publish_time', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The public lists: one kind, optionally one group, pinned first, newest first.
    index('content_items_public_group_idx')
      .on(t.kind, t.groupValue, sql`nullif(${t.orderNumber}, 0)`, t.publishTime.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index('content_items_public_idx')
      .on(t.kind, sql`nullif(${t.orderNumber}, 0)`, t.publishTime.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index('content_items_title_grams_idx').using('gin', t.titleGrams),
    index('content_items_admin_idx').on(t.kind, t.updatedAt.desc()),
    index('content_items_company_idx').on(t.companyId),
  ],
);
/** A row as reads carry it: the title's grams serve only the search index. */
export type ContentRow = Omit<typeof contentItems.$inferSelect, 'titleGrams'>;
