import { ANSWER_TYPES, INSIGHT_MINIMUM_SAMPLE, INSIGHT_WEAKEST_COUNT, RECORD_STATUSES } from '@dtmm/shared';
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
 * The population of the level distribution, the averages and the weakest indicators: each company's
 * latest self-assessment completed in the year, of the filtered companies certified now (as the report's
 * peers). The database keeps their counts and score sums per year, city, 门类, size and level
 * (insight_score_sums) and their indicator sums per year, city and 门类 (insight_indicator_sums), with each
 * company's place, size and certification as they are now; '' is none filled in.
 */
const keptWhere = (f: InsightFilters) =>
  sql.join(
    [
      sql`s.year = ${f.year}`,
      ...(f.cityCode ? [sql`s.city = ${f.cityCode}`] : []),
      ...(f.industryCode ? [sql`s.industry_category = ${f.industryCode}`] : []),
    ],
    sql` and `,
  );

export interface BreakdownRow {
  dimension: 'level' | 'industry' | 'city' | 'size';
  code: string | null;
  companies: number;
  average: number | null;
}

/** Level distribution and the average total score by industry, city and size (GROUPING SETS over the kept sums). */
export async function countBreakdowns(db: Queryable, f: InsightFilters): Promise<BreakdownRow[]> {
  return rowsOf<BreakdownRow>(
    await db.execute(sql`select case
          when grouping(s.level) = 0 then 'level'
          when grouping(s.industry_category) = 0 then 'industry'
          when grouping(s.city) = 0 then 'city'
          else 'size' end as dimension,
        coalesce(s.level::text, nullif(s.industry_category, ''), nullif(s.city, ''), nullif(s.employee, '')) as code,
        sum(s.companies)::int as companies, (sum(s.total) / nullif(sum(s.scored), 0))::float8 as average
      from insight_score_sums s where ${keptWhere(f)}
      group by grouping sets ((s.level), (s.industry_category), (s.city), (s.employee))
      having sum(s.companies) > 0`),
  );
}

export interface IndicatorAverageRow {
  id: string;
  average: number;
  sample: number;
}

/**
 * The weakest third-level indicators over the latest records, each answered by at least the minimum:
 * from the sums and counts the database keeps per year, city and 门类 of the certified companies' latest
 * records (insight_indicator_sums; position i of the arrays is indicator T0i…T42), a few hundred rows.
 */
export async function findWeakestIndicators(db: Queryable, f: InsightFilters): Promise<IndicatorAverageRow[]> {
  return rowsOf<IndicatorAverageRow>(
    await db.execute(sql`select 'T' || lpad(u.i::text, 2, '0') as id, (sum(u.total) / sum(u.n))::float8 as average,
        sum(u.n)::int as sample
      from insight_indicator_sums s, unnest(s.sums, s.counts) with ordinality as u(total, n, i)
      where ${keptWhere(f)}
      group by u.i having sum(u.n) >= ${INSIGHT_MINIMUM_SAMPLE}
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
