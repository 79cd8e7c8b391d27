import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The operators' list of assessment records counted by the database in the same transaction as the
 * records (triggers of migration 0025, docs/performance.md): per month the record started in China time
 * (year × 100 + month), status, answer type, and its company's city and 门类 ('' for none), each also
 * summed over every city and every 门类 ('*'). Any filter of city and 门类 reads its own few hundred rows
 * (months × statuses × types) for a list's total and the month a deep page starts in.
 */
export const assessmentRecordCounts = pgTable(
  'assessment_record_counts',
  {
    month: integer('month').notNull(),
    status: text('status').notNull(),
    answerType: text('answer_type').notNull(),
    city: text('city').notNull(),
    industryCategory: text('industry_category').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.city, t.industryCategory, t.month, t.status, t.answerType] })],
);
