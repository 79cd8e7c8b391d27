import { messages, SERVICE_MESSAGES } from '@dtmm/shared';
import { AppError } from '../../plugins/errors';
import type { Principal } from '../auth/principal';

/**
 * A provider's served enterprises are its own members' business (assessment.md 6; portal.md 2.6):
 * any member of the certified provider reads them, its ADMIN members save evidence. Everyone else —
 * another provider, the enterprise's own members — learns nothing of a served row (404).
 */

/** Reading: a member (ADMIN or USER) of a certified provider; answers the provider's company. */
export function requireProviderMember(asker: Principal): number {
  if (asker.companyId === null || !asker.isProvider) throw AppError.badRequest(messages.certification.providerFirst);
  return asker.companyId;
}

/** Saving evidence: the provider's ADMIN; a USER member may look, not change (as for solutions). */
export function requireProviderAdmin(asker: Principal): number {
  const providerId = requireProviderMember(asker);
  if (asker.companyRole !== 'ADMIN') throw AppError.forbidden();
  return providerId;
}

/** The served row is the provider's own (its record names the provider), else "not found". */
export function assertServes<T extends { serviceProviderId: number | null }>(
  row: T | null,
  providerId: number,
): asserts row is T {
  if (!row || row.serviceProviderId !== providerId) throw AppError.notFound(SERVICE_MESSAGES.notFound);
}
