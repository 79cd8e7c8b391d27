import {
  formatDateTime,
  maskPhone,
  messages,
  revealOr,
  SOLUTION_DECISIONS,
  SOLUTION_STATUSES,
  type SolutionDecision,
  type SolutionFields,
  type SolutionItem,
  solutionMessages as sm,
} from '@dtmm/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Transaction } from '../../db/database';
import { AppError } from '../../plugins/errors';
import { recordAudit } from '../audit/audit.service';
import type { Principal } from '../auth/principal';
import { notify } from '../notifications/notifications.service';
import { users } from '../users/users.table';
import { preparedSolution } from './solution-checks';
import { assertMayPublish, mayRead } from './solutions.policy';
import { decide, findSolution, recordReview, type SolutionRead } from './solutions.repository';
import { solutions } from './solutions.table';

/**
 * A solution as the API answers it (portal.md 3): lists comma-joined, the opinion in fdAddOn1. Its
 * contact phone is in full where it is published to be called (the detail page) and for its own
 * provider; lists and the back office show it masked.
 */
export function solutionItem(row: SolutionRead, revealContact: boolean): SolutionItem {
  return {
    id: String(row.id),
    solutionName: row.solutionName,
    serviceProviderId: String(row.companyId),
    serviceProviderName: row.companyName,
    companyId: String(row.companyId),
    companyName: row.companyName,
    serviceCategory: row.serviceCategory.join(','),
    serviceTarget: row.serviceTarget.join(','),
    serviceArea: row.serviceArea.join(','),
    contactPerson: row.contactPerson,
    contactPhone: revealOr(row.contactPhone, revealContact, maskPhone),
    solutionDescription: row.solutionDescription,
    painPoints: row.painPoints,
    solutionIntroduction: row.solutionIntroduction,
    applicationValue: row.applicationValue,
    classicCases: row.classicCases,
    solutionImage: row.imageFileIds.join(','),
    fdAddOn1: row.opinion,
    fdAddOn2: '',
    fdAddOn3: '',
    orderNumber: row.orderNumber,
    createTime: formatDateTime(row.createdAt),
    createrId: row.createdBy === null ? '' : String(row.createdBy),
    createrName: row.createrName ?? '',
    updateTime: formatDateTime(row.updatedAt),
    updaterId: row.updatedBy === null ? '' : String(row.updatedBy),
    updaterName: row.updaterName ?? '',
    tableFlag: row.tableFlag as SolutionItem['tableFlag'],
    processInstanceId: '',
    tenantId: '',
  };
}

const columnsOf = (form: Awaited<ReturnType<typeof preparedSolution>>) => ({
  solutionName: form.solutionName,
  serviceCategory: form.serviceCategory,
  serviceTarget: form.serviceTarget,
  serviceArea: form.serviceArea,
  contactPerson: form.contactPerson,
  contactPhone: form.contactPhone,
  solutionDescription: form.solutionDescription,
  painPoints: form.painPoints,
  solutionIntroduction: form.solutionIntroduction,
  applicationValue: form.applicationValue,
  classicCases: form.classicCases,
  imageFileIds: form.solutionImage,
});

/**
 * save and update: every submission goes to review ('2', opinion cleared) with a history row and
 * an audit row, in one transaction. The company is the asker's; a client's tableFlag, companyId or
 * serviceProviderId never reaches here (the schema does not carry them).
 */
export async function submitSolution(
  ctx: AppContext,
  request: FastifyRequest,
  asker: Principal,
  submission: { id?: number; form: SolutionFields },
) {
  const companyId = assertMayPublish(asker);
  const columns = columnsOf(await preparedSolution(ctx, submission.form, companyId));
  const at = new Date(ctx.now());
  return ctx.db.transaction(async (tx) => {
    const id =
      submission.id === undefined
        ? await insertSolution(tx, {
            ...columns,
            companyId,
            createdBy: asker.userId,
            updatedBy: asker.userId,
            createdAt: at,
            updatedAt: at,
          })
        : await resubmit(tx, submission.id, companyId, { ...columns, updatedBy: asker.userId, updatedAt: at });
    await recordReview(tx, { solutionId: id, decision: 'submit', userId: asker.userId, at });
    await recordAudit(tx, request, {
      action: submission.id === undefined ? 'solution.save' : 'solution.update',
      userId: asker.userId,
      subject: columns.solutionName,
      objectType: 'solution',
      objectId: id,
      detail: { id, companyId },
    });
    return id;
  });
}

