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

/** The month (1–12) of a timestamptz in China (UTC+8, no daylight saving). */
const chinaMonth = (column: SQL) => sql`extract(month from (${column} at time zone 'UTC') + interval '8 hours')::int`;

/** The self-assessments of the dashboards: the digital-transformation model (diagnosis and 551), not DCMM. */
export const TRANSFORMATION = sql.raw(`('${ANSWER_TYPES.diagnosis}', '${ANSWER_TYPES.topic551}')`);
export const COMPLETED = sql.raw(`'${RECORD_STATUSES.completed}'`);

const at = (column: string) => sql.raw(column);

/** One monthly series: its name, the timestamp that dates it, and the rows it counts. */
function series(name: string, dated: string, from: SQL, where: SQL, year: number): SQL {
  return sql`select ${name}::text as series, ${chinaMonth(at(dated))} as month, count(*)::int as n
    from ${from} where ${inChinaYear(at(dated), year)} and ${where} group by 2`;
}

export interface MonthCountRow {
  series: string;
  month: number;
  n: number;
}

/** Every monthly series of the year in one round trip (UNION ALL of grouped counts). */
export async function countMonthly(db: Queryable, f: InsightFilters): Promise<MonthCountRow[]> {
  const inFilter = companyWhere(f);
  // Without a company filter, people without a company count too.
  const userFrom = sql`users u left join companies c on c.id = u.company_id`;
  const userWhere = f.cityCode || f.industryCode ? inFilter : sql`true`;
  const certified = (type: string) =>
    series(
      type === '企业' ? 'certifiedEnterprises' : 'certifiedProviders',
      'r.decided_at',
      sql`certification_requests r join companies c on c.id = r.company_id`,
      sql`r.status = 1 and r.certify_type = ${type} and ${inFilter}`,
      f.year,
    );
  const records = sql`assessment_records r join companies c on c.id = r.company_id`;
  const parts = [
    series('users', 'u.created_at', userFrom, sql`not u.is_operator and ${userWhere}`, f.year),
    series('companies', 'c.created_at', sql`companies c`, inFilter, f.year),
    certified('企业'),
    certified('服务商'),
    series(
      'assessmentsStarted',
      'r.created_at',
      records,
      sql`r.answer_type in ${TRANSFORMATION} and ${inFilter}`,
      f.year,
    ),
    series(
      'assessmentsCompleted',
      'r.completed_at',
      records,
      sql`r.status = ${COMPLETED} and r.answer_type in ${TRANSFORMATION} and ${inFilter}`,
      f.year,
    ),
  ];
  return rowsOf<MonthCountRow>(await db.execute(sql.join(parts, sql` union all `)));
}

/** Companies certified now, as enterprise and as provider. */
export async function countCertifiedNow(db: Queryable, f: InsightFilters) {
  const [row] = rowsOf<{ enterprises: number; providers: number }>(
    await db.execute(sql`select count(*) filter (where c.certification_status = 1)::int as enterprises,
      count(*) filter (where c.provider_status = 1)::int as providers
      from companies c where ${companyWhere(f)}`),
  );
  return row ?? { enterprises: 0, providers: 0 };
}

/**
 * Each company's latest self-assessment completed in the year (of the filtered companies certified
 * now, as the report's peers): the population of the level distribution, the averages and the
 * weakest indicators.
 */
const latestCompleted = (f: InsightFilters) => sql`select distinct on (r.company_id)
    r.id, r.company_id, r.assessment_level as level, r.total_score, c.industry_category, c.city, c.employee
  from assessment_records r join companies c on c.id = r.company_id
  where r.status = ${COMPLETED} and r.answer_type in ${TRANSFORMATION} and ${inChinaYear(at('r.completed_at'), f.year)}
    and c.certification_status = ${CERTIFICATION_STATUSES.certified} and ${companyWhere(f)}
  order by r.company_id, r.completed_at desc, r.id desc`;

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
 * The scores come from the records' `indicator_scores` (T01…T42 by position, null where left out), read
 * after the latest records are chosen, so the choice sorts narrow rows and no result's JSON is parsed.
 */
export async function findWeakestIndicators(db: Queryable, f: InsightFilters): Promise<IndicatorAverageRow[]> {
  return rowsOf<IndicatorAverageRow>(
    await db.execute(sql`with latest as (${latestCompleted(f)})
      select 'T' || lpad(u.position::text, 2, '0') as id, avg(u.score)::float8 as average, count(u.score)::int as sample
      from latest join assessment_records s on s.id = latest.id,
        unnest(s.indicator_scores) with ordinality as u(score, position)
      group by u.position having count(u.score) >= ${INSIGHT_MINIMUM_SAMPLE}
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
