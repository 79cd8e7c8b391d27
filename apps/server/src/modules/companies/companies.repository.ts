import { type ProviderListQuery, pageOffset } from '@dtmm/shared';
import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { containsPattern, totalOfAllRows } from '../../lib/sql';
import { companies } from './companies.table';

const SORT_COLUMNS = {
  createTime: companies.createdAt,
  companyName: companies.companyName,
  id: companies.id,
} as const;

/** `value` is one item of the comma-joined list held in `column`. */
const listContains = (column: AnyPgColumn, value: string) => sql`${value} = any(string_to_array(${column}, ','))`;

/** What the public sees of a certified provider in the list (portal.md 2.4). */
const providerColumns = {
  id: companies.id,
  companyName: companies.companyName,
  logo: companies.logoFileId,
  companyType: companies.companyType,
  serviceProviderType: companies.serviceProviderType,
  serviceProviderCategory: companies.serviceProviderCategory,
  serviceIndustry: companies.serviceIndustry,
  serviceProviderIntroduction: companies.serviceProviderIntroduction,
  province: companies.province,
  city: companies.city,
  district: companies.district,
  createdAt: companies.createdAt,
};

function providerFilters(query: ProviderListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(companies.providerStatus, 1)];
  if (query.companyName) conditions.push(ilike(companies.companyName, containsPattern(query.companyName)));
  if (query.companyType) conditions.push(eq(companies.companyType, query.companyType));
  if (query.serviceProviderType) conditions.push(eq(companies.serviceProviderType, query.serviceProviderType));
  if (query.serviceProviderCategory)
    conditions.push(listContains(companies.serviceProviderCategory, query.serviceProviderCategory));
  if (query.serviceIndustry) conditions.push(listContains(companies.serviceIndustry, query.serviceIndustry));
  return and(...conditions);
}

/** The public face of a provider: what the list shows and its capability texts; null unless certified. */
export async function findProvider(db: Database, id: number) {
  const [row] = await db
    .select({
      ...providerColumns,
      industryAdvantage: companies.industryAdvantage,
      coreProductService: companies.coreProductService,
      companyWebsite: companies.companyWebsite,
    })
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.providerStatus, 1)));
  return row ?? null;
}

/**
 * One page of certified service providers and the count of all that match, in one round trip:
 * the window count rides on the page's rows; only a page past the end needs a separate count.
 */
export async function findProviderPage(db: Database, query: ProviderListQuery) {
  const where = providerFilters(query);
  const order = query.sord === 'asc' ? asc(SORT_COLUMNS[query.sidx]) : desc(SORT_COLUMNS[query.sidx]);
  const rows = await db
    .select({ ...providerColumns, total: totalOfAllRows() })
    .from(companies)
    .where(where)
    .orderBy(order, desc(companies.id))
    .limit(query.limit)
    .offset(pageOffset(query));
  if (rows.length > 0) return { rows, total: rows[0]?.total ?? 0 };
  const [counted] = await db.select({ total: count() }).from(companies).where(where);
  return { rows, total: counted?.total ?? 0 };
}
