import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { assessmentRecords } from '../assessment/assessment.table';
import { files } from '../files/files.table';
import { users } from '../users/users.table';

/**
 * An enterprise a provider serves in the 551 topic (issue 18): one per 551 assessment record, made
 * in the transaction that starts the record. The enterprise and the provider are the record's; the
 * service status is derived from the record and the report (docs/service-management.md), so it
 * cannot drift from them.
 */
export const servedEnterprises = pgTable(
  'served_enterprises',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    recordId: bigint('record_id', { mode: 'number' })
      .notNull()
      .references(() => assessmentRecords.id, { onDelete: 'cascade' }),
    /** The provider's site photos (purpose sitePhoto, its own uploads), in the order it chose; at most 5. */
    sitePhotoIds: uuid('site_photo_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** The provider's assessment report (purpose report, a PDF). */
    reportFileId: uuid('report_file_id').references(() => files.id, { onDelete: 'set null' }),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('served_enterprises_record_idx').on(t.recordId),
    check('served_enterprises_photo_count_check', sql`cardinality(${t.sitePhotoIds}) <= 5`),
  ],
);
export type ServedEnterpriseRowData = typeof servedEnterprises.$inferSelect;

/**
 * A year's 551 targets (5 squads, 50 experts, 100 enterprises until the operators set others) and
 * the experts enrolled, which the operators record: the platform keeps no register of experts.
 */
export const topic551Plans = pgTable(
  'topic551_plans',
  {
    year: integer('year').primaryKey(),
    squadTarget: integer('squad_target').notNull(),
    expertTarget: integer('expert_target').notNull(),
    enterpriseTarget: integer('enterprise_target').notNull(),
    expertsEnrolled: integer('experts_enrolled').notNull().default(0),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'topic551_plans_non_negative_check',
      sql`${t.squadTarget} >= 0 and ${t.expertTarget} >= 0 and ${t.enterpriseTarget} >= 0 and ${t.expertsEnrolled} >= 0`,
    ),
  ],
);
