import { messages } from '@dtmm/shared';
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

/** Phones are shown in full to an ADMIN, masked (138****8000) to a USER. */
export const canSeeFullPhones = (principal: Principal): boolean => principal.companyRole === 'ADMIN';
