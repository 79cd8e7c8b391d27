import { CERTIFICATION_MESSAGES as M, messages } from '@dtmm/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.table';
import { loginPair, userinfo } from '../auth/test/auth-client';
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';
import {
  certify,
  creditCode,
  enterprisePayload,
  get,
  newPerson,
  post,
  providerPayload,
  requestIdFor,
  statusOf,
  uploadLicence,
} from './test/certification-client';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await buildTestApp();
  operator = await t.tokenFor('operator');
});
afterAll(() => t?.close());

const approve = (id: string, token = operator) => post(t, token, `/api/admin/certifications/${id}/approve`);
const reject = (id: string, reason: string, token = operator) =>
  post(t, token, `/api/admin/certifications/${id}/reject`, { reason });
const last = async (token: string, type = '企业') =>
  (
    await get(t, token, `/api/dtmm/company/company/lastCertificationRecord?certifyType=${encodeURIComponent(type)}`)
  ).json().data;

describe('enterprise certification: submit → approve', () => {
  it('makes the applicant ADMIN of a new certified company', async () => {
    const token = await newPerson(t, 'wf_alice', '13700000001');
    expect(await statusOf(t, token, '企业')).toBe(0);
    const licence = await uploadLicence(t, token);
    const code = creditCode(1);
    const res = await certify(t, token, { ...enterprisePayload(licence, code, '阿里斯数字有限公司') });
    expect(res.json()).toEqual({ code: 0, msg: '提交成功' });
    expect(await statusOf(t, token, '企业')).toBe(2);
    expect((await last(token)).status).toBe(2);

    const id = await requestIdFor(t, operator, code);
    const detail = (await get(t, operator, `/api/admin/certifications/${id}`)).json().data;
    expect(detail.licenseFileId).toBe(licence);
    expect(detail.payload.companyName).toBe('阿里斯数字有限公司');
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['submit']);

    expect((await approve(id)).json().code).toBe(0);
    const info = (await userinfo(t.app, token)).json().data;
    expect(info.role).toBe('ADMIN');
    expect(info.companyName).toBe('阿里斯数字有限公司');
    expect(await statusOf(t, token, '企业')).toBe(1);
    const pair = await loginPair(t, 'wf_alice');
    expect((await userinfo(t.app, pair.access_token)).json().data.companyId).toBe(info.companyId);

    const company = (await get(t, token, `/api/dtmm/company/company/detailFull/${info.companyId}`)).json().data;
    expect(company.socialCreditCode).toBe(code);
    expect(company.certificationStatus).toBe(1);
    expect(company.areaText).not.toBe('');
    expect(company.companyTypeName).toBeTruthy();

    const history = (await get(t, operator, `/api/admin/certifications/${id}`)).json().data.history;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['submit', 'approve']);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.subject, id));
    expect(audits.map((a) => a.action).sort()).toEqual(['certification.approve', 'certification.submit']);

    const notes = (await get(t, token, '/api/dtmm/notifications')).json();
    expect(notes.total).toBe(1);
    expect((await get(t, token, '/api/dtmm/notifications/unread-count')).json().data.count).toBe(1);
    expect((await post(t, token, `/api/dtmm/notifications/${notes.data[0].id}/read`)).statusCode).toBe(200);
    expect((await get(t, token, '/api/dtmm/notifications/unread-count')).json().data.count).toBe(0);
  });

  it('lets a certified company submit a change that stays under review while the certified data shows', async () => {
    const token = await t.tokenFor('wf_alice');
    const info = (await userinfo(t.app, token)).json().data;
    const licence = await uploadLicence(t, token);
    const changed = enterprisePayload(licence, creditCode(1), '阿里斯数字集团有限公司');
    expect((await certify(t, token, changed)).json().code).toBe(0);
    expect(await statusOf(t, token, '企业')).toBe(1);
    expect((await last(token)).status).toBe(2);
    const shown = (await get(t, token, `/api/dtmm/company/company/detail/${info.companyId}`)).json().data;
    expect(shown.companyName).toBe('阿里斯数字有限公司');

    const id = await requestIdFor(t, operator, '阿里斯数字集团');
    expect((await reject(id, '名称与执照不符')).json().code).toBe(0);
    expect(await statusOf(t, token, '企业')).toBe(1);
    expect((await last(token)).fdAddOn1).toBe('名称与执照不符');

    expect((await certify(t, token, changed)).json().code).toBe(0);
    await approve(await requestIdFor(t, operator, '阿里斯数字集团'));
    const after = (await get(t, token, `/api/dtmm/company/company/detail/${info.companyId}`)).json().data;
    expect(after.companyName).toBe('阿里斯数字集团有限公司');
  });
});

