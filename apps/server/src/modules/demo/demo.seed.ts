import { count, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { hashPassword } from '../auth/password';
import { companies } from '../companies/companies.table';
import { seedDemoContent } from '../content/demo/demo-content.seed';
import type { FileStorage } from '../files/file-storage';
import { seedDemoSolutions } from '../solutions/demo/demo-solutions.seed';
import { users } from '../users/users.table';
import { seedDemoCertifications } from './demo-certifications';
import { seedCompanyPictures } from './demo-files';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from './demo-province';
import type { DemoCompany } from './demo-province.types';

const DAY_MS = 86_400_000;

function companyRow({ key: _key, shortName: _short, provider, joinedDaysAgo, ...company }: DemoCompany, now: number) {
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

/** Each demo USER was added by their company's ADMIN, who therefore sees their phone in full. */
async function recordWhoAddedMembers(tx: Transaction, userId: (username: string) => number | null) {
  for (const member of DEMO_USERS.filter((u) => u.role === 'USER')) {
    const admin = DEMO_USERS.find((u) => u.company === member.company && u.role === 'ADMIN');
    const [memberId, adminId] = [userId(member.username), admin ? userId(admin.username) : null];
    if (memberId !== null && adminId !== null)
      await tx.update(users).set({ addedBy: adminId }).where(eq(users.id, memberId));
  }
}

/**
 * Seeds the demo province (companies, providers, members, an operator) into a database that has
 * no users yet, in one transaction; a database with users is never touched.
 */
export async function seedDemoProvince(db: Database, storage: FileStorage, now = Date.now()): Promise<boolean> {
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
          operatorRoles: u.operatorRoles ?? [],
        })),
      )
      .returning({ id: users.id });
    const userId = (username: string) => userRows[DEMO_USERS.findIndex((u) => u.username === username)]?.id ?? null;
    const operator = DEMO_USERS.find((u) => u.isOperator);
    await recordWhoAddedMembers(tx, userId);
    const owners = DEMO_COMPANIES.flatMap((company, index) => {
      const admin = DEMO_USERS.find((u) => u.company === company.key && u.role === 'ADMIN');
      const companyId = idByKey.get(company.key) ?? null;
      const applicantId = admin ? userId(admin.username) : null;
      const at = new Date(now - company.joinedDaysAgo * DAY_MS - DAY_MS);
      return companyId !== null && applicantId !== null ? [{ company, companyId, applicantId, at, index }] : [];
    });
    const seeded = [];
    for (const owner of owners) seeded.push({ ...owner, pictures: await seedCompanyPictures(tx, storage, owner) });
    const operatorId = operator ? userId(operator.username) : null;
    await seedDemoCertifications(tx, seeded, operatorId, now);
    await seedDemoContent({ tx, storage, now: new Date(now), operatorId, companyIds: idByKey });
    const adminByCompany = new Map(owners.map((owner) => [owner.companyId, owner.applicantId]));
    await seedDemoSolutions({
      tx,
      storage,
      now: new Date(now),
      operatorId,
      companyIds: idByKey,
      adminOf: (companyId) => adminByCompany.get(companyId) ?? null,
    });
  });
  return true;
}
