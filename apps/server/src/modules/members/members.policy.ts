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

/**
 * A member's phone is shown in full to the member and to the ADMIN who added them (while an ADMIN),
 * masked (138****8000) to everyone else: joining a company does not hand one's number to all its members.
 */
export const canSeeFullPhone = (principal: Principal, member: { id: number; addedBy: number | null }): boolean =>
  member.id === principal.userId || (principal.companyRole === 'ADMIN' && member.addedBy === principal.userId);
