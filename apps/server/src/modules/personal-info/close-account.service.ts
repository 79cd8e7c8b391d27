import { personalInfoMessages as pm } from '@dtmm/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { AppError } from '../../plugins/errors';
import { confirmCurrentPassword } from '../accounts/accounts.service';
import { recordAudit } from '../audit/audit.service';
import type { Principal } from '../auth/principal';
import { deleteUserSessions } from '../auth/sessions.repository';
import { countOtherAdmins, lockCompany } from '../members/members.repository';
import { anonymiseAccount, countOtherMembers, hasPendingCertification, lockAccount } from './close-account.repository';
import { insertRequest } from './personal-info-requests.repository';

/**
 * Why the account cannot be closed now, or null. The company row is locked before the account's, in
 * the order every member change takes them, so no role change or unbind slips between the check and
 * the closure (and none deadlocks with it).
 */
async function refusalOf(tx: Queryable, user: Principal): Promise<string | null> {
  const companyLocked = user.companyId === null ? null : await lockCompany(tx, user.companyId);
  const account = await lockAccount(tx, user.userId);
  if (!account || account.closedAt) throw AppError.unauthorized();
  const { companyId } = account;
  if (companyId !== null && account.companyRole === 'ADMIN') {
    const company = companyId === user.companyId ? companyLocked : await lockCompany(tx, companyId);
    const isSoleAdmin = (await countOtherAdmins(tx, companyId, user.userId)) === 0;
    if (isSoleAdmin && (await countOtherMembers(tx, companyId, user.userId)) > 0) {
      return pm.soleAdmin(company?.companyName ?? '');
    }
  }
  // An approval would make the closed account a company's ADMIN: the review ends first.
  if (await hasPendingCertification(tx, user.userId)) return pm.certificationPending;
  return null;
}

/**
 * POST /api/dtmm/auth/closeAccount (注销, 个人信息保护法 art. 47): the current password first; then, in
 * one transaction, either the refusal is recorded (and told), or the account is anonymised, leaves its
 * company (whose records stay the company's), loses every session, and the closure is recorded and
 * audited by user id alone. Operators' accounts are the organisation's and are closed by an administrator.
 */
export async function closeAccount(ctx: AppContext, request: FastifyRequest, user: Principal, password: string) {
  if (user.isOperator) throw AppError.forbidden(pm.operatorAccount);
  await confirmCurrentPassword(ctx, request, user, password, {
    refusedAction: 'pipl.close.refused',
    wrongMessage: pm.passwordWrong,
    detail: { reason: 'password' },
  });
  const refusal = await ctx.db.transaction(async (tx) => {
    const at = new Date(ctx.now());
    const reason = await refusalOf(tx, user);
    if (reason) {
      await insertRequest(tx, { userId: user.userId, kind: 'close', status: 'refused', note: reason, at });
      const detail = { reason };
      await recordAudit(tx, request, { action: 'pipl.close.refused', userId: user.userId, result: 'failure', detail });
      return reason;
    }
    await anonymiseAccount(tx, user.userId, at);
    await deleteUserSessions(tx, user.userId);
    await insertRequest(tx, { userId: user.userId, kind: 'close', status: 'completed', at });
    const detail = user.companyId === null ? {} : { companyId: user.companyId };
    await recordAudit(tx, request, {
      action: 'pipl.close',
      userId: user.userId,
      objectType: 'user',
      objectId: user.userId,
      detail,
    });
    return null;
  });
  if (refusal) throw AppError.conflict(refusal);
}
