import { isMobile, type SessionUser } from '@dtmm/shared';
import { desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';
import { type Principal, principalColumns, toPrincipalFields } from './principal';

export type LoginUser = Omit<Principal, 'sessionId'> & { passwordHash: string; isDisabled: boolean };

/**
 * The account a login name names: the username, or else the phone number. A username that looks
 * like someone else's phone number wins over that phone number.
 */
export async function findLoginUser(db: Database, loginName: string): Promise<LoginUser | null> {
  const byName = eq(users.username, loginName);
  const [row] = await db
    .select({ ...principalColumns, passwordHash: users.passwordHash })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(isMobile(loginName) ? or(byName, eq(users.phone, loginName)) : byName)
    .orderBy(desc(sql`${byName}`))
    .limit(1);
  if (!row) return null;
  return { ...toPrincipalFields(row), passwordHash: row.passwordHash, isDisabled: row.isDisabled };
}

/** The logged-in user as the browser keeps it (portal.md 3): ids as strings. */
export function toSessionUser(user: Omit<Principal, 'sessionId'>): SessionUser {
  return {
    userId: String(user.userId),
    userName: user.username,
    userEmail: user.email,
    userMobilePhone: user.phone,
    phone: user.phone,
    companyId: user.companyId === null ? null : String(user.companyId),
    companyName: user.companyName,
    companyLogo: user.companyLogo,
    role: user.companyRole,
    isOperator: user.isOperator,
    isProvider: user.isProvider,
  };
}
