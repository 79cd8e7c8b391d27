import { messages, PII_MESSAGES } from '@dtmm/shared';
import { AppError } from '../../plugins/errors';
import type { Principal } from '../auth/principal';

/** The asker's company: every member call needs one (portal.md 8: '请先先完成企业认证！'). */
export function requireCompany(principal: Principal): number {
  if (principal.companyId === null) throw AppError.badRequest(messages.certification.companyFirst);
  return principal.companyId;
}

/** Only a company's ADMIN changes its members (portal.md 6); a USER may only list them. */
export function requireCompanyAdmin(principal: Principal): number {
  const companyId = requireCompany(principal);
  if (principal.companyRole !== 'ADMIN') throw AppError.forbidden();
  return companyId;
}

/**
 * Members' phones are masked (138****8000) in the list, one's own aside: joining a company does not hand
 * one's number to all its members. The company's ADMIN, who manages them, may ask for them in full
 * (`unmask=1`, audited); anyone else asking is refused.
 */
export function assertMayUnmaskMembers(principal: Principal): void {
  if (principal.companyRole !== 'ADMIN') throw AppError.forbidden(PII_MESSAGES.notEntitled);
}
