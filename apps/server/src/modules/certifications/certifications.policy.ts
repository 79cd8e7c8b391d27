import { CERTIFICATION_MESSAGES, messages } from '@dtmm/shared';
import { AppError } from '../../plugins/errors';
import type { Principal } from '../auth/principal';

type Asker = Pick<Principal, 'userId' | 'companyId' | 'companyRole' | 'isOperator'>;

/**
 * Enterprise certification: a person without a company starts one; in a company only its ADMIN
 * (re)submits. Operators never belong to a company, so they never start one.
 */
export function assertMayCertifyEnterprise(asker: Asker) {
  if (asker.isOperator) throw AppError.forbidden(CERTIFICATION_MESSAGES.operatorApplicant);
  if (asker.companyId !== null && asker.companyRole !== 'ADMIN') throw AppError.forbidden();
}

/** Provider certification: the ADMIN of a certified company. */
export function assertMayCertifyProvider(asker: Asker, companyCertified: boolean) {
  if (asker.companyId === null || !companyCertified) throw AppError.badRequest(messages.certification.companyFirst);
  if (asker.companyRole !== 'ADMIN') throw AppError.forbidden();
}

/** Company details: its members and operators; anyone else learns nothing, not even that it exists. */
export function assertMayReadCompany(asker: Asker, companyId: number) {
  if (!asker.isOperator && asker.companyId !== companyId) throw AppError.notFound();
}

/** Operators decide, never on their own request. */
export function assertMayDecide(asker: Asker, applicantUserId: number, ownRequestMessage: string) {
  if (!asker.isOperator) throw AppError.forbidden();
  if (asker.userId === applicantUserId) throw AppError.forbidden(ownRequestMessage);
}
