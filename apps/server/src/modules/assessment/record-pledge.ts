import { type AcceptedPledge, examMessages as em, formatDateTime, PLEDGE_VERSION, RECORD_STATUSES } from '@dtmm/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { AppError } from '../../plugins/errors';
import { recordAudit } from '../audit/audit.service';
import type { Principal } from '../auth/principal';
import { assertMayAnswer, requireAssessingCompany } from './assessment.policy';
import { findRecord } from './assessment.repository';
import { type AssessmentRecordRow, assessmentRecords } from './assessment.table';

type PledgeColumns = Pick<AssessmentRecordRow, 'pledgeVersion' | 'pledgeAcceptedAt' | 'pledgeAcceptedByName'>;

/** The record's accepted 真实性承诺 as the contract shows it; null until accepted (and for older records). */
export function pledgeOf(row: PledgeColumns): AcceptedPledge | null {
  if (row.pledgeVersion === null || row.pledgeAcceptedAt === null) return null;
  return {
    version: row.pledgeVersion,
    acceptedAt: formatDateTime(row.pledgeAcceptedAt),
    acceptedByName: row.pledgeAcceptedByName ?? '',
  };
}

/** submitQuestionnaire scores a level only once the company has accepted the pledge for the record. */
export function assertPledgeAccepted(row: PledgeColumns): void {
  if (pledgeOf(row) === null) throw AppError.badRequest(em.pledgeRequired);
}

/**
 * acceptPledge: a member of the owning company accepts the current 真实性承诺 for a record in progress
 * (issue 29 §2). The first acceptance stays: a repeat, or a colleague accepting too, answers the stored
 * one and writes nothing (the conditional update finds no row whose pledge is still open).
 */
export async function acceptPledge(
  ctx: AppContext,
  request: FastifyRequest,
  asker: Principal,
  id: number,
): Promise<{ pledge: AcceptedPledge }> {
  const companyId = requireAssessingCompany(asker);
  const at = new Date(ctx.now());
  return ctx.db.transaction(async (tx) => {
    const [accepted] = await tx
      .update(assessmentRecords)
      .set({
        pledgeVersion: PLEDGE_VERSION,
        pledgeAcceptedAt: at,
        pledgeAcceptedBy: asker.userId,
        pledgeAcceptedByName: asker.username,
      })
      .where(
        and(
          eq(assessmentRecords.id, id),
          eq(assessmentRecords.companyId, companyId),
          eq(assessmentRecords.status, RECORD_STATUSES.inProgress),
          isNull(assessmentRecords.pledgeVersion),
        ),
      )
      .returning({ id: assessmentRecords.id });
    if (!accepted) return { pledge: await alreadyAccepted(tx, id, companyId) };
    await recordAudit(tx, request, {
      action: 'assessment.acceptPledge',
      userId: asker.userId,
      subject: asker.companyName ?? undefined,
      objectType: 'assessmentRecord',
      objectId: id,
      detail: { id, companyId, pledgeVersion: PLEDGE_VERSION },
    });
    return { pledge: { version: PLEDGE_VERSION, acceptedAt: formatDateTime(at), acceptedByName: asker.username } };
  });
}

/** Nothing was written: not the company's (404), no longer in progress (400), or accepted before (its pledge). */
async function alreadyAccepted(db: Queryable, id: number, companyId: number): Promise<AcceptedPledge> {
  const record = await findRecord(db, id);
  assertMayAnswer(record, companyId);
  const pledge = pledgeOf(record);
  if (record.status !== RECORD_STATUSES.inProgress || !pledge) throw AppError.badRequest(em.completed);
  return pledge;
}
