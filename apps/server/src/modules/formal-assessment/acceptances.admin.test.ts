import { FORMAL_MESSAGES as M } from '@dtmm/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { insertRecord } from '../assessment/assessment.repository';
import { auditLog } from '../audit/audit.table';
import { files } from '../files/files.table';
import { notifications } from '../notifications/notifications.table';
import { users } from '../users/users.table';
import { formalApplications } from './formal-applications.table';
import { ADMIN, applicationForm, BASE, companyOf, nextWeek, uploadEvidence } from './test/formal-client';

let t: TestApp;
let operator: string;
let bzUser: string;
let bzAdmin: string;
let thAdmin: string;
let thUser: string;
let applicationA = '';
let applicationB = '';
let companion = 0;
let assessor = 0;

beforeAll(async () => {
  t = await buildTestApp();
  // The queue's filters are checked against these two applications only, not the demo's.
  await t.database.db.delete(formalApplications);
  [operator, bzUser, bzAdmin, thAdmin, thUser] = (await Promise.all(
    ['operator', 'bz_user', 'bz_admin', 'th_admin', 'th_user'].map((name) => t.tokenFor(name)),
  )) as [string, string, string, string, string];
  [companion, assessor] = await Promise.all([companyOf(t, 'lc_admin'), companyOf(t, 'sz_admin')]);
  // 龙城工业互联网 accompanies company A in the 551 topic.
  const [admin] = await t.database.db.select().from(users).where(eq(users.username, 'bz_admin'));
  await insertRecord(t.database.db, {
    companyId: admin?.companyId ?? 0,
    answerType: '2',
    assessmentType: '1',
    croppedIndicatorIds: [],
    industryGroup: 'otherIndustry',
    serviceProviderId: companion,
    bankVersion: 1,
    createdBy: admin?.id ?? 0,
  });
  const photo = await uploadEvidence(t, bzUser, 'sitePhoto');
  const a = await t.call(bzAdmin, 'POST', `${BASE}/add`, {
    ...applicationForm({ applicationLevel: 3 }),
    evidence: [{ indicatorId: 'T16', fileIds: [photo] }],
  });
  const b = await t.call(
    thAdmin,
    'POST',
    `${BASE}/add`,
    applicationForm({ assessmentType: 'dcmm', applicationLevel: 2 }),
  );
  applicationA = a.body.data.id;
  applicationB = b.body.data.id;
}, 120_000);
afterAll(() => t?.close());

const queue = async (query: string) => (await t.call(operator, 'GET', `${ADMIN}?${query}`)).body;
const ids = (body: { data: { id: string }[] }) => body.data.map((item) => item.id);
const decide = (id: string, step: string, body: Record<string, unknown> = {}, token: string | null = operator) =>
  t.call(token, 'POST', `${ADMIN}/${id}/${step}`, body);
const download = (token: string, fileId: string) =>
  t.app.inject({ url: `/api/dtmm/common/file/download/${fileId}`, headers: { access_token: token } });

async function latestNotice(username: string) {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  const [row] = await t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, user?.id ?? 0))
    .orderBy(desc(notifications.id))
    .limit(1);
  return row;
}

const auditOf = (id: string) =>
  t.database.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(
      and(
        inArray(auditLog.action, ['formal.submit', 'formal.accept', 'formal.reject', 'formal.complete']),
        eq(auditLog.subject, id),
      ),
    )
    .orderBy(auditLog.id);

