import {
  FORMAL_DEFAULT_REPEAT_COUNT,
  FORMAL_STATUSES,
  type FormalAssessmentType,
  type FormalPrefill,
  type formalApplicationInput,
  FORMAL_MESSAGES as m,
} from '@dtmm/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-errors';
import { AppError } from '../../plugins/errors';
import { requireAssessingCompany } from '../assessment/assessment.policy';
import { industryGroupOfCompany } from '../assessment/company-industry-group';
import { recordAudit } from '../audit/audit.service';
import type { Principal } from '../auth/principal';
import { notify } from '../notifications/notifications.service';
import { checkedEvidence } from './evidence-checks';
import { formalLevelTitle } from './formal-application.view';
import { companyMemberIds, findApplicationHistory, insertApplication } from './formal-assessment.repository';
import { submittedNotice } from './formal-notices';
import { evidenceIndicators, latestSelfAssessment, snapshotOf } from './self-assessment';

const HIGHEST_LEVEL = 5;

/**
 * What the form starts from (GET prefill): whether this is the type's first assessment (no earlier
 * application pending, accepted or completed), the count to offer, the level to suggest and the lowest
 * one allowed, an application still being handled, the latest self-assessment and the indicators
 * evidence may be attached to.
 */
export async function prefillFor(db: Queryable, companyId: number, type: FormalAssessmentType): Promise<FormalPrefill> {
  const history = await findApplicationHistory(db, companyId, type);
  const self = await latestSelfAssessment(db, companyId, type);
  const isFirst = !history.hasEarlier;
  return {
    assessmentType: type,
    isFirst,
    defaultCount: isFirst ? 1 : FORMAL_DEFAULT_REPEAT_COUNT,
    suggestedLevel: self ? Math.min(self.level + 1, HIGHEST_LEVEL) : 1,
    // A formal assessment confirms or raises the self-assessed level (docs/decisions.md, issue 30).
    lowestLevel: Math.max(self?.level ?? 1, 1),
    openApplicationId: history.openId === null ? null : String(history.openId),
    selfAssessment: snapshotOf(self),
    indicators: await evidenceIndicators(db, type, await industryGroupOfCompany(db, companyId)),
  };
}

type FormalApplicationForm = z.output<typeof formalApplicationInput>;

/**
 * POST add: the rules hold here, whatever the form did. One open application per company and type
 * (the partial unique index settles a race the same way), a first assessment counts 1, the level is
 * not below the self-assessed one, evidence is the company's own; a client-sent status is ignored (always '0' 待受理). The application, its
 * evidence, the audit row and the members' messages are one transaction.
 */
export async function submitApplication(
  ctx: AppContext,
  request: FastifyRequest,
  asker: Principal,
  form: FormalApplicationForm,
): Promise<number> {
  const companyId = requireAssessingCompany(asker);
  const prefill = await prefillFor(ctx.db, companyId, form.assessmentType);
  if (prefill.openApplicationId !== null) throw AppError.conflict(m.alreadyOpen);
  if (prefill.isFirst && form.assessmentCount !== 1) throw AppError.badRequest(m.firstCount);
  if (form.applicationLevel < prefill.lowestLevel) {
    throw AppError.badRequest(m.levelBelowSelf(formalLevelTitle(form.assessmentType, prefill.lowestLevel)));
  }
  const evidence = await checkedEvidence(ctx.db, companyId, form.evidence, prefill.indicators);
  const at = new Date(ctx.now());
  const about = { assessmentType: form.assessmentType, applicationLevel: form.applicationLevel };
  try {
    return await ctx.db.transaction(async (tx) => {
      const id = await insertApplication(
        tx,
        {
          companyId,
          ...about,
          assessmentCount: form.assessmentCount,
          applicationRemark: form.applicationRemark,
          status: FORMAL_STATUSES.pending,
          selfAssessment: prefill.selfAssessment,
          submittedBy: asker.userId,
          createdAt: at,
          updatedAt: at,
        },
        evidence,
      );
      await recordAudit(tx, request, {
        action: 'formal.submit',
        userId: asker.userId,
        subject: String(id),
        objectType: 'formalApplication',
        objectId: id,
        detail: { applicationId: id, companyId, ...about, assessmentCount: form.assessmentCount },
      });
      for (const member of await companyMemberIds(tx, companyId)) await notify(tx, member, submittedNotice(about), at);
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict(m.alreadyOpen);
    throw error;
  }
}
