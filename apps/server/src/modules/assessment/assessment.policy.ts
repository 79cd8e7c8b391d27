import { messages } from '@dtmm/shared';
import { AppError } from '../../plugins/errors';
import type { Principal } from '../auth/principal';
import type { AssessmentRecordRow } from './assessment.table';

type Asker = Pick<Principal, 'companyId' | 'isOperator'>;
type RecordOwners = Pick<AssessmentRecordRow, 'companyId' | 'serviceProviderId'>;

/**
 * Starting and answering an assessment needs a member of a certified company (assessment.md 5:
 * '请先先完成企业认证！'): a user has a company only once its certification is approved.
 */
export function requireAssessingCompany(asker: Asker): number {
  if (asker.companyId === null) throw AppError.badRequest(messages.certification.companyFirst);
  return asker.companyId;
}

/** Records and answers: the company's members, its chosen 551 provider and operators; nobody else. */
export const mayReadRecord = (record: RecordOwners, asker: Asker) =>
  asker.isOperator ||
  (asker.companyId !== null && (asker.companyId === record.companyId || asker.companyId === record.serviceProviderId));

/** Only the owning company's members change a record; anyone else learns nothing of it (404). */
export function assertMayAnswer(record: RecordOwners | null, companyId: number): asserts record is RecordOwners {
  if (!record || record.companyId !== companyId) throw AppError.notFound();
}
