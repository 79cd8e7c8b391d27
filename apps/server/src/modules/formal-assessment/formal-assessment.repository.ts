import {
  FORMAL_STATUSES,
  type FormalAssessmentType,
  type FormalStatus,
  OPEN_FORMAL_STATUSES,
  type PagingQuery,
  pageOffset,
} from '@dtmm/shared';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database';
import { containsPattern, totalOfAllRows } from '../../lib/sql';
import { auditLog } from '../audit/audit.table';
import { companies } from '../companies/companies.table';
import { files } from '../files/files.table';
import { users } from '../users/users.table';
import {
  type FormalApplicationRow,
  formalApplications as fa,
  formalApplicationEvidence,
} from './formal-applications.table';

export const assessors = alias(companies, 'assessors');

/** An application with the names and the report file its answers carry. */
const readColumns = {
  application: fa,
  companyName: companies.companyName,
  socialCreditCode: companies.socialCreditCode,
  assessorName: assessors.companyName,
  reportFile: files,
};
export type ApplicationRead = {
  application: FormalApplicationRow;
  companyName: string;
  socialCreditCode: string;
  assessorName: string | null;
  reportFile: typeof files.$inferSelect | null;
};

const withNames = (db: Queryable) =>
  db
    .select({ ...readColumns, total: totalOfAllRows() })
    .from(fa)
    .innerJoin(companies, eq(companies.id, fa.companyId))
    .leftJoin(assessors, eq(assessors.id, fa.assessorCompanyId))
    .leftJoin(files, eq(files.id, fa.reportFileId));

export async function findApplication(db: Queryable, id: number): Promise<ApplicationRead | null> {
  const [row] = await withNames(db).where(eq(fa.id, id));
  return row ?? null;
}

export interface ApplicationFilters {
  companyId?: number;
  status?: FormalStatus;
  assessmentType?: FormalAssessmentType;
  /** Company name or credit code, contained. */
  keyword?: string;
}

export function filtersOf(f: ApplicationFilters): SQL | undefined {
  const like = f.keyword ? containsPattern(f.keyword) : undefined;
  return and(
    f.companyId === undefined ? undefined : eq(fa.companyId, f.companyId),
    f.status ? eq(fa.status, f.status) : undefined,
    f.assessmentType ? eq(fa.assessmentType, f.assessmentType) : undefined,
    like ? or(ilike(companies.companyName, like), ilike(companies.socialCreditCode, like)) : undefined,
  );
}

export const APPLICATION_SORT = { createTime: fa.createdAt, id: fa.id } as const;

/**
 * One page of applications and the count of all that match, in one round trip (the window count
 * rides on the rows; only a page past the end counts separately).
 */
export async function findApplicationPage(
  db: Queryable,
  filters: ApplicationFilters,
  page: PagingQuery<keyof typeof APPLICATION_SORT>,
) {
  const where = filtersOf(filters);
  const column = APPLICATION_SORT[page.sidx];
  const rows = await withNames(db)
    .where(where)
    .orderBy(page.sord === 'asc' ? asc(column) : desc(column), desc(fa.id))
    .limit(page.limit)
    .offset(pageOffset(page));
  if (rows.length > 0) return { rows, total: rows[0]?.total ?? 0 };
  const [counted] = await db
    .select({ total: count() })
    .from(fa)
    .innerJoin(companies, eq(companies.id, fa.companyId))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** The evidence of these applications with its files, in the order the company attached it. */
export async function findEvidence(db: Queryable, applicationIds: number[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      applicationId: formalApplicationEvidence.applicationId,
      indicatorId: formalApplicationEvidence.indicatorId,
      file: files,
    })
    .from(formalApplicationEvidence)
    .innerJoin(files, eq(files.id, formalApplicationEvidence.fileId))
    .where(inArray(formalApplicationEvidence.applicationId, applicationIds))
    .orderBy(asc(formalApplicationEvidence.applicationId), asc(formalApplicationEvidence.position));
}

/** Statuses that make the type's next application a repeat one: pending, accepted or completed (not rejected). */
const COUNTED: readonly FormalStatus[] = [...OPEN_FORMAL_STATUSES, FORMAL_STATUSES.completed];

/** The company's application of the type still being handled, and whether any counts as an earlier one. */
export async function findApplicationHistory(db: Queryable, companyId: number, type: FormalAssessmentType) {
  const rows = await db
    .select({ id: fa.id, status: fa.status })
    .from(fa)
    .where(and(eq(fa.companyId, companyId), eq(fa.assessmentType, type), inArray(fa.status, [...COUNTED])));
  const open = rows.find((row) => OPEN_FORMAL_STATUSES.includes(row.status as FormalStatus));
  return {
    openId: open ? open.id : null,
    // A rejected application assessed nothing; any other (even one still waiting) makes the next a repeat.
    hasEarlier: rows.length > 0,
  };
}

export type NewApplication = typeof fa.$inferInsert;
/** What a decision writes besides the status. */
export type ApplicationChanges = Partial<NewApplication>;

export async function insertApplication(
  db: Queryable,
  application: NewApplication,
  evidence: { indicatorId: string; fileId: string }[],
): Promise<number> {
  const [row] = await db.insert(fa).values(application).returning({ id: fa.id });
  if (!row) throw new Error('formal application not inserted');
  if (evidence.length > 0) {
    await db
      .insert(formalApplicationEvidence)
      .values(evidence.map((item, position) => ({ ...item, applicationId: row.id, position })));
  }
  return row.id;
}

/**
 * A decision's conditional update: only an application in one of `from` moves. Null when it changed
 * meanwhile (or does not exist: the caller tells which).
 */
export async function decideApplication(
  db: Queryable,
  change: { id: number; from: readonly FormalStatus[]; set: ApplicationChanges },
): Promise<FormalApplicationRow | null> {
  const [row] = await db
    .update(fa)
    .set(change.set)
    .where(and(eq(fa.id, change.id), inArray(fa.status, [...change.from])))
    .returning();
  return row ?? null;
}

export async function companyMemberIds(db: Queryable, companyId: number): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
  return rows.map((row) => row.id);
}

/** The audit rows of one application, oldest first, with the acting user's name. */
export async function findAuditTrail(db: Queryable, applicationId: number, actions: readonly string[]) {
  return db
    .select({ action: auditLog.action, detail: auditLog.detail, at: auditLog.createdAt, by: users.username })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(
      and(inArray(auditLog.action, [...actions]), sql`${auditLog.detail}->>'applicationId' = ${String(applicationId)}`),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}
