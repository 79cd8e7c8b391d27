import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { DEMO_ASSESSED_COMPANIES } from '../assessment/demo/demo-assessed-companies';
import { certificationRequests } from '../certifications/certifications.table';
import { companies } from '../companies/companies.table';
import { notifications } from '../notifications/notifications.table';
import { users } from '../users/users.table';
import { DEMO_REJECT_REASON } from './demo-certifications';
import { DEMO_COMPANIES } from './demo-province';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

async function latest(companyId: number, certifyType: '企业' | '服务商') {
  const [row] = await t.database.db
    .select()
    .from(certificationRequests)
    .where(and(eq(certificationRequests.companyId, companyId), eq(certificationRequests.certifyType, certifyType)))
    .orderBy(desc(certificationRequests.submittedAt))
    .limit(1);
  return row;
}

describe('demo certification history', () => {
  it('every company with accounts has the statuses of its latest request', async () => {
    const all = await t.database.db.select().from(companies);
    const population = new Set(DEMO_ASSESSED_COMPANIES.map((c) => c.socialCreditCode));
    const withAccounts = all.filter((company) => !population.has(company.socialCreditCode));
    expect(withAccounts).toHaveLength(DEMO_COMPANIES.length);
    for (const company of withAccounts) {
      expect((await latest(company.id, '企业'))?.status).toBe(company.certificationStatus);
      if (company.providerStatus !== 0 || company.serviceProviderType)
        expect((await latest(company.id, '服务商'))?.status).toBe(company.providerStatus);
    }
  });

  it('the assessment population is certified without any request: no member ever applied', async () => {
    const codes = DEMO_ASSESSED_COMPANIES.map((c) => c.socialCreditCode);
    const population = await t.database.db.select().from(companies).where(inArray(companies.socialCreditCode, codes));
    expect(population).toHaveLength(codes.length);
    for (const company of population) {
      expect(company).toMatchObject({ certificationStatus: 1, providerStatus: 0 });
      expect(await latest(company.id, '企业')).toBeUndefined();
      expect(await t.database.db.select().from(users).where(eq(users.companyId, company.id))).toEqual([]);
    }
  });

  it.each([
    ['gs_admin', '企业', 2, null],
    ['py_admin', '企业', 0, DEMO_REJECT_REASON],
    ['ha_admin', '服务商', 2, null],
    ['bz_admin', '企业', 1, null],
    ['lc_admin', '服务商', 1, null],
  ] as const)('%s has a %s request in status %i', async (username, type, status, reason) => {
    const [user] = await t.database.db.select().from(users).where(eq(users.username, username));
    const row = await latest(user?.companyId ?? 0, type);
    expect(row).toMatchObject({ status, rejectReason: reason, applicantUserId: user?.id });
  });

  it('each decision left its message for the applicant, none for a pending request', async () => {
    const messagesOf = async (username: string) => {
      const [user] = await t.database.db.select().from(users).where(eq(users.username, username));
      return t.database.db
        .select({ title: notifications.title, content: notifications.content })
        .from(notifications)
        .where(eq(notifications.userId, user?.id ?? 0));
    };
    expect(await messagesOf('py_admin')).toEqual([
      { title: '企业认证被驳回', content: `您提交的企业认证申请被驳回，原因：${DEMO_REJECT_REASON}` },
    ]);
    expect(await messagesOf('gs_admin')).toEqual([]);
    expect((await messagesOf('lc_admin')).map((m) => m.title).sort()).toEqual([
      '企业认证审核通过',
      '服务商认证审核通过',
    ]);
  });
});
