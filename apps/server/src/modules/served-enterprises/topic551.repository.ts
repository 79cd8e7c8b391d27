import { SERVICE_STATUSES } from '@dtmm/shared';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { assessmentRecords as records } from '../assessment/assessment.table';
import { companies } from '../companies/companies.table';
import { providers, servedWhere, statusCounts, withJoins } from './served-enterprises.repository';
import { servedEnterprises as served, topic551Plans } from './served-enterprises.table';
import { countWithStatus } from './service-status';

// The province's 551 figures for a year (the operators' progress): the served enterprises whose record started then.

/** The year's figures per provider, the busiest first. */
export async function countByProvider(db: Queryable, year: number) {
  return withJoins(
    db
      .select({ providerId: records.serviceProviderId, providerName: providers.companyName, ...statusCounts })
      .from(served)
      .$dynamic(),
  )
    .where(and(servedWhere({ year }), sql`${records.serviceProviderId} is not null`))
    .groupBy(records.serviceProviderId, providers.companyName)
    .orderBy(desc(count()), desc(countWithStatus(SERVICE_STATUSES.completed)), asc(providers.companyName));
}

/** The year's figures per city of the enterprises (null: unknown), the most first. */
export async function countByCity(db: Queryable, year: number) {
  return withJoins(
    db
      .select({ city: companies.city, enterprises: count(), completed: countWithStatus(SERVICE_STATUSES.completed) })
      .from(served)
      .$dynamic(),
  )
    .where(servedWhere({ year }))
    .groupBy(companies.city)
    .orderBy(desc(count()), asc(companies.city));
}

/** Providers serving at least one enterprise in the year: the 551 service squads at work. */
export async function countSquads(db: Queryable, year: number): Promise<number> {
  const [row] = await withJoins(
    db
      .select({ squads: sql<number>`count(distinct ${records.serviceProviderId})`.mapWith(Number) })
      .from(served)
      .$dynamic(),
  ).where(servedWhere({ year }));
  return row?.squads ?? 0;
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
