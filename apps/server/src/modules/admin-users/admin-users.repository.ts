import { type AdminCompanyListQuery, type AdminUserListQuery, type OperatorRole, pageOffset } from '@dtmm/shared';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database';
import { containsPattern, holdsGramsOf, totalOfAllRows } from '../../lib/sql';
import { auditLog } from '../audit/audit.table';
import { companies } from '../companies/companies.table';
import { shownPhone, users } from '../users/users.table';

const USER_SORT = { createTime: users.createdAt, username: users.username } as const;
export const COMPANY_SORT = { createTime: companies.createdAt, companyName: companies.companyName } as const;

function userFilter(query: AdminUserListQuery): SQL | undefined {
  return and(
    query.keyword
      ? or(ilike(users.username, containsPattern(query.keyword)), ilike(users.phone, containsPattern(query.keyword)))
      : undefined,
    query.status ? eq(users.isDisabled, query.status === 'disabled') : undefined,
  );
}

// Per row of one page only, through the audit log's (user_id, created_at) index.
const lastLoginAt = sql<Date | null>`(select max(${auditLog.createdAt}) from ${auditLog}
  where ${auditLog.userId} = ${users.id} and ${auditLog.action} = 'login.success')`.mapWith(auditLog.createdAt);

/** One page of every user, with their company's name and last login, searched by username or phone. */
export async function findUserPage(db: Database, query: AdminUserListQuery) {
  const where = userFilter(query);
  const column = USER_SORT[query.sidx];
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      phone: shownPhone,
      email: users.email,
      companyId: users.companyId,
      companyName: companies.companyName,
      role: users.companyRole,
      isOperator: users.isOperator,
      operatorRoles: users.operatorRoles,
      isDisabled: users.isDisabled,
      createdAt: users.createdAt,
      lastLoginAt,
      total: totalOfAllRows(),
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .orderBy(query.sord === 'asc' ? asc(column) : desc(column), desc(users.id))
    .limit(query.limit)
    .offset(pageOffset(query));
  if (rows.length > 0) return { rows, total: rows[0]?.total ?? 0 };
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findUserById(db: Queryable, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      isDisabled: users.isDisabled,
      isOperator: users.isOperator,
      operatorRoles: users.operatorRoles,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function setOperatorRoles(db: Queryable, userId: number, roles: OperatorRole[], now: Date) {
  await db.update(users).set({ operatorRoles: roles, updatedAt: now }).where(eq(users.id, userId));
}

export async function setUserDisabled(db: Queryable, userId: number, isDisabled: boolean, now: Date) {
  await db.update(users).set({ isDisabled, updatedAt: now }).where(eq(users.id, userId));
}

// Qualified by hand: drizzle writes columns of a single-table select without their table name.
const memberCount = sql<number>`(select count(*) from "users" m where m."company_id" = "companies"."id")`.mapWith(
  Number,
);

export const companySummary = {
  id: companies.id,
  companyName: companies.companyName,
  socialCreditCode: companies.socialCreditCode,
  certificationStatus: companies.certificationStatus,
  providerStatus: companies.providerStatus,
  memberCount,
  createdAt: companies.createdAt,
};

/**
 * The companies an operator's filter finds: by name or credit code (the grams index finds the
 * candidates, ILIKE decides), and certification status.
 */
export function companyFilter(query: Omit<AdminCompanyListQuery, 'page' | 'limit'>): SQL | undefined {
  return and(
    query.keyword
      ? and(
          holdsGramsOf(companies.searchGrams, query.keyword),
          or(
            ilike(companies.companyName, containsPattern(query.keyword)),
            ilike(companies.socialCreditCode, containsPattern(query.keyword)),
          ),
        )
      : undefined,
    query.certificationStatus === undefined ? undefined : eq(companies.certificationStatus, query.certificationStatus),
  );
}

/**
 * One page of companies with their certification and provider status, searched by name or credit code,
 * and the count of all it finds. The page's ids are read from the order's index alone (a deep page skips
 * index entries, not rows and their member counts), and the count is an index-only scan of its own: a
 * window count over every matching company cost more than the page at 200,000 (issue 31).
 */
export async function findCompanyPage(db: Database, query: AdminCompanyListQuery) {
  const where = companyFilter(query);
  const column = COMPANY_SORT[query.sidx];
  // The id breaks ties in the order's own direction, so one index serves each order both ways.
  const direction = query.sord === 'asc' ? asc : desc;
  const order = [direction(column), direction(companies.id)];
  const pageIds = db
    .select({ id: companies.id })
    .from(companies)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(pageOffset(query));
  const [rows, [counted]] = await Promise.all([
    db
      .select(companySummary)
      .from(companies)
      .where(inArray(companies.id, pageIds))
      .orderBy(...order),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findCompanyById(db: Database, companyId: number) {
  const [row] = await db
    .select({
      ...companySummary,
      legalRepresentative: companies.legalRepresentative,
      companyType: companies.companyType,
      industryCategory: companies.industryCategory,
      secondaryIndustry: companies.secondaryIndustry,
      industry: companies.industry,
      employee: companies.employee,
      annualRevenue: companies.annualRevenue,
      contactName: companies.contactName,
      contactPhone: companies.contactPhone,
      personInCharge: companies.personInCharge,
      registeredAddress: companies.registeredAddress,
      companyProfile: companies.companyProfile,
      province: companies.province,
      city: companies.city,
      district: companies.district,
      companyWebsite: companies.companyWebsite,
      licenseFileId: companies.licenseFileId,
      logoFileId: companies.logoFileId,
      serviceProviderType: companies.serviceProviderType,
      serviceProviderCategory: companies.serviceProviderCategory,
      serviceIndustry: companies.serviceIndustry,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? null;
}

/** A company's members, administrators first. */
export function findCompanyMembers(db: Database, companyId: number) {
  return db
    .select({
      id: users.id,
      username: users.username,
      phone: shownPhone,
      role: users.companyRole,
      isDisabled: users.isDisabled,
    })
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(sql`${users.companyRole} = 'ADMIN' desc`, asc(users.id));
}
