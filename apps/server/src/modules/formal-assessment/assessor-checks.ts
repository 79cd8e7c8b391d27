import { ANSWER_TYPES, CERTIFICATION_STATUSES, formatDateTime, FORMAL_MESSAGES as m } from '@dtmm/shared';
import { and, desc, eq, max } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { AppError } from '../../plugins/errors';
import { assessmentRecords } from '../assessment/assessment.table';
import { companies } from '../companies/companies.table';

/**
 * The providers that have accompanied the company in the 551 topic (its answerType '2' records),
 * the latest first: none of them may assess it formally, which would be grading their own work.
 */
export async function findCompanionProviders(db: Queryable, companyId: number) {
  const latest = max(assessmentRecords.createdAt);
  return db
    .select({ id: companies.id, companyName: companies.companyName })
    .from(assessmentRecords)
    .innerJoin(companies, eq(companies.id, assessmentRecords.serviceProviderId))
    .where(and(eq(assessmentRecords.companyId, companyId), eq(assessmentRecords.answerType, ANSWER_TYPES.topic551)))
    .groupBy(companies.id, companies.companyName)
    .orderBy(desc(latest));
}

/** The assessing organisation: a certified provider other than the applicant and its 551 companions. */
export async function checkedAssessor(db: Queryable, applicantId: number, assessorId: number) {
  const [assessor] = await db
    .select({ id: companies.id, companyName: companies.companyName })
    .from(companies)
    .where(and(eq(companies.id, assessorId), eq(companies.providerStatus, CERTIFICATION_STATUSES.certified)));
  if (!assessor) throw AppError.badRequest(m.assessorUnknown);
  if (assessor.id === applicantId) throw AppError.badRequest(m.assessorIsApplicant);
  const companions = await findCompanionProviders(db, applicantId);
  if (companions.some((companion) => companion.id === assessor.id)) throw AppError.badRequest(m.assessorIsCompanion);
  return assessor;
}

/** The on-site date is today or later, in China time. */
export function assertScheduledDate(date: string, now: number) {
  if (date < formatDateTime(new Date(now)).slice(0, 10)) throw AppError.badRequest(m.scheduledDatePast);
}
