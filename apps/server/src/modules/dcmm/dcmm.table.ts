import type { DcmmCapabilityArea, DcmmQuestion } from '@dtmm/shared';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { pledgeCheck, pledgeColumns } from '../assessment/pledge.columns';
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';

/**
 * A numbered version of the DCMM questionnaire (its 15 items and the capability self-check),
 * immutable once published, like the diagnosis bank: a record names the version it answered.
 */
export const dcmmQuestionnaireVersions = pgTable(
  'dcmm_questionnaire_versions',
  {
    version: integer('version').primaryKey(),
    status: text('status').notNull().default('draft'),
    questions: jsonb('questions').$type<DcmmQuestion[]>().notNull(),
    capabilityAreas: jsonb('capability_areas').$type<DcmmCapabilityArea[]>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('dcmm_questionnaire_versions_status_check', sql`${t.status} in ('draft', 'published')`),
    check(
      'dcmm_questionnaire_versions_published_check',
      sql`(${t.status} = 'published') = (${t.publishedAt} is not null)`,
    ),
  ],
);
export type DcmmQuestionnaireVersionRow = typeof dcmmQuestionnaireVersions.$inferSelect;

/**
 * One submitted DCMM self-assessment of a company (answerType '1'): the answers as given, the level
 * the server computed from them, and the optional capability self-check. Frozen when written.
 */
export const dcmmRecords = pgTable(
  'dcmm_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 'A' data owner, 'B' data service provider. */
    partyType: text('party_type').notNull(),
    questionnaireVersion: integer('questionnaire_version')
      .notNull()
      .references(() => dcmmQuestionnaireVersions.version),
    /** Question id → the chosen option values. */
    answers: jsonb('answers').$type<Record<string, string[]>>().notNull(),
    /** 1 初始级 or 2 受管理级 (assessment.md 4). */
    level: integer('level').notNull(),
    /** Capability area id → self-checked level 1–5; null when the self-check was skipped. */
    capability: jsonb('capability').$type<Record<string, number>>(),
    submittedBy: bigint('submitted_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The 真实性承诺 accepted with the submission (answer/add takes it). All null for records
     * submitted before the pledge existed (migration 0020).
     */
    ...pledgeColumns(),
  },
  (t) => [
    check('dcmm_records_party_type_check', sql`${t.partyType} in ('A', 'B')`),
    check('dcmm_records_level_check', sql`${t.level} between 1 and 5`),
    pledgeCheck('dcmm_records', t),
    index('dcmm_records_company_idx').on(t.companyId, t.submittedAt),
  ],
);
export type DcmmRecordRow = typeof dcmmRecords.$inferSelect;
