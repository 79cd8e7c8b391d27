import type { FormalSelfAssessment } from '@dtmm/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { files } from '../files/files.table';
import { users } from '../users/users.table';

/**
 * A company's application for a formal (on-site) assessment (assessment.md 3: the formal
 * acceptance record) and the operators' steps on it (FORMAL_DECISIONS).
 */
export const formalApplications = pgTable(
  'formal_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 'zdservice' or 'dcmm'. */
    assessmentType: text('assessment_type').notNull(),
    assessmentCount: integer('assessment_count').notNull(),
    applicationLevel: integer('application_level').notNull(),
    applicationRemark: text('application_remark').notNull(),
    /** '0' 待受理, '1' 已受理, '2' 未通过受理, '3' 已完成. */
    status: text('status').notNull().default('0'),
    /** The latest completed self-assessment of the type when the application was made. */
    selfAssessment: jsonb('self_assessment').$type<FormalSelfAssessment>(),
    submittedBy: bigint('submitted_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    scheduledDate: date('scheduled_date'),
    /** The assessing organisation: a certified provider. */
    assessorCompanyId: bigint('assessor_company_id', { mode: 'number' }).references(() => companies.id, {
      onDelete: 'set null',
    }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    resultLevel: integer('result_level'),
    reportFileId: uuid('report_file_id').references(() => files.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The operator of the last decision. */
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('formal_applications_type_check', sql`${t.assessmentType} in ('zdservice', 'dcmm')`),
    check('formal_applications_status_check', sql`${t.status} in ('0', '1', '2', '3')`),
    check('formal_applications_level_check', sql`${t.applicationLevel} between 1 and 5`),
    check('formal_applications_count_check', sql`${t.assessmentCount} >= 1`),
    check('formal_applications_result_level_check', sql`${t.resultLevel} is null or ${t.resultLevel} between 1 and 5`),
    // At most one application per company and type is being handled (FORMAL_MESSAGES.alreadyOpen).
    uniqueIndex('formal_applications_one_open').on(t.companyId, t.assessmentType).where(sql`${t.status} in ('0', '1')`),
    index('formal_applications_company_idx').on(t.companyId, t.createdAt),
    index('formal_applications_status_idx').on(t.status, t.createdAt),
    index('formal_applications_created_idx').on(t.createdAt),
  ],
);
export type FormalApplicationRow = typeof formalApplications.$inferSelect;

/** A file the company attached to one indicator of its application; the assessors see it. */
export const formalApplicationEvidence = pgTable(
  'formal_application_evidence',
  {
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => formalApplications.id, { onDelete: 'cascade' }),
    indicatorId: text('indicator_id').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.fileId] })],
);
export type FormalApplicationEvidenceRow = typeof formalApplicationEvidence.$inferSelect;
