import { count } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { hashPassword } from '../auth/password';
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';
import { seedDemoCertifications } from './demo-certifications';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from './demo-province';
import type { DemoCompany } from './demo-province.types';

const DAY_MS = 86_400_000;

function companyRow({ key: _key, provider, joinedDaysAgo, ...company }: DemoCompany, now: number) {
  const joined = new Date(now - joinedDaysAgo * DAY_MS);
  return {
    ...company,
    providerStatus: provider?.status ?? 0,
    serviceProviderType: provider?.serviceProviderType ?? null,
    serviceProviderCategory: provider?.serviceProviderCategory ?? null,
    serviceIndustry: provider?.serviceIndustry ?? null,
    serviceProviderIntroduction: provider?.serviceProviderIntroduction ?? null,
    industryAdvantage: provider?.industryAdvantage ?? null,
    coreProductService: provider?.coreProductService ?? null,
    contactPosition: provider?.contactPosition ?? null,
    createdAt: joined,
    updatedAt: joined,
  };
}

/**
 * Seeds the demo province (companies, providers, members, an operator) into a database that has
 * no users yet, in one transaction; a database with users is never touched.
 */
export async function seedDemoProvince(db: Database, now = Date.now()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(companies)
      .values(DEMO_COMPANIES.map((c) => companyRow(c, now)))
      .returning({ id: companies.id });
    const idByKey = new Map(DEMO_COMPANIES.map((c, i) => [c.key, inserted[i]?.id ?? null]));
    const userRows = await tx
      .insert(users)
      .values(
        DEMO_USERS.map((u) => ({
          username: u.username,
          phone: u.phone,
          email: u.email,
          passwordHash,
          companyId: u.company ? (idByKey.get(u.company) ?? null) : null,
          companyRole: u.role,
          isOperator: u.isOperator,
        })),
      )
      .returning({ id: users.id });
    const userId = (username: string) => userRows[DEMO_USERS.findIndex((u) => u.username === username)]?.id ?? null;
    const operator = DEMO_USERS.find((u) => u.isOperator);
    const seeded = DEMO_COMPANIES.flatMap((company) => {
      const admin = DEMO_USERS.find((u) => u.company === company.key && u.role === 'ADMIN');
      const companyId = idByKey.get(company.key) ?? null;
      const applicantId = admin ? userId(admin.username) : null;
      return companyId !== null && applicantId !== null ? [{ company, companyId, applicantId }] : [];
    });
    await seedDemoCertifications(tx, seeded, operator ? userId(operator.username) : null, now);
  });
  return true;
}
