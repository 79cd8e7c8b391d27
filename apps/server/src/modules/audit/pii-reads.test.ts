import { maskPhone, PII_MESSAGES } from '@dtmm/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';
import { auditLog } from './audit.table';

/**
 * Phones in full only to whoever needs them for the job, each such read audited (issue 31): a reviewer
 * on an application under review; every other reader of the back office, the 551 provider and the
 * public lists see them masked. (The company ADMIN and its members' phones: members.test.ts.)
 */
let t: TestApp;
let reviewer: string;
let reviewerId: number;
beforeAll(async () => {
  t = await buildTestApp();
  reviewer = await t.tokenFor('op_reviewer');
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'op_reviewer'));
  reviewerId = row?.id ?? 0;
}, 120_000);
afterAll(() => t?.close());

const MASKED = /^\d{3}\*{4,}\d{4}$/;

const companyNamed = async (companyName: string) => {
  const [row] = await t.database.db.select().from(companies).where(eq(companies.companyName, companyName));
  if (!row) throw new Error(`no company ${companyName}`);
  return row;
};
const userNamed = async (username: string) => {
  const [row] = await t.database.db.select().from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row;
};
/** The reviewer's newest pii.read row. */
const lastRead = async () =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pii.read'), eq(auditLog.userId, reviewerId)))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];
/** The id of the request in the queue whose applicant is `username`, and the applicant. */
async function requestOf(username: string, status: 0 | 2) {
  const queue = (await t.call(reviewer, 'GET', `/api/admin/certifications?status=${status}&limit=50`)).body;
  const item = queue.data.find((entry: { applicantName: string }) => entry.applicantName === username);
  if (!item) throw new Error(`no request of ${username}`);
  return { id: item.id as string, applicant: await userNamed(username) };
}

describe('a certification request', () => {
  it('shows the reviewer the phones masked, in full on request while under review, audited', async () => {
    const { id, applicant } = await requestOf('gs_admin', 2);
    const masked = (await t.call(reviewer, 'GET', `/api/admin/certifications/${id}`)).body.data;
    expect(masked.applicant.phone).toBe(maskPhone(applicant.phone ?? ''));
    expect(masked.payload.contactPhone).toMatch(MASKED);
    const full = (await t.call(reviewer, 'GET', `/api/admin/certifications/${id}?unmask=1`)).body.data;
    expect(full.applicant.phone).toBe(applicant.phone);
    expect(full.payload.contactPhone).toMatch(/^1\d{10}$/);
    expect(await lastRead()).toMatchObject({
      objectType: 'certification',
      objectId: id,
      detail: { fields: ['phone'], subjects: [`user:${applicant.id}`, 'contact'] },
    });
  });

  it('refuses the full phones of a decided request, and audits nothing then', async () => {
    const { id } = await requestOf('py_admin', 0);
    const before = await lastRead();
    const refused = await t.call(reviewer, 'GET', `/api/admin/certifications/${id}?unmask=1`);
    expect(refused).toEqual({ status: 400, body: { code: 400, msg: PII_MESSAGES.notUnderReview } });
    expect((await lastRead())?.id).toBe(before?.id);
  });
});

describe('a formal assessment application', () => {
  const queue = async () => (await t.call(reviewer, 'GET', '/api/admin/acceptances')).body.data;

  it("shows the company's phone masked, in full on request while it is handled, audited", async () => {
    const waiting = (await queue()).find((item: { status: string }) => item.status === '0');
    const company = await companyNamed(waiting.company.companyName);
    const url = `/api/admin/acceptances/${waiting.id}`;
    expect((await t.call(reviewer, 'GET', url)).body.data.company.contactPhone).toBe(
      maskPhone(company.contactPhone ?? ''),
    );
    expect((await t.call(reviewer, 'GET', `${url}?unmask=1`)).body.data.company.contactPhone).toBe(
      company.contactPhone,
    );
    expect(await lastRead()).toMatchObject({
      objectType: 'formalApplication',
      objectId: waiting.id,
      detail: { fields: ['phone'], subjects: ['contact'] },
    });
  });

  it('refuses the full phone once the application is completed', async () => {
    const completed = (await queue()).find((item: { status: string }) => item.status === '3');
    const refused = await t.call(reviewer, 'GET', `/api/admin/acceptances/${completed.id}?unmask=1`);
    expect(refused.body).toEqual({ code: 400, msg: PII_MESSAGES.notUnderReview });
  });
});

describe('everyone else', () => {
  it("gives a company's members its contact phone in full, operators masked", async () => {
    const company = await companyNamed('山西并州智能矿山装备有限公司');
    const url = `/api/dtmm/company/company/detailFull/${company.id}`;
    for (const member of ['bz_admin', 'bz_user']) {
      expect((await t.call(await t.tokenFor(member), 'GET', url)).body.data.contactPhone).toBe(company.contactPhone);
    }
    expect((await t.call(reviewer, 'GET', url)).body.data.contactPhone).toMatch(MASKED);
  });

  it("shows the 551 provider and operators the served enterprise's phone masked", async () => {
    const provider = await t.tokenFor('lc_admin');
    const served = (await t.call(provider, 'GET', '/api/dtmm/company/serviceProviderCompany/listFull')).body.data;
    expect(served.length).toBeGreaterThan(0);
    await t.database.db
      .update(companies)
      .set({ contactPhone: '13512340551' })
      .where(eq(companies.companyName, served[0].companyName));
    const detail = (await t.call(provider, 'GET', `/api/dtmm/company/serviceProviderCompany/detail/${served[0].id}`))
      .body.data;
    expect(detail.company_contactPhone).toBe('135****0551');
    const admin = (await t.call(reviewer, 'GET', `/api/admin/served-enterprises/${served[0].id}`)).body.data;
    expect(admin.company_contactPhone).toBe(detail.company_contactPhone);
  });

  it("lists solutions with the contact's phone masked; the detail, published to be called, has it in full", async () => {
    const listed = (await t.call(null, 'GET', '/api/dtmm/plan/serviceSolution/listFull?limit=50')).body.data;
    expect(listed.length).toBeGreaterThan(0);
    for (const item of listed) expect(item.contactPhone).toMatch(MASKED);
    const detail = (await t.call(null, 'GET', `/api/dtmm/plan/serviceSolution/get/${listed[0].id}`)).body.data;
    expect(detail.contactPhone).not.toMatch(/\*/);
    expect(maskPhone(detail.contactPhone)).toBe(listed[0].contactPhone);
    const queue = (await t.call(reviewer, 'GET', '/api/admin/solutions?limit=50')).body.data;
    for (const item of queue) expect(item.contactPhone).toMatch(MASKED);
  });
});
