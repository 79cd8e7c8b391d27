import { examMessages as em, RECORD_TRANSITIONS } from '@dtmm/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { AppError } from '../../plugins/errors';
import { recordAudit } from '../audit/audit.service';
import type { Principal } from '../auth/principal';
import { assertMayWithdraw, requireAssessingCompany } from './assessment.policy';
import { findRecord } from './assessment.repository';
import { assessmentRecords } from './assessment.table';
import { removeBenchmarkEntry } from './report/benchmark.repository';

const { withdraw } = RECORD_TRANSITIONS;

/**
 * withdrawRecord: the company's ADMIN withdraws a completed record, saying why (issue 28). The record
 * and its report stay (the reason is kept for the company and operators); the verification code then
 * says the report was withdrawn and when, and the record leaves the trend and the peer figures.
 */
export async function withdrawRecord(
  ctx: AppContext,
  request: FastifyRequest,
  asker: Principal,
  id: number,
  reason: string,
) {
  const companyId = requireAssessingCompany(asker);
  assertMayWithdraw(asker);
  const at = new Date(ctx.now());
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(assessmentRecords)
      .set({ status: withdraw.to, withdrawnAt: at, withdrawnBy: asker.userId, withdrawReason: reason, updatedAt: at })
      .where(
        and(
          eq(assessmentRecords.id, id),
          eq(assessmentRecords.companyId, companyId),
          inArray(assessmentRecords.status, [...withdraw.from]),
        ),
      )
      .returning({ answerType: assessmentRecords.answerType, bankVersion: assessmentRecords.bankVersion });
    if (!row) throw await whyNotWithdrawn(tx, id, companyId);
    await removeBenchmarkEntry(tx, id, row.bankVersion);
    await recordAudit(tx, request, {
      action: 'assessment.withdraw',
      userId: asker.userId,
      subject: asker.companyName ?? undefined,
      objectType: 'assessmentRecord',
      objectId: id,
      detail: { id, companyId, answerType: row.answerType, reason },
    });
  });
}

/** Nothing was withdrawn: not the company's (404), already withdrawn (409), or not finished yet (400). */
async function whyNotWithdrawn(db: Queryable, id: number, companyId: number): Promise<AppError> {
  const record = await findRecord(db, id);
  if (!record || record.companyId !== companyId) return AppError.notFound();
  if (record.status === withdraw.to) return AppError.conflict(em.alreadyWithdrawn);
  return AppError.badRequest(em.notCompleted);
}