describe('the operators’ queue', () => {
  it('filters by status, type and company name or credit code, newest first', async () => {
    expect(ids(await queue('status=0'))).toEqual([applicationB, applicationA]);
    expect(ids(await queue('assessmentType=dcmm'))).toEqual([applicationB]);
    expect(ids(await queue(`keyword=${encodeURIComponent('并州智能')}`))).toEqual([applicationA]);
    const [b] = (await queue(`assessmentType=dcmm`)).data;
    expect(ids(await queue(`keyword=${b.company.socialCreditCode.slice(4, 12)}`))).toEqual([applicationB]);
    expect((await queue('status=3')).total).toBe(0);
  });

  it('shows an application with its company, latest self-assessment, 551 companion, evidence and history', async () => {
    const res = await t.call(operator, 'GET', `${ADMIN}/${applicationA}`);
    const data = res.body.data;
    expect(data.application).toMatchObject({ id: applicationA, status: '0', applicationLevel: 3 });
    expect(data.application.evidence[0]).toMatchObject({ indicatorId: 'T16', indicatorName: '生产作业' });
    expect(data.company.companyName).toBe('山西并州智能矿山装备有限公司');
    expect(data.companionProvider).toEqual({ id: String(companion), companyName: '山西龙城工业互联网有限公司' });
    // The accept dialog disables whatever the server refuses: the applicant itself and every companion.
    expect(data.refusedAssessors).toEqual(
      expect.arrayContaining([
        {
          id: String(await companyOf(t, 'bz_admin')),
          companyName: '山西并州智能矿山装备有限公司',
          reason: M.assessorIsApplicant,
        },
        { id: String(companion), companyName: '山西龙城工业互联网有限公司', reason: M.assessorIsCompanion },
      ]),
    );
    expect(data.history).toEqual([
      expect.objectContaining({ action: 'formal.submit', label: '提交申请', by: 'bz_admin' }),
    ]);
    const missing = await t.call(operator, 'GET', `${ADMIN}/999999999`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 404, msg: M.notFound });
  });

  it('is for operators only', async () => {
    for (const [token, status] of [
      [bzAdmin, 403],
      [thUser, 403],
      [await t.tokenFor('lc_admin'), 403],
      [null, 401],
    ] as const) {
      expect((await t.call(token, 'GET', ADMIN)).status).toBe(status);
      expect((await decide(applicationA, 'accept', { scheduledDate: nextWeek(), assessor }, token)).status).toBe(
        status,
      );
    }
  });
});

describe('accepting', () => {
  it('refuses the 551 companion, an unknown or uncertified assessor and a past date', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ scheduledDate: nextWeek(), assessor: companion }, M.assessorIsCompanion],
      [{ scheduledDate: nextWeek(), assessor: await companyOf(t, 'th_admin') }, M.assessorUnknown],
      [{ scheduledDate: nextWeek(), assessor: 999999999 }, M.assessorUnknown],
      [{ scheduledDate: '2020-01-01', assessor }, M.scheduledDatePast],
      [{ assessor }, M.scheduledDate],
      [{ scheduledDate: nextWeek() }, M.assessor],
    ];
    for (const [body, msg] of cases) {
      expect((await decide(applicationA, 'accept', body)).body, msg).toEqual({ code: 400, msg });
    }
  });

  it('schedules the visit, tells every member of the company and keeps an audit row', async () => {
    const date = nextWeek();
    const res = await decide(applicationA, 'accept', { scheduledDate: date, assessor: String(assessor) });
    expect(res.body).toEqual({ code: 0, msg: M.accepted, data: null });
    for (const member of ['bz_admin', 'bz_user']) {
      const notice = await latestNotice(member);
      expect(notice?.title).toBe('正式评估申请已受理');
      expect(notice?.content).toContain('山西三晋数智软件股份有限公司');
      expect(notice?.content).toContain(date);
    }
    const [item] = (await t.call(bzUser, 'GET', `${BASE}/list`)).body.data;
    expect(item).toMatchObject({ status: '1', statusLabel: '已受理', scheduledDate: date });
    expect(item.assessorName).toBe('山西三晋数智软件股份有限公司');
    expect((await auditOf(applicationA)).map((row) => row.action)).toEqual(['formal.submit', 'formal.accept']);
  });

  it('answers the conflict message for a decision on an application that moved on', async () => {
    for (const [step, body] of [
      ['accept', { scheduledDate: nextWeek(), assessor }],
      ['reject', { reason: '重复受理' }],
    ] as const) {
      const res = await decide(applicationA, step, body);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 409, msg: M.conflict });
    }
  });
});