describe('submit → reject → resubmit → approve', () => {
  it('shows the reason, then certifies', async () => {
    const token = await newPerson(t, 'wf_bob', '13700000002');
    const licence = await uploadLicence(t, token);
    const payload = enterprisePayload(licence, creditCode(2), '鲍勃制造有限公司');
    await certify(t, token, payload);
    const id = await requestIdFor(t, operator, '鲍勃制造');

    expect((await reject(id, '')).json()).toEqual({ code: 400, msg: M.rejectReason });
    expect((await reject(id, 'x'.repeat(501))).json()).toEqual({ code: 400, msg: M.rejectReasonTooLong });
    expect((await reject(id, '营业执照模糊')).json().code).toBe(0);
    expect(await statusOf(t, token, '企业')).toBe(0);
    const record = await last(token);
    expect(record).toMatchObject({ status: 0, fdAddOn1: '营业执照模糊' });
    expect(record.payload).toMatchObject({ companyName: '鲍勃制造有限公司', certificationDocuments: licence });
    expect((await approve(id)).json()).toEqual({ code: 409, msg: M.conflict });

    expect((await certify(t, token, payload)).json().code).toBe(0);
    expect(await statusOf(t, token, '企业')).toBe(2);
    await approve(await requestIdFor(t, operator, '鲍勃制造'));
    expect((await userinfo(t.app, token)).json().data).toMatchObject({
      role: 'ADMIN',
      companyName: '鲍勃制造有限公司',
    });
    const notes = (await get(t, token, '/api/dtmm/notifications')).json();
    expect(notes.total).toBe(2);
  });
});

describe('refusals', () => {
  it('refuses a credit code another company holds', async () => {
    const token = await newPerson(t, 'wf_carol', '13700000003');
    const licence = await uploadLicence(t, token);
    const [held] = await t.database.db.select().from(companies).limit(1);
    const res = await certify(t, token, enterprisePayload(licence, held?.socialCreditCode ?? ''));
    expect(res.json()).toEqual({ code: 400, msg: messages.certification.duplicateCreditCode });
  });

  it('accepts competing claims to one credit code, shows them side by side, and certifies only the approved one', async () => {
    const code = creditCode(61);
    const squatter = await newPerson(t, 'wf_squat', '13700000061');
    const real = await newPerson(t, 'wf_real', '13700000062');
    const first = await certify(t, squatter, enterprisePayload(await uploadLicence(t, squatter), code, '抢注公司'));
    expect(first.json().code).toBe(0);
    // The real company is not blocked by the earlier claim.
    const second = await certify(t, real, enterprisePayload(await uploadLicence(t, real), code, '真实企业'));
    expect(second.json().code).toBe(0);
    const realId = await requestIdFor(t, operator, '真实企业');
    const squatId = await requestIdFor(t, operator, '抢注公司');
    const review = (await get(t, operator, `/api/admin/certifications/${realId}`)).json().data;
    expect(review.competing).toEqual([
      { id: squatId, companyName: '抢注公司', applicant: 'wf_squat', submittedAt: expect.any(String) },
    ]);
    expect((await approve(realId)).json().code).toBe(0);
    expect((await get(t, operator, `/api/admin/certifications/${squatId}`)).json().data.competing).toEqual([]);
    expect((await approve(squatId)).json()).toMatchObject({
      code: 409,
      msg: messages.certification.duplicateCreditCode,
    });
    // Now a certified company holds the code: new claims are refused at once.
    const late = await newPerson(t, 'wf_late', '13700000063');
    const refused = await certify(t, late, enterprisePayload(await uploadLicence(t, late), code, '迟到公司'));
    expect(refused.json()).toEqual({ code: 400, msg: messages.certification.duplicateCreditCode });
  });

  it('refuses a second submit while one is under review', async () => {
    const token = await t.tokenFor('wf_carol');
    const licence = await uploadLicence(t, token);
    const payload = enterprisePayload(licence, creditCode(3), '卡罗尔有限公司');
    const [a, b] = await Promise.all([certify(t, token, payload), certify(t, token, payload)]);
    const answers = [a.json(), b.json()].map((x) => x.msg).sort();
    expect(answers).toEqual([M.duplicateSubmit, M.submitted].sort());
    expect((await certify(t, token, payload)).json()).toMatchObject({ msg: M.duplicateSubmit });
  });

  it('refuses provider certification before a certified company', async () => {
    for (const user of ['newcomer', 'gs_admin', 'py_admin']) {
      const res = await certify(t, await t.tokenFor(user), providerPayload());
      expect(res.json()).toEqual({ code: 400, msg: messages.certification.companyFirst });
    }
  });

  it('refuses a licence that is not this user’s licence upload', async () => {
    const token = await newPerson(t, 'wf_dave', '13700000004');
    const others = await uploadLicence(t, await t.tokenFor('wf_carol'));
    for (const licence of [others, 'not-a-file', '00000000-0000-0000-0000-000000000000']) {
      const res = await certify(t, token, enterprisePayload(licence, creditCode(4)));
      expect(res.json()).toEqual({ code: 400, msg: M.licence });
    }
  });

  it('ignores keys the applicant must not set', async () => {
    const token = await t.tokenFor('wf_dave');
    const licence = await uploadLicence(t, token);
    const payload = {
      ...enterprisePayload(licence, creditCode(5), '大卫有限公司'),
      companyId: 1,
      role: 'ADMIN',
      status: 1,
      certificationStatus: 1,
      isOperator: true,
    };
    expect((await certify(t, token, payload)).json().code).toBe(0);
    const [me] = await t.database.db.select().from(users).where(eq(users.username, 'wf_dave'));
    expect(me).toMatchObject({ companyId: null, companyRole: null, isOperator: false });
    expect(await statusOf(t, token, '企业')).toBe(2);
    const stored = (
      await get(t, operator, `/api/admin/certifications/${await requestIdFor(t, operator, '大卫')}`)
    ).json().data;
    expect(stored.status).toBe(2);
    expect(stored.companyId).toBeNull();
    expect(stored.payload).not.toHaveProperty('companyId');
    expect(stored.payload).not.toHaveProperty('certificationStatus');
  });
});

