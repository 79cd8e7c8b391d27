import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { assessmentAnswers, assessmentRecords } from '../assessment/assessment.table';
import { auditLog } from '../audit/audit.table';
import { sessions } from '../auth/sessions.table';
import { certificationRequests } from '../certifications/certifications.table';
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';

/** How many login events and answers a copy lists at most (newest first): a person's, not a table's. */
export const COPY_ROW_LIMIT = 2_000;

export async function findAccount(db: Queryable, userId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      username: users.username,
      phone: users.phone,
      email: users.email,
      createdAt: users.createdAt,
      isOperator: users.isOperator,
      companyId: users.companyId,
      companyRole: users.companyRole,
      companyName: companies.companyName,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The certification requests the person filed, with the company's name as the request gave it. */
export function findCertificationsFiled(db: Queryable, userId: number) {
  const r = certificationRequests;
  return db
    .select({
      id: r.id,
      companyName: sql<string>`coalesce(${companies.companyName}, ${r.payload}->>'companyName', '')`,
      certifyType: r.certifyType,
      status: r.status,
      submittedAt: r.submittedAt,
    })
    .from(r)
    .leftJoin(companies, eq(companies.id, r.companyId))
    .where(eq(r.applicantUserId, userId))
    .orderBy(desc(r.submittedAt));
}

/** The assessment records the person started (they belong to their company). */
export function findRecordsStarted(db: Queryable, userId: number) {
  const r = assessmentRecords;
  return db
    .select({
      id: r.id,
      companyName: companies.companyName,
      answerType: r.answerType,
      status: r.status,
      createdAt: r.createdAt,
      completedAt: r.completedAt,
    })
    .from(r)
    .innerJoin(companies, eq(companies.id, r.companyId))
    .where(eq(r.createdBy, userId))
    .orderBy(desc(r.createdAt));
}

/** The answers the person saved last (an answer another member changed since is theirs now). */
export function findAnswersSaved(db: Queryable, userId: number) {
  const a = assessmentAnswers;
  return db
    .select({
      recordId: a.recordId,
      bankVersion: assessmentRecords.bankVersion,
      questionId: a.questionId,
      level: a.level,
      optionIds: a.optionIds,
      answeredAt: a.answeredAt,
    })
    .from(a)
    .innerJoin(assessmentRecords, eq(assessmentRecords.id, a.recordId))
    .where(eq(a.answeredBy, userId))
    .orderBy(desc(a.answeredAt), a.questionId)
    .limit(COPY_ROW_LIMIT);
}

const LOGIN_EVENTS = ['login.success', 'login.failure', 'login.locked', 'logout'];

/** Sign-ins, refused sign-ins and sign-outs of the account, from the audit trail. */
export function findLoginEvents(db: Queryable, userId: number) {
  return db
    .select({
      action: auditLog.action,
      result: auditLog.result,
      ip: auditLog.ip,
      userAgent: auditLog.userAgent,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(and(eq(auditLog.userId, userId), inArray(auditLog.action, LOGIN_EVENTS)))
    .orderBy(desc(auditLog.createdAt))
    .limit(COPY_ROW_LIMIT);
}

export function findSessionsOf(db: Queryable, userId: number) {
  return db
    .select({
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt))
    .limit(COPY_ROW_LIMIT);
}
