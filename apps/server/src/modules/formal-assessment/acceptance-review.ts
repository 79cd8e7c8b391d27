import {
  type AcceptanceReview,
  FORMAL_DECISION_LABELS,
  type FormalAssessmentType,
  type FormalDecision,
  type FormalStatus,
  formatDateTime,
  FORMAL_MESSAGES as m,
  OPEN_FORMAL_STATUSES,
  PII_MESSAGES,
} from '@dtmm/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../plugins/errors';
import { recordPiiRead, type UnmaskingReader } from '../audit/pii-reads';
import { companyDetailFull } from '../certifications/company-detail';
import { companies } from '../companies/companies.table';
import { findCompanionProviders } from './assessor-checks';
import { formalLevelTitle, toFormalApplications } from './formal-application.view';
import { findApplication, findAuditTrail } from './formal-assessment.repository';
import { latestSelfAssessment } from './self-assessment';

const STEP_LABELS: Record<string, string> = {
  'formal.submit': '提交申请',
  ...Object.fromEntries(
    Object.entries(FORMAL_DECISION_LABELS).map(([decision, label]) => [`formal.${decision as FormalDecision}`, label]),
  ),
};
const STEP_ACTIONS = Object.keys(STEP_LABELS);

/** A step's note, from what its audit row kept. */
function noteOf(action: string, detail: Record<string, unknown>, type: FormalAssessmentType): string {
  const text = (key: string) => String(detail[key] ?? '');
  switch (action) {
    case 'formal.submit':
      return `申请等级：${formalLevelTitle(type, Number(detail.applicationLevel))}；评估次数：${text('assessmentCount')}`;
    case 'formal.accept':
      return `评估机构：${text('assessorName')}；评估日期：${text('scheduledDate')}`;
    case 'formal.reject':
      return `原因：${text('reason')}`;
    case 'formal.complete':
      return `评估结果：${formalLevelTitle(type, Number(detail.resultLevel))}`;
    default:
      return '';
  }
}

/**
 * GET /api/admin/acceptances/{id}: the application with its evidence, the company as the
 * certification review shows it, its latest self-assessment as it is now, the 551 companion that
 * may not assess it, and the audited steps oldest first. The company's contact phone is masked unless
 * a reviewer asks for it in full (`unmasking`), which only an application still being handled allows
 * (the on-site visit is arranged with that contact) and which is audited.
 */
export async function getAcceptanceReview(
  ctx: AppContext,
  id: number,
  unmasking: UnmaskingReader | null,
): Promise<AcceptanceReview> {
  const read = await findApplication(ctx.db, id);
  if (!read) throw AppError.notFound(m.notFound);
  if (unmasking) {
    if (!OPEN_FORMAL_STATUSES.includes(read.application.status as FormalStatus))
      throw AppError.badRequest(PII_MESSAGES.notUnderReview);
    await recordPiiRead(ctx.db, unmasking.request, {
      readerId: unmasking.readerId,
      objectType: 'formalApplication',
      objectId: id,
      fields: ['phone'],
      subjects: ['contact'],
    });
  }
  const { companyId } = read.application;
  const type = read.application.assessmentType as FormalAssessmentType;
  const [application] = await toFormalApplications(ctx.db, [read]);
  const [company] = await ctx.db.select().from(companies).where(eq(companies.id, companyId));
  if (!application || !company) throw AppError.notFound(m.notFound);
  const companions = await findCompanionProviders(ctx.db, companyId);
  const [companion] = companions;
  const trail = await findAuditTrail(ctx.db, id, STEP_ACTIONS);
  return {
    application,
    company: await companyDetailFull(ctx.dictionaries, company, unmasking !== null),
    latestSelfAssessment: await latestSelfAssessment(ctx.db, companyId, type),
    companionProvider: companion ? { id: String(companion.id), companyName: companion.companyName } : null,
    refusedAssessors: [
      { id: String(companyId), companyName: company.companyName, reason: m.assessorIsApplicant },
      ...companions.map((c) => ({ id: String(c.id), companyName: c.companyName, reason: m.assessorIsCompanion })),
    ],
    history: trail.map((step) => ({
      action: step.action,
      label: STEP_LABELS[step.action] ?? step.action,
      at: formatDateTime(step.at),
      by: step.by ?? '',
      note: noteOf(step.action, step.detail ?? {}, type),
    })),
  };
}
