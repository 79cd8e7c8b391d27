import { messages, personalInfoMessages as pm } from '@dtmm/shared';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  FIXED_CODE,
  findUser,
  freshPhone,
  GOOD_PASSWORD,
  postForm,
  postJson,
  REGISTER,
  registration,
  SEND_REGISTER,
} from '../accounts/testing';
import { assessmentRecords } from '../assessment/assessment.table';
import { auditLog } from '../audit/audit.table';
import { DEMO_PASSWORD, postLogin } from '../auth/test/auth-client';
import { companies } from '../companies/companies.table';
import { XLSX_CONTENT_TYPE } from '../exports/send-xlsx';
import { users } from '../users/users.table';
import { personalInfoRequests } from './personal-info-requests.table';

let t: TestApp;
const EXPORTS_PER_HOUR = 3;

beforeAll(async () => {
  t = await buildTestApp({
    env: {
      DTMM_CAPTCHA: 'off',
      DTMM_SMS_FIXED_CODE: FIXED_CODE,
      DTMM_PERSONAL_DATA_EXPORTS_PER_HOUR: String(EXPORTS_PER_HOUR),
    },
  });
});
afterAll(() => t?.close());

const login = (name: string, password = DEMO_PASSWORD) => postLogin(t, name, { password, noCaptcha: true });
const close = (token: string | null, password: string) =>
  t.call(token, 'POST', '/api/dtmm/auth/closeAccount', { password });

async function registerPerson(username: string, phone = freshPhone()) {
  await postJson(t, SEND_REGISTER, { phone });
  const res = await postForm(t, REGISTER, registration(phone, username));
  expect(res.json(), username).toMatchObject({ code: 0 });
  return { phone, id: (await findUser(t, { username }))?.id ?? 0 };
}

async function sheetsOf(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook.worksheets;
}

