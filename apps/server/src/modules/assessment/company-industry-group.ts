import { type IndustryGroup, industryGroupOf } from '@dtmm/shared';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { companies } from '../companies/companies.table';

/** The company's industry group now, from its certified GB/T 4754 门类 and 大类 (docs/assessment-variants.md). */
export async function industryGroupOfCompany(db: Queryable, companyId: number): Promise<IndustryGroup> {
  const [company] = await db
    .select({ category: companies.industryCategory, division: companies.secondaryIndustry })
    .from(companies)
    .where(eq(companies.id, companyId));
  return industryGroupOf(company?.category, company?.division);
}
