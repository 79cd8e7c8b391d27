import { type AdminDashboard, DASHBOARD_OLDEST_COUNT, messages } from '@dtmm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { DEMO_ASSESSED_COMPANIES } from '../assessment/demo/demo-assessed-companies';
import {
  certify,
  creditCode,
  enterprisePayload,
  get,
  newPerson,
  post,
  requestIdFor,
  uploadLicence,
} from '../certifications/test/certification-client';
import { DEMO_COMPANIES, DEMO_USERS } from '../demo/demo-province';

const URL = '/api/admin/dashboard';
let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await buildTestApp();
  operator = await t.tokenFor('operator');
});
afterAll(() => t?.close());

const dashboard = async (): Promise<AdminDashboard> => {
  const res = await get(t, operator, URL);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

/** The demo's requests as the seed writes them: submitted (joinedDaysAgo + 1) days ago, decided half a day later. */
const demoRequests = DEMO_COMPANIES.flatMap((c) => [
  { type: '企业', status: c.certificationStatus, name: c.companyName, daysAgo: c.joinedDaysAgo + 1 },
  ...(c.provider
    ? [{ type: '服务商', status: c.provider.status, name: c.companyName, daysAgo: c.joinedDaysAgo + 1 }]
    : []),
]);
const countWhere = (test: (r: (typeof demoRequests)[number]) => boolean) => demoRequests.filter(test).length;

describe('GET /api/admin/dashboard', () => {
  it('answers the figures of the demo province', async () => {
    const data = await dashboard();
    expect(data.waiting).toEqual({
      enterprise: countWhere((r) => r.type === '企业' && r.status === 2),
      provider: countWhere((r) => r.type === '服务商' && r.status === 2),
    });
    // The certified companies with accounts, and the demo's assessment population (certified, no accounts).
    expect(data.certifiedCompanies).toBe(
      countWhere((r) => r.type === '企业' && r.status === 1) + DEMO_ASSESSED_COMPANIES.length,
    );
    expect(data.certifiedProviders).toBe(countWhere((r) => r.type === '服务商' && r.status === 1));
    expect(data.users).toBe(DEMO_USERS.length);
    expect(data.disabledUsers).toBe(0);
    expect(data.recentDecisions).toBe(countWhere((r) => r.status !== 2 && r.daysAgo - 0.5 <= 7));

    const waiting = demoRequests.filter((r) => r.status === 2).sort((a, b) => b.daysAgo - a.daysAgo);
    expect(data.oldestWaiting.map((r) => r.companyName)).toEqual(
      waiting.slice(0, DASHBOARD_OLDEST_COUNT).map((r) => r.name),
    );
    const times = data.oldestWaiting.map((r) => r.submittedAt);
    expect([...times].sort()).toEqual(times);
  });

  it('counts a new submission as waiting, and its approval as certified and decided', async () => {
    const before = await dashboard();
    const token = await newPerson(t, 'dash_applicant', '13700000301');
    const licence = await uploadLicence(t, token);
    expect((await certify(t, token, enterprisePayload(licence, creditCode(301), '看板测试公司'))).json().code).toBe(0);

    const submitted = await dashboard();
    expect(submitted.waiting.enterprise).toBe(before.waiting.enterprise + 1);
    expect(submitted.users).toBe(before.users + 1);
    if (before.oldestWaiting.length < DASHBOARD_OLDEST_COUNT) {
      expect(submitted.oldestWaiting.at(-1)?.companyName).toBe('看板测试公司');
    }

    const id = await requestIdFor(t, operator, '看板测试公司');
    expect((await post(t, operator, `/api/admin/certifications/${id}/approve`)).json().code).toBe(0);
    const approved = await dashboard();
    expect(approved.waiting.enterprise).toBe(before.waiting.enterprise);
    expect(approved.certifiedCompanies).toBe(before.certifiedCompanies + 1);
    expect(approved.recentDecisions).toBe(before.recentDecisions + 1);
    expect(approved.oldestWaiting.map((r) => r.id)).not.toContain(id);
  });

  it('counts disabled users', async () => {
    const before = await dashboard();
    const users = (await get(t, operator, '/api/admin/users?keyword=th_user')).json().data;
    await post(t, operator, `/api/admin/users/${users[0].id}/disable`);
    expect((await dashboard()).disabledUsers).toBe(before.disabledUsers + 1);
    await post(t, operator, `/api/admin/users/${users[0].id}/enable`);
  });

  it('is for operators only: anonymous 401, a company ADMIN 403', async () => {
    const anonymous = await get(t, null, URL);
    expect(anonymous.statusCode).toBe(401);
    const admin = await get(t, await t.tokenFor('bz_admin'), URL);
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toEqual({ code: 403, msg: messages.common.forbidden });
  });
});