async function insertSolution(tx: Transaction, values: typeof solutions.$inferInsert) {
  const [row] = await tx
    .insert(solutions)
    .values({ ...values, tableFlag: SOLUTION_STATUSES.underReview, opinion: '' })
    .returning({ id: solutions.id });
  if (!row) throw new Error('solution insert returned no row');
  return row.id;
}

async function resubmit(
  tx: Transaction,
  id: number,
  companyId: number,
  values: Partial<typeof solutions.$inferInsert>,
) {
  const [row] = await tx
    .update(solutions)
    .set({ ...values, tableFlag: SOLUTION_STATUSES.underReview, opinion: '' })
    .where(and(eq(solutions.id, id), eq(solutions.companyId, companyId)))
    .returning({ id: solutions.id });
  if (!row) throw AppError.notFound(sm.notFound);
  return row.id;
}

/** Deletes an own entry; a second delete of the same entry while the first runs is told so. */
export async function deleteSolution(ctx: AppContext, request: FastifyRequest, asker: Principal, id: number) {
  const companyId = assertMayPublish(asker);
  const lock = `solution:delete:${id}`;
  if (!(await ctx.kv.setIfAbsent(lock, String(asker.userId), 10_000))) throw AppError.conflict(messages.common.busy);
  try {
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .delete(solutions)
        .where(and(eq(solutions.id, id), eq(solutions.companyId, companyId)))
        .returning({ solutionName: solutions.solutionName });
      if (!row) throw AppError.notFound(sm.notFound);
      await recordAudit(tx, request, {
        action: 'solution.delete',
        userId: asker.userId,
        subject: row.solutionName,
        objectType: 'solution',
        objectId: id,
        detail: { id, companyId },
      });
    });
  } finally {
    await ctx.kv.delete(lock);
  }
}

/** One solution for whoever may see it; anything else is "not found". */
export async function readSolution(ctx: AppContext, asker: Principal | null, id: number) {
  const row = await findSolution(ctx.db, id);
  if (!row || !mayRead(row, asker)) throw AppError.notFound(sm.notFound);
  return row;
}

const DECISION_TEXT: Record<SolutionDecision, { msg: string; tell: (name: string, why: string) => string }> = {
  approve: { msg: sm.approved, tell: (name) => `您发布的解决方案「${name}」已审核通过，已在解决方案栏目公开展示。` },
  reject: {
    msg: sm.rejected,
    tell: (name, why) => `您发布的解决方案「${name}」未通过审核：${why}。修改后可重新提交。`,
  },
  unpublish: {
    msg: sm.unpublished,
    tell: (name, why) => `您的解决方案「${name}」已被平台下架：${why}。修改后可重新提交审核。`,
  },
};

/**
 * An operator's decision: a conditional move from the statuses it allows, so a decision on an
 * entry that changed meanwhile (another operator, a resubmission) is a 409, never an overwrite.
 * The provider's ADMINs are told in their messages; the history and the audit log keep it.
 */
export async function decideSolution(
  ctx: AppContext,
  request: FastifyRequest,
  operator: Principal,
  verdict: { id: number; decision: SolutionDecision; opinion: string },
) {
  const rule = SOLUTION_DECISIONS[verdict.decision];
  const at = new Date(ctx.now());
  await ctx.db.transaction(async (tx) => {
    const opinion = verdict.decision === 'approve' ? '' : verdict.opinion;
    const row = await decide(tx, {
      id: verdict.id,
      from: rule.from,
      to: rule.to,
      opinion,
      userId: operator.userId,
      at,
    });
    if (!row) {
      if (!(await findSolution(tx, verdict.id))) throw AppError.notFound(sm.notFound);
      throw AppError.conflict(sm.changed);
    }
    await recordReview(tx, { solutionId: row.id, decision: verdict.decision, opinion, userId: operator.userId, at });
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, row.companyId), eq(users.companyRole, 'ADMIN')));
    const text = DECISION_TEXT[verdict.decision];
    for (const admin of admins) {
      await notify(tx, admin.id, { title: `解决方案${text.msg}`, content: text.tell(row.solutionName, opinion) }, at);
    }
    await recordAudit(tx, request, {
      action: `solution.${verdict.decision}`,
      userId: operator.userId,
      subject: row.solutionName,
      objectType: 'solution',
      objectId: row.id,
      detail: { id: row.id, opinion },
    });
  });
  return DECISION_TEXT[verdict.decision].msg;
}
