import { FORMAL_ASSESSMENT_TYPES, FORMAL_STATUSES, OPEN_FORMAL_STATUSES } from '@dtmm/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { pdfBytes } from '../../modules/files/test/sample-files';
import { postUpload } from '../../modules/files/test/upload-client';
import { formalApplications } from '../../modules/formal-assessment/formal-applications.table';
import { type AccessFixture, MISSING_ID, type PrincipalName, type Target } from './access-fixture';
import type { Build, Call } from './route-calls';

const get = (url: string): Call => ({ method: 'GET', url });
const post = (url: string, payload: Record<string, unknown> = {}): Call => ({ method: 'POST', url, payload });
const base = '/api/dtmm/company/companyacceptance';
const admin = '/api/admin/acceptances';
const TYPE = FORMAL_ASSESSMENT_TYPES.diagnosis;
const DAY_MS = 86_400_000;

/** Withdraws the company's open diagnosis application, so that the next cell may apply or be decided afresh. */
async function clearOpen(fx: AccessFixture, companyId: number) {
  await fx.t.database.db
    .delete(formalApplications)
    .where(
      and(
        eq(formalApplications.companyId, companyId),
        eq(formalApplications.assessmentType, TYPE),
        inArray(formalApplications.status, [...OPEN_FORMAL_STATUSES]),
      ),
    );
}

/** A fresh application of the company the asker aims at, pending or accepted (with a date and the provider as assessor). */
async function application(fx: AccessFixture, who: PrincipalName, target: Target, isAccepted = false) {
  if (target === 'missing') return MISSING_ID;
  const companyId = Number(fx.company(who, target));
  await clearOpen(fx, companyId);
  const accepted = isAccepted
    ? {
        status: FORMAL_STATUSES.accepted,
        scheduledDate: new Date(Date.now() + 14 * DAY_MS).toISOString().slice(0, 10),
        assessorCompanyId: Number(fx.provider('own')),
        acceptedAt: new Date(),
      }
    : {};
  const [row] = await fx.t.database.db
    .insert(formalApplications)
    .values({
      companyId,
      assessmentType: TYPE,
      assessmentCount: 1,
      applicationLevel: 2,
      applicationRemark: '矩阵测试：申请数字化转型二级正式评估。',
      ...accepted,
    })
    .returning({ id: formalApplications.id });
  return String(row?.id);
}

/** A report PDF as an operator uploads it before entering the result. */
async function operatorReport(fx: AccessFixture): Promise<string> {
  const res = await postUpload(
    fx.t.app,
    await fx.token('operator'),
    [{ filename: '正式评估报告.pdf', content: pdfBytes() }],
    { projectClass: 'report' },
  );
  if (res.statusCode !== 200) throw new Error(`report upload: ${res.body}`);
  return res.json().data.id;
}

const decisionAt =
  (decision: string, body: (fx: AccessFixture) => Promise<Record<string, unknown>> | Record<string, unknown>): Build =>
  async (fx, who, target) =>
    post(`${admin}/${await application(fx, who, target, decision === 'complete')}/${decision}`, await body(fx));

/** How to call every formal assessment route (issue 17). */
export const FORMAL_ASSESSMENT_CALLS: Record<string, Build> = {
  [`POST ${base}/add`]: async (fx, who) => {
    await clearOpen(fx, Number(fx.company(who, 'own')));
    return post(`${base}/add`, {
      assessmentType: TYPE,
      assessmentCount: 1,
      applicationLevel: 2,
      applicationRemark: '已完成自评估，申请专家上门开展二级正式评估。',
    });
  },
  [`GET ${base}/list`]: () => get(`${base}/list?page=1&limit=10`),
  [`GET ${base}/prefill`]: () => get(`${base}/prefill?assessmentType=${TYPE}`),
  [`GET ${admin}`]: () => get(`${admin}?page=1&limit=10&status=0`),
  [`GET ${admin}/:id`]: async (fx, who, target) => get(`${admin}/${await application(fx, who, target)}`),
  [`POST ${admin}/:id/accept`]: decisionAt('accept', (fx) => ({
    scheduledDate: new Date(Date.now() + 7 * DAY_MS).toISOString().slice(0, 10),
    assessor: fx.provider('own'),
  })),
  [`POST ${admin}/:id/reject`]: decisionAt('reject', () => ({ reason: '申请备注未说明评估范围，请补充后重新提交。' })),
  [`POST ${admin}/:id/complete`]: decisionAt('complete', async (fx) => ({
    resultLevel: 2,
    reportFileId: await operatorReport(fx),
  })),
};
