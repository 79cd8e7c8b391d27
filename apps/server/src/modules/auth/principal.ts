import { CERTIFICATION_STATUSES, type OperatorRole } from '@dtmm/shared';
import { and, eq, gt, gte, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { perDatabase } from '../../db/per-database';
import { companies } from '../companies/companies.table';
import { shownPhone, users } from '../users/users.table';
import { isSessionId } from './sessions.repository';
import { sessions } from './sessions.table';

/** Who asks, as every policy sees it. Loaded fresh per request, so a role change applies at once. */
export interface Principal {
  userId: number;
  /** The session row the access token names; logout revokes its family. */
  sessionId: string;
  username: string;
  phone: string;
  email: string | null;
  companyId: number | null;
  companyName: string | null;
  /** The company logo's file id (a public image), for the user centre's header. */
  companyLogo: string | null;
  companyRole: 'ADMIN' | 'USER' | null;
  /** The company's enterprise certification is approved (and not since rejected): it may assess and be counted. */
  isCompanyCertified: boolean;
  /** The company is a certified service provider. */
  isProvider: boolean;
  isOperator: boolean;
  /** The operator's back-office roles; empty for everyone who is not an operator. */
  operatorRoles: OperatorRole[];
  /** The session was opened before the person agreed to the current 用户协议 and 隐私政策 (plugins/auth). */
  consentPending: boolean;
}

/** The user and company columns a principal is made of; users left-joined to companies. */
export const principalColumns = {
  userId: users.id,
  username: users.username,
  phone: shownPhone,
  email: users.email,
  isDisabled: users.isDisabled,
  isOperator: users.isOperator,
  operatorRoles: users.operatorRoles,
  companyId: users.companyId,
  companyRole: users.companyRole,
  companyName: companies.companyName,
  companyLogo: companies.logoFileId,
  providerStatus: companies.providerStatus,
  certificationStatus: companies.certificationStatus,
};

type PrincipalRow = Omit<Principal, 'isProvider' | 'isCompanyCertified' | 'sessionId' | 'consentPending'> & {
  providerStatus: number | null;
  certificationStatus: number | null;
};

/** A principal's fields from a row of `principalColumns`: no role without a company. */
export function toPrincipalFields({
  providerStatus,
  certificationStatus,
  ...row
}: PrincipalRow): Omit<Principal, 'sessionId' | 'consentPending'> {
  return {
    userId: row.userId,
    username: row.username,
    phone: row.phone,
    email: row.email,
    companyId: row.companyId,
    companyName: row.companyName,
    companyLogo: row.companyLogo,
    companyRole: row.companyId === null ? null : row.companyRole,
    isCompanyCertified: row.companyId !== null && certificationStatus === CERTIFICATION_STATUSES.certified,
    isProvider: providerStatus === 1,
    isOperator: row.isOperator,
    operatorRoles: row.isOperator ? row.operatorRoles : [],
  };
}

/**
 * The token's session is live: its own row for this user, unrevoked, unexpired and younger than the
 * user's last credentials change. The principal query joins it, and so does any statement that acts
 * on a token's claims without loading the principal (the assessment's save).
 */
export const liveSession = (sessionId: SQLWrapper | string, now: SQLWrapper): SQL =>
  and(
    eq(sessions.id, sessionId),
    eq(sessions.userId, users.id),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gte(sessions.createdAt, users.credentialsChangedAt),
  ) as SQL;

/**
 * The principal query, prepared once per database: it runs on every signed-in request, so drizzle
 * builds its SQL once and PostgreSQL plans it once per connection.
 */
function preparePrincipalQuery(db: Database) {
  return db
    .select({ ...principalColumns, consentPending: sessions.consentPending })
    .from(users)
    .innerJoin(sessions, liveSession(sql.placeholder('sessionId'), sql`${sql.placeholder('now')}::timestamptz`))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('load_principal');
}
const principalQueryOf = perDatabase(preparePrincipalQuery);

/**
 * The principal of an access token, in one query: the user (not disabled), their company, and the
 * token's session, which must be unrevoked, unexpired and younger than the user's last credentials
 * change. Null when any of that fails.
 */
export async function loadPrincipal(db: Database, userId: number, sessionId: string, now: Date) {
  if (!isSessionId(sessionId)) return null;
  const [row] = await principalQueryOf(db).execute({ userId, sessionId, now: now.toISOString() });
  if (!row || row.isDisabled) return null;
  const { consentPending, ...fields } = row;
  return { ...toPrincipalFields(fields), sessionId, consentPending };
}
