import { examMessages as em, messages, RECORD_STATUSES } from '@dtmm/shared';
import { AppError } from '../../plugins/errors';
import type { Principal } from '../auth/principal';
import type { AssessmentRecordRow } from './assessment.table';

type Asker = Pick<Principal, 'companyId' | 'isOperator'>;
type Assessor = Pick<Principal, 'companyId' | 'isCompanyCertified'>;
type Member = Pick<Principal, 'companyRole'>;
type RecordOwners = Pick<AssessmentRecordRow, 'companyId' | 'serviceProviderId'>;
type RecordOutcome = Pick<AssessmentRecordRow, 'status' | 'result' | 'completedAt'>;

/**
 * Starting, answering, listing and withdrawing assessments (diagnosis, 551, DCMM) and applying
 * formally need a member of a certified company (assessment.md 5: '请先先完成企业认证！'). A company
 * whose certification is under review or rejected has members (its applicant) but may not assess:
 * its report would carry a verification code for a name nobody has checked.
 */
export function requireAssessingCompany(asker: Assessor): number {
  if (asker.companyId === null || !asker.isCompanyCertified) {
    throw AppError.badRequest(messages.certification.companyFirst);
  }
  return asker.companyId;
}

/** Records and answers: the company's members, its chosen 551 provider and operators; nobody else. */
export const mayReadRecord = (record: RecordOwners, asker: Asker) =>
  asker.isOperator ||
  (asker.companyId !== null && (asker.companyId === record.companyId || asker.companyId === record.serviceProviderId));

/**
 * Of the company's records, the ones this reader of one of them may read too: all for its members and
 * operators, only those it served for a 551 provider (its trend must not show the others). Null: all.
 */
export const readableProviderOf = (record: RecordOwners, asker: Asker): number | null =>
  asker.isOperator || asker.companyId === record.companyId ? null : asker.companyId;

/** Only the owning company's members change a record; anyone else learns nothing of it (404). */
export function assertMayAnswer(record: RecordOwners | null, companyId: number): asserts record is RecordOwners {
  if (!record || record.companyId !== companyId) throw AppError.notFound();
}

/** A completed record is the company's: only its ADMIN withdraws one (a USER member: 403). */
export function assertMayWithdraw(asker: Member): void {
  if (asker.companyRole !== 'ADMIN') throw AppError.forbidden();
}

/** A result and a report exist only for a completed record; a withdrawn one says so. */
export function assertCompleted<T extends RecordOutcome>(
  record: T,
): asserts record is T & { result: NonNullable<T['result']>; completedAt: Date } {
  if (record.status === RECORD_STATUSES.withdrawn) throw AppError.badRequest(em.recordWithdrawn);
  if (record.status !== RECORD_STATUSES.completed || !record.result || !record.completedAt) {
    throw AppError.badRequest(em.notCompleted);
  }
}
