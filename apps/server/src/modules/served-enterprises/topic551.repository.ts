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

/** The served enterprises of a statement's row, in all and by status. */
interface StatusCountsRow extends Record<string, unknown> {
  enterprises: number;
  planned: number;
  in_service: number;
  completed: number;
}

interface ProgressRow extends StatusCountsRow {
  /** grouping(): 0 on a city's rows; not 0 on the year's total. */
  by_city: number;
  city: string | null;
  squads: number;
}

/** By code (code points, as PostgreSQL's C collation sorts), none last. */
const byCode = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;

/** The year's served enterprises of the 551 topic, each with its provider, city and service status. */
const served551 = (db: Queryable, year: number) =>
  withJoins(
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

/** How many of `s`'s enterprises are in each status, counted once each. */
const statusCounts = () => {
  const status = (value: string) => sql`(count(*) filter (where s.status = ${sql.raw(`'${value}'`)}))::int`;
  return sql`count(*)::int as enterprises, ${status(SERVICE_STATUSES.planned)} as planned,
    ${status(SERVICE_STATUSES.inService)} as in_service, ${status(SERVICE_STATUSES.completed)} as completed`;
};

const figuresOf = (row: StatusCountsRow | undefined) => ({
  enterprises: Number(row?.enterprises ?? 0),
  planned: Number(row?.planned ?? 0),
  inService: Number(row?.in_service ?? 0),
  completed: Number(row?.completed ?? 0),
});

/**
 * The year's 551 figures in one scan of its served enterprises (whose record started then), each one's
 * service status computed once (issue 31: four statements computed it up to three times a row each):
 * by status in all, the providers serving (squads), per city of the enterprises (null: unknown) the
 * most first. The providers are a list of their own (findProviderProgressPage).
 */
export async function countProgress(db: Queryable, year: number) {
  const rows = rowsOf<ProgressRow>(
    // Materialized: the status is computed once per enterprise, not once per filter that reads it.
    await db.execute(sql`with s as materialized (${served551(db, year)})
      select grouping(s.city)::int as by_city, s.city, ${statusCounts()},
        count(distinct s.provider_id)::int as squads
      from s group by grouping sets ((), (s.city))`),
  );
  const total = rows.find((row) => row.by_city !== 0);
  return {
    counts: figuresOf(total),
    squads: Number(total?.squads ?? 0),
    cities: rows
      .filter((row) => row.by_city === 0)
      .map((row) => ({ city: row.city, enterprises: Number(row.enterprises), completed: Number(row.completed) }))
      .sort((a, b) => b.enterprises - a.enterprises || byCode(a.city, b.city)),
  };
}

/**
 * One page of the providers serving in the year, with their enterprises by status: the busiest first
 * (`asc`: the least busy), then the most completed, then by name and id; and how many providers serve.
 */
export async function findProviderProgressPage(
  db: Queryable,
  { year, sord, page, limit }: { year: number; sord: 'asc' | 'desc'; page: number; limit: number },
) {
  const dir = sql.raw(sord);
  const rows = rowsOf<StatusCountsRow & { provider_id: string; provider_name: string | null; total: number }>(
    await db.execute(sql`with s as materialized (${served551(db, year)}),
      p as (select s.provider_id, s.provider_name, ${statusCounts()} from s
        where s.provider_id is not null group by s.provider_id, s.provider_name)
      select p.*, count(*) over ()::int as total from p
      order by p.enterprises ${dir}, p.completed desc, p.provider_name collate "C", p.provider_id
      limit ${limit} offset ${(page - 1) * limit}`),
  );
  const [first] = rows;
  return {
    rows: rows.map((row) => ({
      providerId: Number(row.provider_id),
      providerName: row.provider_name,
      ...figuresOf(row),
    })),
    // A page past the end has no row to carry the total: the providers serving are the year's squads.
    total: first ? Number(first.total) : page > 1 ? (await countSummary(db, year)).squads : 0,
  };
}

/**
 * The year's 551 figures in all, for the province dashboard: the served enterprises whose record
 * started then by status, and the providers serving. No enterprise or provider is looked up, so the
 * scan joins only the records (issue 31: the breakdowns cost the dashboard most of its time and 460 KB).
 */
export async function countSummary(db: Queryable, year: number) {
  const status = (value: string) => sql`(count(*) filter (where ${serviceStatus()} = ${sql.raw(`'${value}'`)}))::int`;
  const [row] = rowsOf<StatusCountsRow & { squads: number }>(
    await db.execute(sql`select count(*)::int as enterprises, ${status(SERVICE_STATUSES.planned)} as planned,
        ${status(SERVICE_STATUSES.inService)} as in_service, ${status(SERVICE_STATUSES.completed)} as completed,
        count(distinct ${records.serviceProviderId})::int as squads
      from ${served} join ${records} on ${records.id} = ${served.recordId} and ${TOPIC551_RECORD}
      where ${servedWhere({ year })}`),
  );
  return { counts: figuresOf(row), squads: Number(row?.squads ?? 0) };
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
