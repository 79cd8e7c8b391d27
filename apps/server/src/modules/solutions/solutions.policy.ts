import { messages, SOLUTION_STATUSES } from '@dtmm/shared';
import { AppError } from '../../plugins/errors';
import type { Principal } from '../auth/principal';
import type { SolutionRow } from './solutions.table';

/**
 * Publishing needs a certified provider (portal.md 5.8) and its ADMIN: a USER member may look,
 * not change. Answers the company the solution belongs to.
 */
export function assertMayPublish(asker: Principal): number {
  if (asker.companyId === null || !asker.isProvider) throw AppError.badRequest(messages.certification.providerFirst);
  if (asker.companyRole !== 'ADMIN') throw AppError.forbidden();
  return asker.companyId;
}

/** The company's own list: any member of a certified provider. */
export function assertMayListOwn(asker: Principal): number {
  if (asker.companyId === null || !asker.isProvider) throw AppError.badRequest(messages.certification.providerFirst);
  return asker.companyId;
}

/** Own entries in any status, operators any; everyone else only approved ones (the rest is "not found"). */
export const mayRead = (solution: Pick<SolutionRow, 'companyId' | 'tableFlag'>, asker: Principal | null) =>
  solution.tableFlag === SOLUTION_STATUSES.approved ||
  (asker !== null && (asker.isOperator || asker.companyId === solution.companyId));
