import type { FrozenPeerFigures, FrozenReport } from '@dtmm/shared';
import { bigint, doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../../companies/companies.table';
import { assessmentRecords } from '../assessment.table';

/**
 * The report of a completed record, frozen when it completes (issue 15): scores, weak indicators,
 * advice texts and the plan as they were, its number and the code that verifies a printed copy.
 */
export const assessmentReports = pgTable('assessment_reports', {
  recordId: bigint('record_id', { mode: 'number' })
    .primaryKey()
    .references(() => assessmentRecords.id, { onDelete: 'cascade' }),
  reportNumber: text('report_number').notNull().unique(),
  verificationCode: text('verification_code').notNull().unique(),
  content: jsonb('content').$type<FrozenReport>().notNull(),
  /** The company's 门类, 大类 and size class (SIZE_CLASSES, '' for none) at completion: who its peers are. */
  industryCategory: text('industry_category').notNull().default(''),
  industryDivision: text('industry_division').notNull().default(''),
  sizeBand: text('size_band').notNull().default(''),
  /** The peer figures at completion; null for a report frozen before they were (filled on its next read). */
  peerFigures: jsonb('peer_figures').$type<FrozenPeerFigures>(),
  frozenAt: timestamp('frozen_at', { withTimezone: true }).notNull().defaultNow(),
});
export type AssessmentReportRow = typeof assessmentReports.$inferSelect;

/**
 * The benchmark population: every completed (and not withdrawn) diagnosis or 551 record, with the
 * company's 门类, 大类 and size class as they were at completion. A report counts each company once,
 * with its latest entry as of a date (benchmark.repository.ts findGroupFigures). Written in the same
 * transaction as a completion; a withdrawal or deletion takes the record's entry away.
 */
export const assessmentBenchmarkEntries = pgTable(
  'assessment_benchmark_entries',
  {
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    bankVersion: integer('bank_version').notNull(),
    recordId: bigint('record_id', { mode: 'number' })
      .primaryKey()
      .references(() => assessmentRecords.id, { onDelete: 'cascade' }),
    totalScore: doublePrecision('total_score').notNull(),
    level: integer('level').notNull(),
    /** First-level scores of 基础, 治理, 生产, 成效 and 经营; null where the area was not assessed. */
    areaA1: doublePrecision('area_a1'),
    areaA2: doublePrecision('area_a2'),
    areaA3: doublePrecision('area_a3'),
    areaA4: doublePrecision('area_a4'),
    /** 数字化经营, the non-industrial companies' business area (issue 29 §1). */
    areaA5: doublePrecision('area_a5'),
    industryCategory: text('industry_category').notNull().default(''),
    industryDivision: text('industry_division').notNull().default(''),
    sizeBand: text('size_band').notNull().default(''),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    /**
     * The version's stamp this entry took (null: entered before stamps were kept), so that a process
     * holding the population at an older stamp catches up by the entries since (benchmark-populations.ts).
     */
    stamp: bigint('stamp', { mode: 'number' }),
  },
  (t) => [
    index('assessment_benchmark_latest_idx').on(t.bankVersion, t.companyId, t.completedAt),
    index('assessment_benchmark_stamp_idx').on(t.bankVersion, t.stamp),
  ],
);
export type BenchmarkEntryRow = typeof assessmentBenchmarkEntries.$inferSelect;

/**
 * A counter per bank version that every change of its benchmark entries raises in the same
 * transaction: a process keeps a group's figures until the counter moves (report.service.ts).
 */
export const assessmentBenchmarkStamps = pgTable('assessment_benchmark_stamps', {
  bankVersion: integer('bank_version').primaryKey(),
  stamp: bigint('stamp', { mode: 'number' }).notNull().default(0),
});
