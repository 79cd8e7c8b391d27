import { type PagingQuery, pageOffset, SERVICE_STATUSES, type ServiceStatus } from '@dtmm/shared';
import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database';
import { containsPattern, inChinaYear, totalOfAllRows } from '../../lib/sql';
import { assessmentRecords as records } from '../assessment/assessment.table';
import { companies } from '../companies/companies.table';
import { servedEnterprises as served } from './served-enterprises.table';
import { countWithStatus, serviceStatus } from './service-status';

/** The served enterprise's company is `companies`; its provider's is this alias. */
export const providers = alias(companies, 'providers');

/** Every read of served enterprises: the row, its record, the enterprise and the provider. */
export const withJoins = <T extends PgSelect>(query: T) =>
  query
    .innerJoin(records, eq(records.id, served.recordId))
    .innerJoin(companies, eq(companies.id, records.companyId))
    .leftJoin(providers, eq(providers.id, records.serviceProviderId));

export interface ServedFilters {
  /** The provider's company (the record's serviceProviderId). */
  providerId?: number | undefined;
  /** The enterprise's name, contained. */
  name?: string | undefined;
  /** The year the record started, China time. */
  year?: number | undefined;
  /** company.type dictionary value of the enterprise. */
  companyType?: string | undefined;
  status?: ServiceStatus | undefined;
}

export function servedWhere(f: ServedFilters): SQL | undefined {
  return and(
    f.providerId === undefined ? undefined : eq(records.serviceProviderId, f.providerId),
    f.name ? ilike(companies.companyName, containsPattern(f.name)) : undefined,
    f.year === undefined ? undefined : inChinaYear(records.createdAt, f.year),
    f.companyType ? eq(companies.companyType, f.companyType) : undefined,
    f.status ? sql`${serviceStatus()} = ${f.status}` : undefined,
  );
}

/** What a list row shows (assessment.md 3, service list row) and the operators' provider column. */
export const rowColumns = {
  id: served.id,
  companyName: companies.companyName,
  province: companies.province,
  city: companies.city,
  district: companies.district,
  industryCategory: companies.industryCategory,
  secondaryIndustry: companies.secondaryIndustry,
  industry: companies.industry,
  companyType: companies.companyType,
  recordStatus: records.status,
  assessmentLevel: records.assessmentLevel,
  completedAt: records.completedAt,
  startedAt: records.createdAt,
  serviceStatus: serviceStatus(),
  providerId: records.serviceProviderId,
  providerName: providers.companyName,
};
export type ServedRowRead = Omit<Awaited<ReturnType<typeof findServedPage>>['rows'][number], 'total'>;

export const SERVED_SORT = {
  createTime: records.createdAt,
  id: served.id,
  completionTime: records.completedAt,
} as const;

/** One page of served enterprises and the count of all that match (one round trip unless the page is past the end). */
export async function findServedPage(
  db: Queryable,
  filters: ServedFilters,
  page: PagingQuery<keyof typeof SERVED_SORT>,
) {
  const where = servedWhere(filters);
  const column = SERVED_SORT[page.sidx];
  const order = page.sord === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const rows = await withJoins(
    db
      .select({ ...rowColumns, total: totalOfAllRows() })
      .from(served)
      .$dynamic(),
  )
    .where(where)
    .orderBy(order, desc(served.id))
    .limit(page.limit)
    .offset(pageOffset(page));
  if (rows.length > 0) return { rows, total: rows[0]?.total ?? 0 };
  const [counted] = await withJoins(db.select({ total: count() }).from(served).$dynamic()).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** Served enterprises in all and by status, counted in one scan. */
export const statusCounts = {
  enterprises: count(),
  planned: countWithStatus(SERVICE_STATUSES.planned),
  inService: countWithStatus(SERVICE_STATUSES.inService),
  completed: countWithStatus(SERVICE_STATUSES.completed),
};

/** How many served enterprises match, in all and by status. */
export async function countByStatus(db: Queryable, filters: ServedFilters) {
  const [row] = await withJoins(db.select(statusCounts).from(served).$dynamic()).where(servedWhere(filters));
  return row ?? { enterprises: 0, planned: 0, inService: 0, completed: 0 };
}

/** One served enterprise with its record, its enterprise's company and its provider's name; null if none. */
export async function findServed(db: Queryable, id: number) {
  const [row] = await withJoins(
    db
      .select({
        served,
        record: {
          companyId: records.companyId,
          serviceProviderId: records.serviceProviderId,
          status: records.status,
          assessmentLevel: records.assessmentLevel,
          totalScore: records.totalScore,
          completedAt: records.completedAt,
        },
        company: companies,
        providerName: providers.companyName,
        serviceProviderId: records.serviceProviderId,
        serviceStatus: serviceStatus(),
      })
      .from(served)
      .$dynamic(),
  ).where(eq(served.id, id));
  return row ?? null;
}
export type ServedRead = NonNullable<Awaited<ReturnType<typeof findServed>>>;

/** The served row locked for a save, with whose it is; null if none. */
export async function lockServed(db: Queryable, id: number) {
  const [row] = await db
    .select({
      id: served.id,
      recordId: served.recordId,
      companyId: records.companyId,
      serviceProviderId: records.serviceProviderId,
      serviceStatus: serviceStatus(),
    })
    .from(served)
    .innerJoin(records, eq(records.id, served.recordId))
    .where(eq(served.id, id))
    .for('update', { of: served });
  return row ?? null;
}

/** The status of a served row as it is now (after a save, in the same transaction). */
export async function statusOf(db: Queryable, id: number): Promise<ServiceStatus | null> {
  const [row] = await db
    .select({ status: serviceStatus() })
    .from(served)
    .innerJoin(records, eq(records.id, served.recordId))
    .where(eq(served.id, id));
  return row?.status ?? null;
}

/**
 * Holds the record still while its served row is saved: completion (submitQuestionnaire locks the
 * record for update) waits, so the status read after the save is the one the save made. Answers do
 * not wait (their foreign-key check only shares the key).
 */
export async function holdRecord(db: Queryable, recordId: number): Promise<void> {
  await db.select({ id: records.id }).from(records).where(eq(records.id, recordId)).for('share');
}

export interface Evidence {
  sitePhotoIds: string[];
  reportFileId: string | null;
}

export async function saveEvidence(db: Queryable, id: number, evidence: Evidence, by: number | null, at: Date) {
  await db
    .update(served)
    .set({ ...evidence, updatedBy: by, updatedAt: at })
    .where(eq(served.id, id));
}