describe('GET /api/dtmm/auth/personalData', () => {
  it('answers the signed-in person their copy: account, company and role, answers, logins, consents', async () => {
    // A demo member who started an assessment and saved its answers.
    const [starter] = await t.database.db
      .select({ username: users.username, phone: users.phone, company: companies.companyName })
      .from(assessmentRecords)
      .innerJoin(users, eq(users.id, assessmentRecords.createdBy))
      .innerJoin(companies, eq(companies.id, users.companyId))
      .limit(1);
    const username = starter?.username ?? '';
    await login(username);
    const res = await t.call(await t.tokenFor(username), 'GET', '/api/dtmm/auth/personalData');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.account).toMatchObject({ username, phone: starter?.phone, isOperator: false });
    expect(data.memberships).toEqual([expect.objectContaining({ companyName: starter?.company })]);
    expect(data.assessments.length).toBeGreaterThan(0);
    expect(data.answers.length).toBeGreaterThan(0);
    expect(data.answers[0]).toMatchObject({ question: expect.any(String), answer: expect.any(String) });
    expect(data.answers[0].question.length).toBeGreaterThan(0);
    expect(data.logins[0]).toMatchObject({ event: '登录成功', result: '成功', ip: '10.0.0.1' });
    expect(data.consents.map((c: { kind: string }) => c.kind).sort()).toEqual(['privacy', 'terms']);
    expect(JSON.stringify(data)).not.toContain('argon2');

    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pipl.export'), eq(auditLog.userId, Number(data.account.userId))));
    expect(row?.detail).toEqual({ format: 'json' });
  });

  it('answers a workbook with a sheet per part for format=xlsx', async () => {
    const res = await t.app.inject({
      url: '/api/dtmm/auth/personalData?format=xlsx',
      headers: { access_token: await t.tokenFor('th_user') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(String(res.headers['content-disposition'])).toContain("filename*=UTF-8''%E6%88%91%E7%9A%84");
    const sheets = await sheetsOf(res.rawPayload);
    expect(sheets.map((sheet) => sheet.name)).toEqual([
      '账号信息',
      '所属企业',
      '认证申请',
      '发起的评估',
      '保存的答案',
      '登录记录',
      '登录会话',
      '协议同意',
    ]);
    expect(sheets[0]?.getRow(3).values).toEqual([undefined, '用户名', 'th_user']);
    expect(sheets[1]?.getRow(2).getCell(3).value).toBe('企业成员');
  });

  it('is refused to anonymous callers, bad formats and past the hourly limit', async () => {
    expect((await t.call(null, 'GET', '/api/dtmm/auth/personalData')).status).toBe(401);
    await registerPerson('下载_限次');
    const token = await t.tokenFor('下载_限次');
    expect((await t.call(token, 'GET', '/api/dtmm/auth/personalData?format=pdf')).status).toBe(400);
    for (let i = 0; i < EXPORTS_PER_HOUR; i++) {
      expect((await t.call(token, 'GET', '/api/dtmm/auth/personalData')).status).toBe(200);
    }
    const over = await t.app.inject({ url: '/api/dtmm/auth/personalData', headers: { access_token: token } });
    expect(over.statusCode).toBe(429);
    expect(over.json().msg).toMatch(/^下载个人信息过于频繁，请\d+分钟后再试$/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/dtmm/auth/closeAccount', () => {
  it('asks for the current password and refuses operators and the only ADMIN of a company with members', async () => {
    expect((await close(null, DEMO_PASSWORD)).status).toBe(401);
    const member = await t.tokenFor('bz_user');
    expect((await close(member, 'wrong-pass1!')).body).toMatchObject({ code: 400, msg: pm.passwordWrong });
    expect((await t.call(member, 'POST', '/api/dtmm/auth/closeAccount', {})).body).toMatchObject({
      code: 400,
      msg: pm.passwordRequired,
    });
    expect((await close(await t.tokenFor('op_reviewer'), DEMO_PASSWORD)).body).toMatchObject({
      code: 403,
      msg: pm.operatorAccount,
    });
    const admin = await t.tokenFor('th_admin');
    const refused = await close(admin, DEMO_PASSWORD);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(pm.soleAdmin('长治太行精铸科技有限公司'));
    expect((await t.call(admin, 'GET', '/api/dtmm/auth/userinfo')).status).toBe(200);
    const [request] = await t.database.db
      .select()
      .from(personalInfoRequests)
      .where(eq(personalInfoRequests.userId, (await findUser(t, { username: 'th_admin' }))?.id ?? 0));
    expect(request).toMatchObject({ kind: 'close', status: 'refused', note: refused.body.msg });
  });

  it('closes a member: sessions end, the name and phone go and may register again, the company keeps its records', async () => {
    const phone = freshPhone();
    const { id } = await registerPerson('注销_成员', phone);
    const pair = (await login('注销_成员', GOOD_PASSWORD)).json().data.token;
    const [record] = await t.database.db
      .select({ id: assessmentRecords.id, companyId: assessmentRecords.companyId })
      .from(assessmentRecords)
      .limit(1);
    const companyId = record?.companyId ?? 0;
    await t.database.db.update(users).set({ companyId, companyRole: 'USER' }).where(eq(users.id, id));
    await t.database.db
      .update(assessmentRecords)
      .set({ createdBy: id, pledgeAcceptedBy: id, pledgeAcceptedByName: '注销_成员' })
      .where(eq(assessmentRecords.id, record?.id ?? 0));

    const res = await close(pair.access_token, GOOD_PASSWORD);
    expect(res.body).toEqual({ code: 0, msg: pm.closed, data: null });
    expect((await t.call(pair.access_token, 'GET', '/api/dtmm/auth/userinfo')).status).toBe(401);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ username: `已注销用户#${id}`, phone: null, email: null, companyId: null });
    expect(row?.closedAt).toBeInstanceOf(Date);
    const [kept] = await t.database.db
      .select()
      .from(assessmentRecords)
      .where(eq(assessmentRecords.id, record?.id ?? 0));
    expect(kept).toMatchObject({ companyId, createdBy: id, pledgeAcceptedByName: `已注销用户#${id}` });

    // A closed account answers as a name that never existed, by name, phone or the anonymised name.
    for (const name of ['注销_成员', phone, `已注销用户#${id}`]) {
      expect((await login(name, GOOD_PASSWORD)).json().data.msg).toBe(messages.auth.userNotFound);
    }
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pipl.close'), eq(auditLog.userId, id)));
    expect(audited).toMatchObject({ subject: null, objectType: 'user', objectId: String(id) });
    expect(JSON.stringify(audited?.detail)).not.toContain(phone.slice(-4));

    // The older rows keep their chained text; the viewer shows them without the name.
    const viewer = await t.tokenFor('op_auditor');
    const rows = (await t.call(viewer, 'GET', `/api/admin/audit?objectType=user&objectId=${id}&limit=50`)).body.data;
    const login1 = rows.find((r: { action: string }) => r.action === 'login.success');
    expect(login1).toMatchObject({ subject: pm.closedName, actor: `已注销用户#${id}` });

    // The number's 120 s send cooldown from the first registration is not what is tested here.
    await t.kv.delete(`sms:cooldown:${phone}`);
    const again = await registerPerson('注销_成员', phone);
    expect(again.id).not.toBe(id);
  });

  it('lets the only ADMIN of a company without other members close: the company stays', async () => {
    const { id } = await registerPerson('注销_管理员');
    const companyId = (await findUser(t, { username: 'yc_admin' }))?.companyId ?? 0;
    await t.database.db.update(users).set({ companyId: null, companyRole: null }).where(eq(users.companyId, companyId));
    await t.database.db.update(users).set({ companyId, companyRole: 'ADMIN' }).where(eq(users.id, id));
    const res = await close(await t.tokenFor('注销_管理员'), GOOD_PASSWORD);
    expect(res.body.code).toBe(0);
    const detail = await t.call(await t.tokenFor('operator'), 'GET', `/api/dtmm/company/company/detail/${companyId}`);
    expect(detail.body.data.id).toBe(String(companyId));
  });

  it('shows the requests to system administrators only', async () => {
    const url = '/api/admin/personal-info-requests?kind=close&page=1&limit=10';
    expect((await t.call(await t.tokenFor('op_reviewer'), 'GET', url)).status).toBe(403);
    const res = await t.call(await t.tokenFor('op_sysadmin'), 'GET', url);
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThanOrEqual(3);
    const closed = res.body.data.find((r: { status: string }) => r.status === 'completed');
    expect(closed).toMatchObject({ kind: 'close', username: expect.stringMatching(/^已注销用户#\d+$/) });
    expect((await t.call(await t.tokenFor('op_sysadmin'), 'GET', `${url}&status=nope`)).status).toBe(400);
  });
});
