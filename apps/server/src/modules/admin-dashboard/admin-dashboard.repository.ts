import { type CertifyType, DASHBOARD_OLDEST_COUNT } from '@dtmm/shared';
import { and, asc, count, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { certificationEvents, certificationRequests as r } from '../certifications/certifications.table';
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';

/** `(select count(*) from <table> where …)` as a column of the one figures query. */
const countOf = (table: typeof r | typeof companies | typeof certificationEvents, where: SQL | undefined) =>
  sql<number>`(select count(*) from ${table} where ${where})`.mapWith(Number);

const waiting = (type: CertifyType) => countOf(r, and(eq(r.status, 2), eq(r.certifyType, type)));

/** Every figure of the dashboard in one round trip: scalar subqueries beside the users count. */
export async function countFigures(db: Database, since: Date) {
  const [row] = await db
    .select({
      users: count(),
      disabledUsers: sql<number>`count(*) filter (where ${users.isDisabled})`.mapWith(Number),
      waitingEnterprise: waiting('企业'),
      waitingProvider: waiting('服务商'),
      certifiedCompanies: countOf(companies, eq(companies.certificationStatus, 1)),
      certifiedProviders: countOf(companies, eq(companies.providerStatus, 1)),
      recentDecisions: countOf(
        certificationEvents,
        and(inArray(certificationEvents.action, ['approve', 'reject']), gte(certificationEvents.at, since)),
      ),
    })
    .from(users);
  if (!row) throw new Error('the figures query answers one row');
  return row;
}

/** The requests waiting longest, oldest first (the queue index on status, submitted_at serves it). */
export function findOldestWaiting(db: Database) {
  return db
    .select({
      id: r.id,
      certifyType: r.certifyType,
      companyName: sql<string | null>`${r.payload}->>'companyName'`,
      submittedAt: r.submittedAt,
    })
    .from(r)
    .where(eq(r.status, 2))
    .orderBy(asc(r.submittedAt), asc(r.id))
    .limit(DASHBOARD_OLDEST_COUNT);
}
