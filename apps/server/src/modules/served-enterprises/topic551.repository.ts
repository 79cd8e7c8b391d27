import { ANSWER_TYPES, SERVICE_STATUSES } from '@dtmm/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { rowsOf } from '../../db/rows-of';
import { assessmentRecords as records } from '../assessment/assessment.table';
import { companies } from '../companies/companies.table';
import { providers, servedWhere, withJoins } from './served-enterprises.repository';
import { servedEnterprises as served, topic551Plans } from './served-enterprises.table';
import { serviceStatus } from './service-status';

// The province's 551 figures for a year (the operators' progress): the served enterprises whose record started then.

/**
 * Said of every served enterprise's record (startServedEnterprise makes a served row for a 551 record
 * only): with it the planner reads the year's 551 records from their own small index (migration 0029).
 */
const TOPIC551_RECORD = sql`${records.answerType} = ${sql.raw(`'${ANSWER_TYPES.topic551}'`)}`;

interface ProgressRow extends Record<string, unknown> {
  /** grouping(): 0 on the rows of that grouping (a provider's, a city's); both not 0 on the year's total. */
  by_provider: number;
  by_city: number;
  provider_id: number | string | null;
  provider_name: string | null;
  city: string | null;
  enterprises: number;
  planned: number;
  in_service: number;
  completed: number;
  squads: number;
}

/** Busiest first, then most completed, then by name (code points, as PostgreSQL's C collation sorts). */
const byCode = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;

/**
 * The year's 551 figures in one scan of its served enterprises (whose record started then), each one's
 * service status computed once (issue 31: four statements computed it up to three times a row each):
 * by status in all, the providers serving (squads), per provider the busiest first, per city of the
 * enterprises (null: unknown) the most first.
 */
export async function countProgress(db: Queryable, year: number) {
  const served551 = withJoins(
    db
      .select({
        providerId: sql`${records.serviceProviderId}`.as('provider_id'),
        providerName: sql`${providers.companyName}`.as('provider_name'),
        city: sql`${companies.city}`.as('city'),
        status: sql`${serviceStatus()}`.as('status'),
      })
      .from(served)
      .$dynamic(),
  ).where(and(servedWhere({ year }), TOPIC551_RECORD));
  const status = (value: string) => sql`(count(*) filter (where s.status = ${sql.raw(`'${value}'`)}))::int`;
  const rows = rowsOf<ProgressRow>(
    // Materialized: the status is computed once per enterprise, not once per filter that reads it.
    await db.execute(sql`with s as materialized (${served551})
      select grouping(s.provider_id, s.provider_name)::int as by_provider, grouping(s.city)::int as by_city,
        s.provider_id, s.provider_name, s.city, count(*)::int as enterprises,
        ${status(SERVICE_STATUSES.planned)} as planned, ${status(SERVICE_STATUSES.inService)} as in_service,
        ${status(SERVICE_STATUSES.completed)} as completed, count(distinct s.provider_id)::int as squads
      from s group by grouping sets ((), (s.provider_id, s.provider_name), (s.city))`),
  );
  const total = rows.find((row) => row.by_provider !== 0 && row.by_city !== 0);
  const figures = (row: ProgressRow | undefined) => ({
    enterprises: Number(row?.enterprises ?? 0),
    planned: Number(row?.planned ?? 0),
    inService: Number(row?.in_service ?? 0),
    completed: Number(row?.completed ?? 0),
  });
  return {
    counts: figures(total),
    squads: Number(total?.squads ?? 0),
    providers: rows
      .filter((row) => row.by_provider === 0 && row.provider_id !== null)
      .map((row) => ({ providerId: Number(row.provider_id), providerName: row.provider_name, ...figures(row) }))
      .sort(
        (a, b) => b.enterprises - a.enterprises || b.completed - a.completed || byCode(a.providerName, b.providerName),
      ),
    cities: rows
      .filter((row) => row.by_city === 0)
      .map((row) => ({ city: row.city, enterprises: Number(row.enterprises), completed: Number(row.completed) }))
      .sort((a, b) => b.enterprises - a.enterprises || byCode(a.city, b.city)),
  };
}

/**
 * The year's 551 figures in all, for the province dashboard: the served enterprises whose record
 * started then by status, and the providers serving. No enterprise or provider is looked up, so the
 * scan joins only the records (issue 31: the breakdowns cost the dashboard most of its time and 460 KB).
 */
export async function countSummary(db: Queryable, year: number) {
  const status = (value: string) => sql`(count(*) filter (where ${serviceStatus()} = ${sql.raw(`'${value}'`)}))::int`;
  const [row] = rowsOf<Omit<ProgressRow, 'by_provider' | 'by_city' | 'provider_id' | 'provider_name' | 'city'>>(
    await db.execute(sql`select count(*)::int as enterprises, ${status(SERVICE_STATUSES.planned)} as planned,
        ${status(SERVICE_STATUSES.inService)} as in_service, ${status(SERVICE_STATUSES.completed)} as completed,
        count(distinct ${records.serviceProviderId})::int as squads
      from ${served} join ${records} on ${records.id} = ${served.recordId} and ${TOPIC551_RECORD}
      where ${servedWhere({ year })}`),
  );
  return {
    counts: {
      enterprises: Number(row?.enterprises ?? 0),
      planned: Number(row?.planned ?? 0),
      inService: Number(row?.in_service ?? 0),
      completed: Number(row?.completed ?? 0),
    },
    squads: Number(row?.squads ?? 0),
  };
}

/** The year's plan (targets and experts enrolled) as the operators set it; null before they do. */
export async function findPlan(db: Queryable, year: number) {
  const [plan] = await db.select().from(topic551Plans).where(eq(topic551Plans.year, year));
  return plan ?? null;
}

export type PlanValues = Omit<typeof topic551Plans.$inferInsert, 'year'>;

/** Writes the year's plan whole: inserted, or replacing the one there. */
export async function upsertPlan(db: Queryable, year: number, values: PlanValues) {
  await db
    .insert(topic551Plans)
    .values({ year, ...values })
    .onConflictDoUpdate({ target: topic551Plans.year, set: values });
}
