import { type AgreementRef, isMobile, type SessionUser } from '@dtmm/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';
import { type Principal, principalColumns, toPrincipalFields } from './principal';

type PrincipalFields = Omit<Principal, 'sessionId' | 'consentPending'>;

export type LoginUser = PrincipalFields & {
  passwordHash: string;
  isDisabled: boolean;
  mustSetPassword: boolean;
};

/**
 * The account a login name names: a mobile-shaped name is a phone number and is looked up only as
 * one (usernames of that shape are refused, and an old one must not answer someone else's phone);
 * anything else is a username. A closed account names nobody: it answers as a name that never existed.
 */
export async function findLoginUser(db: Database, loginName: string): Promise<LoginUser | null> {
  const [row] = await db
    .select({ ...principalColumns, passwordHash: users.passwordHash, mustSetPassword: users.mustSetPassword })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(isMobile(loginName) ? eq(users.phone, loginName) : eq(users.username, loginName), isNull(users.closedAt)),
    )
    .limit(1);
  if (!row) return null;
  const { passwordHash, mustSetPassword, isDisabled } = row;
  return { ...toPrincipalFields(row), passwordHash, isDisabled, mustSetPassword };
}

/**
 * The logged-in user as the browser keeps it (portal.md 3): ids as strings, and the agreements the
 * person still has to accept when there are any.
 */
export function toSessionUser(user: PrincipalFields, consentRequired: AgreementRef[] = []): SessionUser {
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
    isCompanyCertified: user.isCompanyCertified,
    isOperator: user.isOperator,
    operatorRoles: user.operatorRoles,
    isProvider: user.isProvider,
    ...(consentRequired.length > 0 ? { consentRequired } : {}),
  };
}
