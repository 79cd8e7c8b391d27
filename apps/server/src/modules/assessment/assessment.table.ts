import type { Assessment, BankQuestion, ReportContent, ScoringParameters } from '@dtmm/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';
import { pledgeCheck, pledgeColumns } from './pledge.columns';

/**
 * A numbered version of the question bank (issue 14, Versions): its questions and scoring
 * parameters as one snapshot, immutable once published (docs/decisions.md). A record is pinned
 * to the version it started with and is scored by it for ever. Operators copy a version to a draft,
 * edit it and publish it (issue 19, docs/bank-versions.md); at most one draft exists at a time.
 */
export const assessmentBankVersions = pgTable(
  'assessment_bank_versions',
  {
    version: integer('version').primaryKey(),
    status: text('status').notNull().default('draft'),
    parameters: jsonb('parameters').$type<ScoringParameters>().notNull(),
    questions: jsonb('questions').$type<BankQuestion[]>().notNull(),
    /** Weak thresholds and the advice table of its reports (issue 15); filled for version 1 at start-up. */
    reportContent: jsonb('report_content').$type<ReportContent>(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The version a draft was copied from (issue 19); null for the seeded original. */
    copiedFrom: integer('copied_from'),
    /**
     * Which of the platform's own banks this is ('platform-1', 'platform-2'; bank.data.ts), so each is
     * published once whatever operators numbered meanwhile; null for operators' versions.
     */
    seedKey: text('seed_key').unique(),
    /** The last edit of a draft (its copy, then every saved change); a published version's stays. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('assessment_bank_versions_status_check', sql`${t.status} in ('draft', 'published')`),
    check(
      'assessment_bank_versions_published_check',
      sql`(${t.status} = 'published') = (${t.publishedAt} is not null)`,
    ),
    // Operators edit one draft at a time: two copies at once cannot both make one (docs/bank-versions.md).
    uniqueIndex('assessment_bank_versions_one_draft').on(t.status).where(sql`${t.status} = 'draft'`),
  ],
);
export type BankVersionRow = typeof assessmentBankVersions.$inferSelect;

/**
 * One assessment of a company (assessment.md 3: the answer record). It belongs to the company, not
 * to the member who started it; its scores, level, tier and explanation are frozen in `result`
 * when it completes.
 */
export const assessmentRecords = pgTable(
  'assessment_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** '0' diagnosis, '1' DCMM (its own issue), '2' the 551 topic. */
    answerType: text('answer_type').notNull(),
    /** '1' non-group, '2' group. */
    assessmentType: text('assessment_type').notNull(),
    /** Third-level indicator ids the non-group company dropped (T13 …); [] for a group. */
    croppedIndicatorIds: text('cropped_indicator_ids').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The company's industry group when the record started (IndustryGroup): it fixes the variant
     * (数字化生产 or 数字化经营) and the 成效 bands. Null for records from before variants: industry.
     */
    industryGroup: text('industry_group'),
    /** The 551 provider's company id. */
    serviceProviderId: bigint('service_provider_id', { mode: 'number' }).references(() => companies.id, {
      onDelete: 'set null',
    }),
    bankVersion: integer('bank_version')
      .notNull()
      .references(() => assessmentBankVersions.version),
    /** '0' in progress, '1' completed, '2' withdrawn by the company's ADMIN (RECORD_TRANSITIONS). */
    status: text('status').notNull().default('0'),
    /** The level whose questionnaire is being answered (1–5). */
    currentLevel: integer('current_level').notNull().default(1),
    /** The highest passed level so far (0 is 未达标). */
    assessmentLevel: integer('assessment_level').notNull().default(0),
    /** 'L0'…'L8'; null until complete and at level 0. */
    digitalTransformationLevel: text('digital_transformation_level'),
    totalScore: doublePrecision('total_score'),
    /** The frozen output of the model (level1/2/3, explanation, …); null until complete. */
    result: jsonb('result').$type<Assessment>(),
    /**
     * The third-level indicator scores of `result`, T01…T42 at positions 1…42, null where the record
     * left the indicator out: computed by the database (migrations 0014, 0021), so the province dashboard
     * averages indicators without reading every result's JSON.
     */
    indicatorScores: doublePrecision('indicator_scores').array().generatedAlwaysAs(sql`indicator_scores(result)`),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** A withdrawal: when, by whom and why (kept for the company and operators; verification says when). */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnBy: bigint('withdrawn_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    withdrawReason: text('withdraw_reason'),
    /**
     * The company's city and 门类 as they are now, copied by the database (migration 0027): the operators'
     * list filters and orders records on one table's indexes, and a company that moves moves its records.
     */
    city: text('city'),
    industryCategory: text('industry_category'),
    /**
     * The 真实性承诺 accepted before the first submit (acceptPledge). All null until accepted, and for
     * records completed before the pledge existed (migration 0018).
     */
    ...pledgeColumns(),
  },
  (t) => [
    check('assessment_records_answer_type_check', sql`${t.answerType} in ('0', '1', '2')`),
    check('assessment_records_assessment_type_check', sql`${t.assessmentType} in ('1', '2')`),
    check('assessment_records_status_check', sql`${t.status} in ('0', '1', '2')`),
    check(
      'assessment_records_industry_group_check',
      sql`${t.industryGroup} in ('energyIntensive', 'otherIndustry', 'services')`,
    ),
    check('assessment_records_current_level_check', sql`${t.currentLevel} between 1 and 5`),
    check('assessment_records_assessment_level_check', sql`${t.assessmentLevel} between 0 and 5`),
    pledgeCheck('assessment_records', t),
    // At most one in-progress record per company and answer type (issue 14, Server).
    uniqueIndex('assessment_records_one_in_progress').on(t.companyId, t.answerType).where(sql`${t.status} = '0'`),
    index('assessment_records_company_idx').on(t.companyId, t.answerType, t.createdAt),
    index('assessment_records_provider_idx').on(t.serviceProviderId),
    // The dashboards' monthly figures (modules/insight).
    index('assessment_records_completed_idx').on(t.completedAt).where(sql`${t.status} = '1'`),
    index('assessment_records_created_idx').on(t.createdAt),
    // A person's copy of their personal information lists the records they started.
    index('assessment_records_created_by_idx').on(t.createdBy),
  ],
);
export type AssessmentRecordRow = typeof assessmentRecords.$inferSelect;

/**
 * The company's answer to one question of a record: who answered it and when, the saving member's
 * own sequence number (of two saves of theirs in flight the newer stays) and the answer's version,
 * one up with every stored save, by which a save made over an answer its client never saw loses
 * (assessment.repository saveAnswer).
 */
export const assessmentAnswers = pgTable(
  'assessment_answers',
  {
    recordId: bigint('record_id', { mode: 'number' })
      .notNull()
      .references(() => assessmentRecords.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    level: integer('level').notNull(),
    optionIds: text('option_ids').array().notNull(),
    answeredBy: bigint('answered_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.recordId, t.questionId] }),
    // A person's copy of their personal information lists the answers they saved.
    index('assessment_answers_answered_by_idx').on(t.answeredBy),
  ],
);
export type AssessmentAnswerRow = typeof assessmentAnswers.$inferSelect;