describe('an applicant who joined another company meanwhile', () => {
  it('cannot be approved into a second company', async () => {
    const token = await newPerson(t, 'wf_erin', '13700000005');
    const licence = await uploadLicence(t, token);
    await certify(t, token, enterprisePayload(licence, creditCode(6), '艾琳有限公司'));
    const [other] = await t.database.db.select().from(companies).limit(1);
    await t.database.db
      .update(users)
      .set({ companyId: other?.id ?? null, companyRole: 'USER' })
      .where(eq(users.username, 'wf_erin'));
    const res = await approve(await requestIdFor(t, operator, '艾琳'));
    expect(res.json()).toEqual({ code: 409, msg: M.applicantHasCompany });
    const [still] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.socialCreditCode, creditCode(6)));
    expect(still).toBeUndefined();
  });
});

describe('service provider certification', () => {
  it('certifies a certified company as provider: submit → approve', async () => {
    const token = await t.tokenFor('wf_bob');
    expect(await statusOf(t, token, '服务商')).toBe(0);
    expect((await certify(t, token, providerPayload())).json()).toEqual({ code: 0, msg: '提交成功' });
    expect(await statusOf(t, token, '服务商')).toBe(2);
    expect((await certify(t, token, providerPayload())).json().msg).toBe(M.duplicateSubmit);
    const page = (
      await get(t, operator, '/api/admin/certifications?certifyType=%E6%9C%8D%E5%8A%A1%E5%95%86&status=2')
    ).json();
    const mine = page.data.find((r: { applicantName: string }) => r.applicantName === 'wf_bob');
    // The operator sees the company's licence with the provider request (portal.md 3).
    const review = (await get(t, operator, `/api/admin/certifications/${mine.id}`)).json().data;
    const [company] = await t.database.db.select().from(companies).where(eq(companies.companyName, '鲍勃制造有限公司'));
    expect(review.licenseFileId).toBe(company?.licenseFileId);
    expect(review.licenseFileId).toBeTruthy();
    await approve(mine.id);
    expect(await statusOf(t, token, '服务商')).toBe(1);
    expect((await userinfo(t.app, token)).json().data.isProvider).toBe(true);
  });
});
