import { bigint, boolean, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** One label/value item of a dictionary code; operators may edit them, so they live in the database. */
export const dictionaryItems = pgTable(
  'dictionary_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    value: text('value').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isEnabled: boolean('is_enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('dictionary_items_code_value_uq').on(t.code, t.value)],
);
