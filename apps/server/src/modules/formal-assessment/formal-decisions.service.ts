import {
  type FilePurpose,
  FORMAL_DECISIONS,
  type FormalAssessmentType,
  type FormalDecision,
  isFileId,
  FORMAL_MESSAGES as m,
} from '@dtmm/shared';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Transaction } from '../../db/database';
import { AppError } from '../../plugins/errors';
import { recordAudit } from '../audit/audit.service';
import type { Principal } from '../auth/principal';
import type { Notice } from '../certifications/certification-notices';
import { files } from '../files/files.table';
import { notify } from '../notifications/notifications.service';
import { assertScheduledDate, checkedAssessor } from './assessor-checks';
import type { FormalApplicationRow } from './formal-applications.table';
import {
  type ApplicationChanges,
  companyMemberIds,
  decideApplication,
  findApplication,
} from './formal-assessment.repository';
import { acceptedNotice, completedNotice, rejectedNotice } from './formal-notices';

/** An operator's step on an application (FORMAL_DECISIONS) and what it writes besides the status. */
interface Step {
  id: number;
  decision: FormalDecision;
  set: ApplicationChanges;
  /** Kept in the audit row: the review's history reads its note from here. */
  detail: Record<string, unknown>;
  notice: Notice;
  /** More of the same transaction, after the status moved. */
  alongside?: (tx: Transaction, row: FormalApplicationRow) => Promise<void>;
}

/** The application's company and what its messages name; 404 for an unknown id. */
async function loadApplication(ctx: AppContext, id: number) {
  const read = await findApplication(ctx.db, id);
  if (!read) throw AppError.notFound(m.notFound);
  const { companyId, assessmentType, applicationLevel } = read.application;
  return { companyId, about: { assessmentType: assessmentType as FormalAssessmentType, applicationLevel } };
}

/**
 * A conditional move from the statuses the decision allows: a decision on an application that
 * changed meanwhile (another operator, an earlier decision) is a 409, never an overwrite. The audit
 * row and every member's message are part of the same transaction.
 */
async function decide(ctx: AppContext, request: FastifyRequest, operator: Principal, step: Step) {
  const rule = FORMAL_DECISIONS[step.decision];
  const at = new Date(ctx.now());
  await ctx.db.transaction(async (tx) => {
    const row = await decideApplication(tx, {
      id: step.id,
      from: rule.from,
      set: { ...step.set, status: rule.to, decidedBy: operator.userId, updatedAt: at },
    });
    if (!row) {
      if (!(await findApplication(tx, step.id))) throw AppError.notFound(m.notFound);
      throw AppError.conflict(m.conflict);
    }
    await step.alongside?.(tx, row);
    await recordAudit(tx, request, {
      action: `formal.${step.decision}`,
      userId: operator.userId,
      subject: String(step.id),
      objectType: 'formalApplication',
      objectId: step.id,
      detail: { applicationId: step.id, companyId: row.companyId, ...step.detail },
    });
    for (const member of await companyMemberIds(tx, row.companyId)) await notify(tx, member, step.notice, at);
  });
}

/** Accept: the on-site date and the assessing organisation (a certified provider, not a 551 companion). */
export async function acceptApplication(
  ctx: AppContext,
  request: FastifyRequest,
  operator: Principal,
  id: number,
  input: { scheduledDate: string; assessor: number },
) {
  const { companyId, about } = await loadApplication(ctx, id);
  assertScheduledDate(input.scheduledDate, ctx.now());
  const assessor = await checkedAssessor(ctx.db, companyId, input.assessor);
  await decide(ctx, request, operator, {
    id,
    decision: 'accept',
    set: { scheduledDate: input.scheduledDate, assessorCompanyId: assessor.id, acceptedAt: new Date(ctx.now()) },
    detail: { scheduledDate: input.scheduledDate, assessorCompanyId: assessor.id, assessorName: assessor.companyName },
    notice: acceptedNotice(about, input.scheduledDate, assessor.companyName),
  });
}

/** Reject: the reason is told to the company; it may apply again. */
export async function rejectApplication(
  ctx: AppContext,
  request: FastifyRequest,
  operator: Principal,
  id: number,
  reason: string,
) {
  const { about } = await loadApplication(ctx, id);
  await decide(ctx, request, operator, {
    id,
    decision: 'reject',
    set: { rejectReason: reason, rejectedAt: new Date(ctx.now()) },
    detail: { reason },
    notice: rejectedNotice(about, reason),
  });
}

const REPORT_PURPOSE: FilePurpose = 'report';

/**
 * The company adopts the report an operator uploaded (purpose 'report', not another company's), so
 * its members may download it: files.policy lets the owner company's members read a private file.
 */
async function adoptReport(tx: Transaction, fileId: string, companyId: number) {
  const adopted = await tx
    .update(files)
    .set({ ownerCompanyId: companyId })
    .where(
      and(
        eq(files.id, fileId),
        eq(files.purpose, REPORT_PURPOSE),
        or(isNull(files.ownerCompanyId), eq(files.ownerCompanyId, companyId)),
      ),
    )
    .returning({ id: files.id });
  if (adopted.length === 0) throw AppError.badRequest(m.reportFile);
}

/** Complete: the formal level and its report PDF, which the company adopts in the same transaction. */
export async function completeApplication(
  ctx: AppContext,
  request: FastifyRequest,
  operator: Principal,
  id: number,
  input: { resultLevel: number; reportFileId: string },
) {
  const { about } = await loadApplication(ctx, id);
  const reportFileId = input.reportFileId.toLowerCase();
  if (!isFileId(reportFileId)) throw AppError.badRequest(m.reportFile);
  await decide(ctx, request, operator, {
    id,
    decision: 'complete',
    set: { resultLevel: input.resultLevel, reportFileId, completedAt: new Date(ctx.now()) },
    detail: { resultLevel: input.resultLevel, reportFileId },
    notice: completedNotice(about, input.resultLevel),
    alongside: (tx, row) => adoptReport(tx, reportFileId, row.companyId),
  });
}