describe('rejecting', () => {
  it('needs a reason, then closes the application; it cannot be accepted afterwards', async () => {
    expect((await decide(applicationB, 'reject', { reason: ' ' })).body).toEqual({ code: 400, msg: M.rejectReason });
    expect((await decide(applicationB, 'reject', {})).body).toEqual({ code: 400, msg: M.rejectReason });
    const reason = '申请备注未说明数据管理现状，请补充后重新提交。';
    expect((await decide(applicationB, 'reject', { reason })).body.msg).toBe(M.rejected);
    expect((await latestNotice('th_user'))?.content).toContain(reason);
    const [item] = (await t.call(thUser, 'GET', `${BASE}/list`)).body.data;
    expect(item).toMatchObject({ status: '2', statusLabel: '未通过受理', rejectReason: reason });
    const late = await decide(applicationB, 'accept', { scheduledDate: nextWeek(), assessor });
    expect(late.body).toEqual({ code: 409, msg: M.conflict });
    // A rejected application does not count: B's next one is still a first assessment.
    const again = await t.call(thAdmin, 'GET', `${BASE}/prefill?assessmentType=dcmm`);
    expect(again.body.data).toMatchObject({ isFirst: true, openApplicationId: null });
  });
});

describe('completing', () => {
  it('refuses a pending application, and a report that is another company’s', async () => {
    const pending = (await t.call(thAdmin, 'POST', `${BASE}/add`, applicationForm())).body.data.id;
    const report = await uploadEvidence(t, operator, 'report');
    expect((await decide(pending, 'complete', { resultLevel: 2, reportFileId: report })).body).toEqual({
      code: 409,
      msg: M.conflict,
    });
    const othersReport = await uploadEvidence(t, thAdmin, 'report');
    const res = await decide(applicationA, 'complete', { resultLevel: 3, reportFileId: othersReport });
    expect(res.body).toEqual({ code: 400, msg: M.reportFile });
    const photo = await uploadEvidence(t, operator, 'sitePhoto');
    expect((await decide(applicationA, 'complete', { resultLevel: 3, reportFileId: photo })).body.msg).toBe(
      M.reportFile,
    );
    expect((await t.call(bzUser, 'GET', `${BASE}/list`)).body.data[0].status).toBe('1');
  });

  it('records the formal level; the company adopts the report, which its members may then download', async () => {
    const report = await uploadEvidence(t, operator, 'report');
    expect((await download(bzUser, report)).statusCode).toBe(404);
    const res = await decide(applicationA, 'complete', { resultLevel: 3, reportFileId: report });
    expect(res.body).toEqual({ code: 0, msg: M.completed, data: null });
    const [file] = await t.database.db.select().from(files).where(eq(files.id, report));
    expect(file?.ownerCompanyId).toBe(await companyOf(t, 'bz_user'));
    const mine = await download(bzUser, report);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await download(thUser, report)).statusCode).toBe(404);
    const [item] = (await t.call(bzUser, 'GET', `${BASE}/list`)).body.data;
    expect(item).toMatchObject({
      status: '3',
      statusLabel: '已完成',
      resultLevel: 3,
      resultLevelName: '三级 系统集成',
    });
    expect(item.reportFile.id).toBe(report);
    expect((await latestNotice('bz_user'))?.title).toBe('正式评估已完成');
    const history = (await t.call(operator, 'GET', `${ADMIN}/${applicationA}`)).body.data.history;
    expect(history.map((step: { label: string; by: string }) => [step.label, step.by])).toEqual([
      ['提交申请', 'bz_admin'],
      ['受理', 'operator'],
      ['录入评估结果', 'operator'],
    ]);
    expect(history[2].note).toBe('评估结果：三级 系统集成');
    expect((await decide(applicationA, 'complete', { resultLevel: 3, reportFileId: report })).status).toBe(409);
  });

  it('makes the next application of the type a repeat assessment', async () => {
    const data = (await t.call(bzAdmin, 'GET', `${BASE}/prefill?assessmentType=zdservice`)).body.data;
    expect(data).toMatchObject({ isFirst: false, defaultCount: 2, openApplicationId: null });
    const res = await t.call(bzAdmin, 'POST', `${BASE}/add`, applicationForm({ assessmentCount: 2 }));
    expect(res.body.code).toBe(0);
  });
});
