import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { assessmentRecords } from '../assessment/assessment.table';
import { companies } from '../companies/companies.table';

/**
 * The province dashboard's counts, kept by the database in the same transaction as the rows they count
 * (triggers of migration 0022, docs/insight.md): per series, year and month in China time, and the
 * counted company's city and 门类 as they are now ('' for none; a company that moves takes its counts
 * along). Series: users, companies, certifiedEnterprises, certifiedProviders, assessmentsStarted,
 * assessmentsCompleted by month; enterprisesNow and providersNow (certified now) at year and month 0.
 */
export const insightCounts = pgTable(
  'insight_counts',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    city: text('city').notNull(),
    industryCategory: text('industry_category').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.series, t.month, t.city, t.industryCategory] })],
);

/**
 * Each company's latest self-assessment (diagnosis or 551) completed in a year in China time, kept by
 * the same triggers: the population of the dashboard's levels, averages and weakest indicators, with the
 * company's city, 门类, size and certification as they are now (a company's change updates its rows), so
 * the dashboard reads these narrow rows alone.
 */
export const insightLatestRecords = pgTable(
  'insight_latest_records',
  {
    year: integer('year').notNull(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    recordId: bigint('record_id', { mode: 'number' })
      .notNull()
      .references(() => assessmentRecords.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    totalScore: doublePrecision('total_score'),
    indicatorScores: doublePrecision('indicator_scores').array(),
    city: text('city'),
    industryCategory: text('industry_category'),
    employee: text('employee'),
    certified: boolean('certified').notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.companyId] }), index('insight_latest_records_record_idx').on(t.recordId)],
);

/**
 * Per year and city and 门类 (as they are now), the sums and counts of each third-level indicator's
 * score over the certified companies' latest records (position i holds T0i…T42), kept by a trigger on
 * insight_latest_records: the weakest indicators read a few hundred rows instead of every latest record.
 * Numeric sums, so taking a record out gives back exactly what it put in.
 */
export const insightIndicatorSums = pgTable(
  'insight_indicator_sums',
  {
    year: integer('year').notNull(),
    city: text('city').notNull(),
    industryCategory: text('industry_category').notNull(),
    sums: numeric('sums').array().notNull(),
    counts: integer('counts').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.city, t.industryCategory] })],
);

/**
 * Per year, city, 门类, size (company.scale) and level, the certified companies' latest records: how
 * many, and the sum of their total scores (numeric, so taking a record out gives back exactly what it put
 * in), kept by the same trigger: the level distribution and the averages read these few rows.
 */
export const insightScoreSums = pgTable(
  'insight_score_sums',
  {
    year: integer('year').notNull(),
    city: text('city').notNull(),
    industryCategory: text('industry_category').notNull(),
    employee: text('employee').notNull(),
    level: integer('level').notNull(),
    companies: integer('companies').notNull(),
    scored: integer('scored').notNull(),
    total: numeric('total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.city, t.industryCategory, t.employee, t.level] })],
);
