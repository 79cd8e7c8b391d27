import { hasValidCreditCodeChecksum, isMobile } from '@dtmm/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { DEMO_ASSESSED_COMPANIES } from '../assessment/demo/demo-assessed-companies';
import { verifyPassword } from '../auth/password';
import { companies } from '../companies/companies.table';
import { files } from '../files/files.table';
import { isRealIndustry } from '../industries/industries.data';
import { isRealArea } from '../regions/regions.data';
import { users } from '../users/users.table';
import { seedDemoProvince } from './demo.seed';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from './demo-province';

describe('demo province data', () => {
  it.each(DEMO_COMPANIES.map((c) => [c.companyName, c] as const))('%s is coherent', (_name, company) => {
    expect(hasValidCreditCodeChecksum(company.socialCreditCode)).toBe(true);
    expect(isRealArea(company.province, company.city, company.district)).toBe(true);
    expect(isRealIndustry(company.industryCategory, company.secondaryIndustry, company.industry)).toBe(true);
    expect(isMobile(company.contactPhone)).toBe(true);
  });
  it('has unique credit codes, usernames and phones, and users of known companies', () => {
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(DEMO_COMPANIES.map((c) => c.socialCreditCode))).toBe(true);
    expect(unique(DEMO_USERS.map((u) => u.username))).toBe(true);
    expect(unique(DEMO_USERS.map((u) => u.phone))).toBe(true);
    const keys = new Set(DEMO_COMPANIES.map((c) => c.key));
    for (const user of DEMO_USERS) {
      expect(isMobile(user.phone)).toBe(true);
      if (user.company) expect(keys.has(user.company)).toBe(true);
    }
    expect(DEMO_USERS.some((u) => u.isOperator)).toBe(true);
  });
});

describe('seeding', () => {
  let seeded: TestApp;
  let empty: TestApp;
  beforeAll(async () => {
    [seeded, empty] = await Promise.all([buildTestApp(), buildTestApp({ demo: false })]);
  });
  afterAll(async () => {
    await Promise.all([seeded?.close(), empty?.close()]);
  });

  it('seeds every company and user once, with the demo password', async () => {
    const [c] = await seeded.database.db.select({ n: count() }).from(companies);
    const [u] = await seeded.database.db.select({ n: count() }).from(users);
    // …and the assessment population, which has no users (assessment/demo/demo-assessed-companies.ts).
    expect(c?.n).toBe(DEMO_COMPANIES.length + DEMO_ASSESSED_COMPANIES.length);
    expect(u?.n).toBe(DEMO_USERS.length);
    expect(await seedDemoProvince(seeded.database.db, seeded.app.ctx.storage)).toBe(false);
    const [operator] = await seeded.database.db.select().from(users).limit(1);
    expect(await verifyPassword(operator?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
  });

  it('gives every company with accounts a public logo and a private licence marked 样例, stored as real files (issue 11)', async () => {
    const rows = await seeded.database.db.select().from(companies);
    const withAccounts = new Set(DEMO_COMPANIES.map((c) => c.socialCreditCode));
    expect(rows.filter((company) => withAccounts.has(company.socialCreditCode))).toHaveLength(DEMO_COMPANIES.length);
    for (const company of rows) {
      // The assessment population has no member who could have uploaded a file.
      const expected = withAccounts.has(company.socialCreditCode);
      expect(Boolean(company.logoFileId), company.companyName).toBe(expected);
      expect(Boolean(company.licenseFileId), company.companyName).toBe(expected);
    }
    const [bingzhou] = rows.filter((c) => c.companyName === '山西并州智能矿山装备有限公司');
    const [logo] = await seeded.database.db
      .select()
      .from(files)
      .where(eq(files.id, bingzhou?.logoFileId ?? ''));
    const [licence] = await seeded.database.db
      .select()
      .from(files)
      .where(eq(files.id, bingzhou?.licenseFileId ?? ''));
    expect(logo).toMatchObject({ purpose: 'image', fileType: 'png', ownerCompanyId: bingzhou?.id });
    expect(licence).toMatchObject({ purpose: 'license', fileType: 'png', ownerCompanyId: bingzhou?.id });
    const anonymousLogo = await seeded.app.inject({ url: `/api/dtmm/common/file/download/${logo?.id}` });
    expect(anonymousLogo.statusCode).toBe(200);
    expect(anonymousLogo.headers['content-type']).toContain('image/png');
    expect(anonymousLogo.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const licenceUrl = `/api/dtmm/common/file/download/${licence?.id}`;
    expect((await seeded.app.inject({ url: licenceUrl })).statusCode).toBe(404);
    const asMember = await seeded.app.inject({
      url: licenceUrl,
      headers: { access_token: await seeded.tokenFor('bz_user') },
    });
    expect(asMember.statusCode).toBe(200);
    const asStranger = await seeded.app.inject({
      url: licenceUrl,
      headers: { access_token: await seeded.tokenFor('th_user') },
    });
    expect(asStranger.statusCode).toBe(404);
    // The certification on record points at the same pictures.
    const review = await seeded.app.inject({
      url: `/api/dtmm/company/company/detailFull/${bingzhou?.id}`,
      headers: { access_token: await seeded.tokenFor('bz_admin') },
    });
    expect(JSON.stringify(review.json())).toContain(licence?.id ?? 'none');
  });

  it('leaves a database empty when demo data is off', async () => {
    const [u] = await empty.database.db.select({ n: count() }).from(users);
    expect(u?.n).toBe(0);
  });
});
