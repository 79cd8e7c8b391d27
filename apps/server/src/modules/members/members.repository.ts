import { type MemberListQuery, type MemberRole, pageOffset } from '@dtmm/shared';
import { and, asc, count, desc, eq, ilike, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database';
import { containsPattern, totalOfAllRows } from '../../lib/sql';
import { companies } from '../companies/companies.table';
import { shownPhone, users } from '../users/users.table';

/** The list's filter, order and page (whether phones are shown in full is the service's). */
type MemberPageQuery = Omit<MemberListQuery, 'unmask'>;

const SORT_COLUMNS = { createTime: users.createdAt, username: users.username } as const;

function memberFilter(companyId: number, query: MemberPageQuery): SQL | undefined {
  return and(
    eq(users.companyId, companyId),
    query.username ? ilike(users.username, containsPattern(query.username)) : undefined,
  );
}

/** One page of a company's members: ADMINs first, then by the chosen column (newest first by default). */
export async function findMemberPage(db: Database, companyId: number, query: MemberPageQuery) {
  const where = memberFilter(companyId, query);
  const column = SORT_COLUMNS[query.sidx];
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      phone: shownPhone,
      role: users.companyRole,
      createdAt: users.createdAt,
      total: totalOfAllRows(),
    })
    .from(users)
    .where(where)
    .orderBy(
      sql`(${users.companyRole} = 'ADMIN') desc`,
      query.sord === 'asc' ? asc(column) : desc(column),
      desc(users.id),
    )
    .limit(query.limit)
    .offset(pageOffset(query));
  if (rows.length > 0) return { rows, total: rows[0]?.total ?? 0 };
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * Locks the company row for the rest of the transaction and answers its certification status:
 * member changes of one company run one after another, so two of them cannot both remove the
 * last-but-one ADMIN.
 */
export async function lockCompany(tx: Queryable, companyId: number) {
  const [row] = await tx
    .select({ certificationStatus: companies.certificationStatus, companyName: companies.companyName })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return row ?? null;
}

/** A user of the given company (id, role), or null when the id names no member of it. */
export async function findMember(db: Queryable, companyId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id, username: users.username, role: users.companyRole })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

/** How many ADMINs the company has besides the given user. */
export async function countOtherAdmins(db: Queryable, companyId: number, exceptUserId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.companyRole, 'ADMIN'), ne(users.id, exceptUserId)));
  return row?.n ?? 0;
}

export async function findUserByPhone(db: Queryable, phone: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username, companyId: users.companyId, isOperator: users.isOperator })
    .from(users)
    .where(eq(users.phone, phone))
    .limit(1);
  return row ?? null;
}

export async function isUsernameTaken(db: Queryable, username: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return row !== undefined;
}

/** Binds a person without a company as USER, remembering who added them; false when they joined elsewhere meanwhile. */
export async function bindUser(db: Queryable, userId: number, companyId: number, addedBy: number | null, now: Date) {
  const done = await db
    .update(users)
    .set({ companyId, companyRole: 'USER', addedBy, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.companyId)))
    .returning({ id: users.id });
  return done.length === 1;
}

export interface NewMember {
  username: string;
  phone: string;
  passwordHash: string;
  companyId: number;
  addedBy: number;
  createdAt: Date;
}

export async function insertMember(db: Queryable, member: NewMember): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      ...member,
      companyRole: 'USER',
      // The ADMIN chose this password: the owner proves the phone and sets their own before signing in.
      mustSetPassword: true,
      credentialsChangedAt: member.createdAt,
      updatedAt: member.createdAt,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('insert into users returned no row');
  return row.id;
}

export async function unbindMember(db: Queryable, companyId: number, userId: number, now: Date) {
  await db
    .update(users)
    .set({ companyId: null, companyRole: null, addedBy: null, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
}

export async function setMemberRole(db: Queryable, companyId: number, userId: number, role: MemberRole, now: Date) {
  await db
    .update(users)
    .set({ companyRole: role, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
}
