import {
  ANSWER_TYPES,
  examMessages as em,
  formatDateTime,
  messages,
  pageOffset,
  RECORD_STATUSES,
  type RecordItem,
  type RecordListQuery,
} from '@dtmm/shared';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { AppError } from '../../plugins/errors';
import { recordAudit } from '../audit/audit.service';
import type { Principal } from '../auth/principal';
import { companies } from '../companies/companies.table';
import { listDcmmRecords } from '../dcmm/dcmm.service';
import { assertNoServiceEvidence } from '../served-enterprises/served-enterprises.lifecycle';
import { assertCompleted, mayReadRecord, requireAssessingCompany } from './assessment.policy';
import { findRecord } from './assessment.repository';
import { type AssessmentRecordRow, assessmentRecords } from './assessment.table';
import { loadBank } from './loaded-bank';
import { pledgeOf } from './record-pledge';

/** A company's assessment records: the list, a completed result, its 551 provider, and deleting a draft. */

const SORT = {
  createTime: assessmentRecords.createdAt,
  id: assessmentRecords.id,
  totalScore: assessmentRecords.totalScore,
} as const;

function recordItemOf(row: AssessmentRecordRow, companyName: string): RecordItem {
  return {
    id: String(row.id),
    companyName,
    answerType: row.answerType,
    assessmentType: row.assessmentType,
    status: row.status,
    assessmentLevel: row.assessmentLevel,
    currentLevel: row.currentLevel,
    digitalTransformationLevel: row.digitalTransformationLevel ?? '',
    totalScore: row.totalScore,
    answerTime: formatDateTime(row.completedAt ?? row.createdAt),
    createTime: formatDateTime(row.createdAt),
    serviceProviderId: row.serviceProviderId === null ? '' : String(row.serviceProviderId),
    dcmmPartyType: '',
    withdrawnAt: row.withdrawnAt ? formatDateTime(row.withdrawnAt) : '',
    withdrawReason: row.withdrawReason ?? '',
  };
}

/**
 * recordList: the company's own records, filtered and paged in SQL (one page and one count).
 * answerType '1' lists the DCMM records (their own table); without an answerType, the
 * self-assessments (0 and 2).
 */
export async function listRecords(ctx: AppContext, asker: Principal, query: RecordListQuery) {
  const companyId = requireAssessingCompany(asker);
  if (query.answerType === ANSWER_TYPES.dcmm) return listDcmmRecords(ctx.db, companyId, query);
  const conditions: SQL[] = [eq(assessmentRecords.companyId, companyId)];
  if (query.answerType) conditions.push(eq(assessmentRecords.answerType, query.answerType));
  if (query.status) conditions.push(eq(assessmentRecords.status, query.status));
  const where = and(...conditions);
  const column = SORT[query.sidx];
  const [rows, total] = await Promise.all([
    ctx.db
      .select({ record: assessmentRecords, companyName: companies.companyName })
      .from(assessmentRecords)
      .innerJoin(companies, eq(companies.id, assessmentRecords.companyId))
      .where(where)
      .orderBy(query.sord === 'asc' ? asc(column) : desc(column), desc(assessmentRecords.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    ctx.db.$count(assessmentRecords, where),
  ]);
  return { rows: rows.map((row) => recordItemOf(row.record, row.companyName)), total };
}

/** recordDetail: the frozen result of a completed record, for whoever may read the record. */
export async function readRecordDetail(ctx: AppContext, asker: Principal, id: number) {
  const [row] = await ctx.db
    .select({ record: assessmentRecords, companyName: companies.companyName })
    .from(assessmentRecords)
    .innerJoin(companies, eq(companies.id, assessmentRecords.companyId))
    .where(eq(assessmentRecords.id, id));
  if (!row || !mayReadRecord(row.record, asker)) throw AppError.notFound();
  const { record } = row;
  assertCompleted(record);
  const { result } = record;
  return {
    ...recordItemOf(row.record, row.companyName),
    bankVersion: result.bankVersion,
    level1: result.level1,
    level2: result.level2,
    level3: result.level3,
    explanation: result.explanation,
    levels: result.levels as unknown as Record<string, unknown>[],
    parameters: (await loadBank(ctx.db, result.bankVersion)).bank.parameters,
    pledge: pledgeOf(record),
  };
}

/** detailByRecord: the 551 provider a record is linked to, for whoever may read the record. */
export async function readRecordProvider(ctx: AppContext, asker: Principal, id: number) {
  const record = await findRecord(ctx.db, id);
  if (!record || !mayReadRecord(record, asker)) throw AppError.notFound();
  const providerId = record.serviceProviderId;
  const [provider] =
    providerId === null
      ? []
      : await ctx.db.select({ name: companies.companyName }).from(companies).where(eq(companies.id, providerId));
  return {
    recordId: String(record.id),
    serviceProviderId: providerId === null ? '' : String(providerId),
    serviceProviderName: provider?.name ?? '',
  };
}

/**
 * deleteRecord: a member of the owning company deletes an unfinished record; a completed one is the
 * company's and is only withdrawn by its ADMIN (withdrawRecord). A second delete of it while the first
 * runs is told so; a 551 record with its provider's evidence is refused.
 */
export async function deleteRecord(ctx: AppContext, request: FastifyRequest, asker: Principal, id: number) {
  const companyId = requireAssessingCompany(asker);
  const lock = `assessment:delete:${id}`;
  if (!(await ctx.kv.setIfAbsent(lock, String(asker.userId), 10_000))) throw AppError.conflict(messages.common.busy);
  try {
    await ctx.db.transaction(async (tx) => {
      // A 551 record its provider has documented (site photos, report) stays (docs/service-management.md).
      await assertNoServiceEvidence(tx, id, companyId);
      const [row] = await tx
        .delete(assessmentRecords)
        .where(
          and(
            eq(assessmentRecords.id, id),
            eq(assessmentRecords.companyId, companyId),
            eq(assessmentRecords.status, RECORD_STATUSES.inProgress),
          ),
        )
        .returning({ answerType: assessmentRecords.answerType, status: assessmentRecords.status });
      if (!row) throw await whyNotDeleted(tx, id, companyId);
      await recordAudit(tx, request, {
        action: 'assessment.delete',
        userId: asker.userId,
        subject: asker.companyName ?? undefined,
        objectType: 'assessmentRecord',
        objectId: id,
        detail: { id, companyId, answerType: row.answerType, status: row.status },
      });
    });
  } finally {
    await ctx.kv.delete(lock);
  }
}

/** Nothing was deleted: not the company's (404), or no longer unfinished (withdraw it instead). */
async function whyNotDeleted(db: Queryable, id: number, companyId: number): Promise<AppError> {
  const record = await findRecord(db, id);
  if (!record || record.companyId !== companyId) return AppError.notFound();
  return AppError.badRequest(em.completedNotDeletable);
}
