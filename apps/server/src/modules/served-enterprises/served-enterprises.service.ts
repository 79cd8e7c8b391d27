import {
  type AdminServedEnterpriseQuery,
  SERVICE_MESSAGES as m,
  percentText,
  SERVICE_STATUSES,
  type ServedEnterpriseListQuery,
  type ServedEnterpriseStatistics,
} from '@dtmm/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { AppError } from '../../plugins/errors';
import { recordAudit } from '../audit/audit.service';
import type { Principal } from '../auth/principal';
import { companyMemberIds } from '../formal-assessment/formal-assessment.repository';
import { notify } from '../notifications/notifications.service';
import { checkedEvidence } from './evidence-checks';
import { adminServedRowOf, servedDetailOf, servedRowOf } from './served-enterprise.view';
import { assertServes, requireProviderAdmin, requireProviderMember } from './served-enterprises.policy';
import {
  countByStatus,
  findServed,
  findServedPage,
  holdRecord,
  lockServed,
  saveEvidence,
  statusOf,
} from './served-enterprises.repository';
import { serviceCompletedNotice } from './served-notices';

/** The list query's filters in the repository's words; empty ones were dropped by the schema. */
const filtersOf = ({ queryCondition, submitYear, companyCompanyType }: ServedEnterpriseListQuery) => ({
  name: queryCondition,
  year: submitYear,
  companyType: companyCompanyType,
});

/** listFull: the provider's own served enterprises, filtered and paged in SQL. */
export async function listServed(ctx: AppContext, asker: Principal, query: ServedEnterpriseListQuery) {
  const providerId = requireProviderMember(asker);
  const { rows, total } = await findServedPage(ctx.db, { ...filtersOf(query), providerId }, query);
  return { rows: rows.map(servedRowOf), total };
}

/** The operators' filter: every provider's, also by provider and status. */
export const adminServedFilters = (query: AdminServedEnterpriseQuery) => ({
  ...filtersOf(query),
  providerId: query.serviceProviderId,
  status: query.serviceStatus,
});

/** The operators' list: every provider's, also by provider and status. */
export async function listAllServed(ctx: AppContext, query: AdminServedEnterpriseQuery) {
  const { rows, total } = await findServedPage(ctx.db, adminServedFilters(query), query);
  return { rows: rows.map(adminServedRowOf), total };
}

/**
 * statistics: the provider's four cards for the year (every year without one). The special project
 * is every served enterprise; planned are those not answering yet; the rate is completed / all.
 */
export async function servedStatistics(
  ctx: AppContext,
  asker: Principal,
  year: number | undefined,
): Promise<ServedEnterpriseStatistics> {
  const providerId = requireProviderMember(asker);
  const counts = await countByStatus(ctx.db, { providerId, year });
  return {
    completedCount: counts.completed,
    plannedCount: counts.planned,
    specialProjectCount: counts.enterprises,
    progressRate: percentText(counts.completed, counts.enterprises),
  };
}

/** detail: a served enterprise of the asker's provider; anyone else's is "not found". */
export async function readServedForProvider(ctx: AppContext, asker: Principal, id: number) {
  const providerId = requireProviderMember(asker);
  const read = await findServed(ctx.db, id);
  assertServes(read, providerId);
  return servedDetailOf(ctx.db, read);
}

/** detail for operators: any provider's. */
export async function readServed(ctx: AppContext, id: number) {
  const read = await findServed(ctx.db, id);
  if (!read) throw AppError.notFound(m.notFound);
  return servedDetailOf(ctx.db, read);
}

/**
 * update: the provider's ADMIN replaces the evidence (the lists as sent, '' clears one). One
 * transaction with the row locked and the record held: the files checked, the evidence saved, an
 * audit row, and — when this save completes the service (the report on a completed record) — a
 * message to every member of the enterprise.
 */
export async function updateEvidence(
  ctx: AppContext,
  request: FastifyRequest,
  asker: Principal,
  input: { id: number; sitePhotos: string[]; assessmentReport: string[] },
) {
  const providerId = requireProviderAdmin(asker);
  await ctx.db.transaction(async (tx) => {
    const row = await lockServed(tx, input.id);
    assertServes(row, providerId);
    await holdRecord(tx, row.recordId);
    const evidence = await checkedEvidence(tx, providerId, input);
    await saveEvidence(tx, row.id, evidence, asker.userId, new Date(ctx.now()));
    await recordAudit(tx, request, {
      action: 'servedEnterprise.update',
      userId: asker.userId,
      subject: asker.companyName ?? undefined,
      objectType: 'servedEnterprise',
      objectId: row.id,
      detail: { servedEnterpriseId: row.id, recordId: row.recordId, companyId: row.companyId, ...evidence },
    });
    const now = await statusOf(tx, row.id);
    if (now === SERVICE_STATUSES.completed && row.serviceStatus !== SERVICE_STATUSES.completed) {
      await tellCompleted(tx, row.companyId, asker.companyName ?? '');
    }
  });
}

/** Every member of the enterprise hears that its provider (the asker's company) has completed the service. */
async function tellCompleted(tx: Queryable, companyId: number, providerName: string) {
  const notice = serviceCompletedNotice(providerName);
  for (const member of await companyMemberIds(tx, companyId)) await notify(tx, member, notice);
}
