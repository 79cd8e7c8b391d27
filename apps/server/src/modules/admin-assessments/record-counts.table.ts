import { bigint, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/** The orders of the records list, each with its own series of kept counts. */
export const RECORD_COUNT_SERIES = ['createTime', 'completedAt', 'totalScore'] as const;
/** The bucket of a record without a completion or a score: last in either direction. */
export const NO_BUCKET = -1;

/**
 * The operators' list of assessment records counted by the database in the same transaction as the
 * records (triggers of migration 0027, docs/performance.md). Per order (`series`), the records of each
 * bucket of its key — the month they started or completed in China time (year × 100 + month), or the
 * whole points of their total score; NO_BUCKET for none — by the year they started, status, answer type,
 * and its company's city and 门类 ('' for none), each also summed over every city and every 门类 ('*').
 * A filter reads its own few hundred rows for the list's total and the bucket a deep page starts in.
 * Each count is kept in up to 8 rows, one per shard of the writing connection (migration
 * 0030): the rows summed over every city and 门类 are shared by every record of a month, and a single
 * row made each completion of the province wait for the one before it to commit. Readers sum.
 */
export const assessmentRecordCounts = pgTable(
  'assessment_record_counts',
  {
    series: text('series', { enum: RECORD_COUNT_SERIES }).notNull(),
    city: text('city').notNull(),
    industryCategory: text('industry_category').notNull(),
    year: integer('year').notNull(),
    bucket: integer('bucket').notNull(),
    status: text('status').notNull(),
    answerType: text('answer_type').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    shard: smallint('shard').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.series, t.city, t.industryCategory, t.year, t.bucket, t.status, t.answerType, t.shard] }),
  ],
);

/**
 * How often the records list has changed, in 8 shards of the writing connection (migration 0032): raised
 * by triggers in the same transaction as any change that moves a record in the list or in or out of a
 * keyword — a record added, deleted, completed, withdrawn or re-scored, a company renamed. A reader takes
 * all 8 in its snapshot; the same 8 numbers mean the same list, so a keyword's counts made under them
 * still hold (admin-assessments.repository.ts).
 */
export const assessmentRecordListVersions = pgTable('assessment_record_list_versions', {
  shard: smallint('shard').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
