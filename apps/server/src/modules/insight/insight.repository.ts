import {
  ANSWER_TYPES,
  CERTIFICATION_STATUSES,
  INSIGHT_MINIMUM_SAMPLE,
  INSIGHT_WEAKEST_COUNT,
  RECORD_STATUSES,
} from '@dtmm/shared';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { rowsOf } from '../../db/rows-of';
import { inChinaYear } from '../../lib/sql';

/**
 * The province dashboard's figures (docs/insight.md), each one SQL aggregate: months in China time,
 * the companies' city and industry as the filters. Every query reads `companies` as `c`.
 */

export interface InsightFilters {
  year: number;
  cityCode?: string | undefined;
  industryCode?: string | undefined;
}

/** The company filters on `c`; `true` when none. */
const companyWhere = (f: InsightFilters): SQL =>
  sql.join(
    [
      sql`true`,
      ...(f.cityCode ? [sql`c.city = ${f.cityCode}`] : []),
      ...(f.industryCode ? [sql`c.industry_category = ${f.industryCode}`] : []),
    ],
    sql` and `,
  );

/**
 * The same filters on the kept counts (insight_counts, migration 0022), which sit under the counted
 * company's city and 门类 as they are now; '' is no company or none filled in, which no filter names.
 */
const countsWhere = (f: InsightFilters): SQL =>
  sql.join(
    [
      sql`true`,
      ...(f.cityCode ? [sql`k.city = ${f.cityCode}`] : []),
      ...(f.industryCode ? [sql`k.industry_category = ${f.industryCode}`] : []),
    ],
    sql` and `,
  );

/** The self-assessments of the dashboards: the digital-transformation model (diagnosis and 551), not DCMM. */
export const TRANSFORMATION = sql.raw(`('${ANSWER_TYPES.diagnosis}', '${ANSWER_TYPES.topic551}')`);
export const COMPLETED = sql.raw(`'${RECORD_STATUSES.completed}'`);

const at = (column: string) => sql.raw(column);

export interface MonthCountRow {
  series: string;
  month: number;
  n: number;
}

/**
 * Every monthly series of the year: the counts the database keeps in the same transaction as the
 * users, companies, approved requests and records they count (migration 0022's triggers), so the
 * dashboard sums a few hundred rows instead of counting a year of records. Users without a company
 * count only without a city or industry filter, as the series always did.
 */
export async function countMonthly(db: Queryable, f: InsightFilters): Promise<MonthCountRow[]> {
  return rowsOf<MonthCountRow>(
    await db.execute(sql`select k.series, k.month, sum(k.n)::int as n from insight_counts k
      where k.year = ${f.year} and k.month between 1 and 12 and ${countsWhere(f)}
      group by 1, 2`),
  );
}

/** Companies certified now, as enterprise and as provider (kept counts at year 0). */
export async function countCertifiedNow(db: Queryable, f: InsightFilters) {
  const [row] = rowsOf<{ enterprises: number; providers: number }>(
    await db.execute(sql`select coalesce(sum(k.n) filter (where k.series = 'enterprisesNow'), 0)::int as enterprises,
      coalesce(sum(k.n) filter (where k.series = 'providersNow'), 0)::int as providers
      from insight_counts k where k.year = 0 and ${countsWhere(f)}`),
  );
  return row ?? { enterprises: 0, providers: 0 };
}

/**
 * Each company's latest self-assessment completed in the year (of the filtered companies certified
 * now, as the report's peers): the population of the level distribution, the averages and the
 * weakest indicators, kept per company and year by the database (insight_latest_records).
 */
const latestCompleted = (f: InsightFilters) => sql`select l.record_id as id, l.company_id, l.level, l.total_score,
    l.indicator_scores, c.industry_category, c.city, c.employee
  from insight_latest_records l join companies c on c.id = l.company_id
  where l.year = ${f.year} and c.certification_status = ${CERTIFICATION_STATUSES.certified} and ${companyWhere(f)}`;

export interface BreakdownRow {
  dimension: 'level' | 'industry' | 'city' | 'size';
  code: string | null;
  companies: number;
  average: number | null;
}

/** Level distribution and the average total score by industry, city and size in one scan (GROUPING SETS). */
export async function countBreakdowns(db: Queryable, f: InsightFilters): Promise<BreakdownRow[]> {
  return rowsOf<BreakdownRow>(
    await db.execute(sql`with latest as (${latestCompleted(f)})
      select case
          when grouping(level) = 0 then 'level'
          when grouping(industry_category) = 0 then 'industry'
          when grouping(city) = 0 then 'city'
          else 'size' end as dimension,
        coalesce(level::text, industry_category, city, employee) as code,
        count(*)::int as companies, avg(total_score)::float8 as average
      from latest
      group by grouping sets ((level), (industry_category), (city), (employee))`),
  );
}

export interface IndicatorAverageRow {
  id: string;
  average: number;
  sample: number;
}

/**
 * The weakest third-level indicators over the latest records, each answered by at least the minimum.
 * The scores are the records' `indicator_scores` (T01…T42 by position, null where left out), kept with
 * each latest record; positions are summed in a hash of 42, never sorted.
 */
export async function findWeakestIndicators(db: Queryable, f: InsightFilters): Promise<IndicatorAverageRow[]> {
  return rowsOf<IndicatorAverageRow>(
    await db.execute(sql`with latest as (${latestCompleted(f)}),
      indicators as (
        select u.position, avg(u.score)::float8 as average, count(u.score)::int as sample
        from latest, unnest(latest.indicator_scores) with ordinality as u(score, position)
        group by u.position)
      select 'T' || lpad(position::text, 2, '0') as id, average, sample from indicators
      where sample >= ${INSIGHT_MINIMUM_SAMPLE}
      order by 2 asc, 1 asc limit ${INSIGHT_WEAKEST_COUNT}`),
  );
}

export interface StatusRow {
  status: string;
  n: number;
}

/** Rows of `table` (alias t, with `company_id` and a status column) created in the year, by status. */
async function countByStatusIn(db: Queryable, table: string, statusColumn: string, f: InsightFilters) {
  return rowsOf<StatusRow>(
    await db.execute(sql`select ${at(`t.${statusColumn}`)}::text as status, count(*)::int as n
      from ${at(table)} t join companies c on c.id = t.company_id
      where ${inChinaYear(at('t.created_at'), f.year)} and ${companyWhere(f)}
      group by 1`),
  );
}

export const countSolutions = (db: Queryable, f: InsightFilters) => countByStatusIn(db, 'solutions', 'table_flag', f);
export const countFormalApplications = (db: Queryable, f: InsightFilters) =>
  countByStatusIn(db, 'formal_applications', 'status', f);

/** A company's rows of `table` by status (its own index on company_id serves it). */
export async function countCompanyRows(db: Queryable, table: 'solutions' | 'formal_applications', companyId: number) {
  const column: SQLWrapper = at(table === 'solutions' ? 'table_flag' : 'status');
  return rowsOf<StatusRow>(
    await db.execute(sql`select ${column}::text as status, count(*)::int as n
      from ${at(table)} where company_id = ${companyId} group by 1`),
  );
}
