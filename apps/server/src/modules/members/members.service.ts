import {
  type AddMemberBody,
  CERTIFICATION_STATUSES,
  formatDateTime,
  type MemberListQuery,
  type MemberRole,
  maskPhone,
  memberMessages,
  messages,
  passwordProblem,
  username as usernameRule,
} from '@dtmm/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Transaction } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-errors';
import { AppError } from '../../plugins/errors';
import { recordAudit } from '../audit/audit.service';
import { recordPiiRead, userSubject } from '../audit/pii-reads';
import { hashPassword } from '../auth/password';
import type { Principal } from '../auth/principal';
import { endAllSessions } from '../auth/sessions.service';
import { inviteMember } from './invitations.service';
import { assertMayUnmaskMembers, requireCompany, requireCompanyAdmin } from './members.policy';
import {
  countOtherAdmins,
  findMember,
  findMemberPage,
  findUserByPhone,
  insertMember,
  isUsernameTaken,
  lockCompany,
  setMemberRole,
  unbindMember,
} from './members.repository';

const mm = memberMessages;

/**
 * The asker's company's members, one page. Phones are masked but one's own; the ADMIN asking with
 * `unmask` gets them in full, and that read is audited with whose numbers it showed.
 */
export async function listMembers(
  ctx: AppContext,
  request: FastifyRequest,
  principal: Principal,
  { unmask, ...query }: MemberListQuery,
) {
  const companyId = requireCompany(principal);
  if (unmask) assertMayUnmaskMembers(principal);
  const { rows, total } = await findMemberPage(ctx.db, companyId, query);
  const items = rows.map((row) => ({
    id: String(row.id),
    username: row.username,
    phone: unmask || row.id === principal.userId ? row.phone : maskPhone(row.phone),
    role: row.role ?? ('USER' as const),
    createTime: formatDateTime(row.createdAt),
  }));
  const others = rows.filter((row) => row.id !== principal.userId).map((row) => userSubject(row.id));
  if (unmask && others.length > 0) {
    await recordPiiRead(ctx.db, request, {
      readerId: principal.userId,
      objectType: 'company',
      objectId: companyId,
      fields: ['phone'],
      subjects: others,
    });
  }
  return { items, total };
}

/**
 * Locks the company, checks it is certified and that the asker is (still) its ADMIN: the principal
 * was read before the lock, and a parallel change may have demoted them.
 */
async function openMemberChange(tx: Transaction, companyId: number, principal: Principal) {
  const company = await lockCompany(tx, companyId);
  if (!company || company.certificationStatus !== CERTIFICATION_STATUSES.certified) {
    throw AppError.badRequest(messages.certification.companyFirst);
  }
  const asker = await findMember(tx, companyId, principal.userId);
  if (asker?.role !== 'ADMIN') throw AppError.forbidden();
  return company;
}

/**
 * Adds a member (portal.md 5.7). The phone of an existing account never binds it: its owner gets an
 * invitation to accept or decline (an operator, or a member of another company, is refused). An
 * unknown phone gets a new USER account whose password (held to the register rules, 5.2) the owner
 * must replace after proving the phone by SMS code. Answers the message to show.
 */
export async function addMember(ctx: AppContext, request: FastifyRequest, principal: Principal, body: AddMemberBody) {
  const companyId = requireCompanyAdmin(principal);
  const existing = await findUserByPhone(ctx.db, body.phone);
  const passwordHash = existing ? null : await hashPassword(checkNewAccount(body));
  try {
    return await ctx.db.transaction(async (tx) => {
      const company = await openMemberChange(tx, companyId, principal);
      const now = new Date(ctx.now());
      const owner = await findUserByPhone(tx, body.phone);
      if (owner) {
        if (owner.companyId === companyId) throw AppError.badRequest(mm.alreadyMember);
        if (owner.isOperator) throw AppError.badRequest(mm.operatorNotMember);
        if (owner.companyId !== null) throw AppError.badRequest(mm.phoneBoundElsewhere);
        await inviteMember(tx, {
          companyId,
          companyName: company.companyName,
          inviter: principal,
          userId: owner.id,
          now,
        });
      } else {
        if (passwordHash === null) throw AppError.badRequest(mm.phoneBoundElsewhere);
        if (await isUsernameTaken(tx, body.username)) throw AppError.badRequest(messages.auth.usernameTaken);
        const memberId = await insertMember(tx, {
          username: body.username,
          phone: body.phone,
          passwordHash,
          companyId,
          addedBy: principal.userId,
          createdAt: now,
        });
        await recordAudit(tx, request, {
          action: 'member.add',
          userId: principal.userId,
          subject: body.username,
          objectType: 'user',
          objectId: memberId,
          detail: { companyId, memberId, phone: maskPhone(body.phone) },
        });
        return messages.common.saved;
      }
      await recordAudit(tx, request, {
        action: 'member.invite',
        userId: principal.userId,
        subject: owner.username,
        objectType: 'user',
        objectId: owner.id,
        detail: { companyId, userId: owner.id, phone: maskPhone(body.phone) },
      });
      return mm.invited;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A parallel registration took the name or the phone between the check and the insert.
    if (await findUserByPhone(ctx.db, body.phone)) throw AppError.badRequest(messages.auth.phoneTaken);
    throw AppError.badRequest(messages.auth.usernameTaken);
  }
}

/** A new account's username and password follow the register rules (5.2); answers the password. */
function checkNewAccount(body: AddMemberBody): string {
  const name = usernameRule.safeParse(body.username);
  if (!name.success) throw AppError.badRequest(name.error.issues[0]?.message ?? messages.auth.usernameLength);
  const problem = passwordProblem(body.password);
  if (problem) throw AppError.badRequest(messages.validation[problem]);
  return body.password;
}

/** Guards shared by unbind and role change: a member of this company, and an ADMIN stays. */
async function loadChangeTarget(tx: Transaction, companyId: number, memberId: number, losesAdmin: boolean) {
  const target = await findMember(tx, companyId, memberId);
  if (!target) throw AppError.notFound();
  if (losesAdmin && target.role === 'ADMIN' && (await countOtherAdmins(tx, companyId, memberId)) === 0) {
    throw AppError.badRequest(mm.lastAdmin);
  }
  return target;
}

/** Unbinds a member (never oneself, never the last ADMIN); their sessions end at once. */
export async function unbindMemberOf(ctx: AppContext, request: FastifyRequest, principal: Principal, memberId: number) {
  const companyId = requireCompanyAdmin(principal);
  if (memberId === principal.userId) throw AppError.badRequest(mm.cannotUnbindSelf);
  await ctx.db.transaction(async (tx) => {
    await openMemberChange(tx, companyId, principal);
    const target = await loadChangeTarget(tx, companyId, memberId, true);
    const now = new Date(ctx.now());
    await unbindMember(tx, companyId, memberId, now);
    await endAllSessions(tx, memberId, 'unbound', now);
    await recordAudit(tx, request, {
      action: 'member.unbind',
      userId: principal.userId,
      subject: target.username,
      objectType: 'user',
      objectId: memberId,
      detail: { companyId, memberId, role: target.role },
    });
  });
}

/** Makes a member ADMIN or USER; the company keeps at least one ADMIN. */
export async function changeMemberRole(
  ctx: AppContext,
  request: FastifyRequest,
  principal: Principal,
  memberId: number,
  role: MemberRole,
) {
  const companyId = requireCompanyAdmin(principal);
  await ctx.db.transaction(async (tx) => {
    await openMemberChange(tx, companyId, principal);
    const target = await loadChangeTarget(tx, companyId, memberId, role !== 'ADMIN');
    if (target.role === role) return;
    await setMemberRole(tx, companyId, memberId, role, new Date(ctx.now()));
    await recordAudit(tx, request, {
      action: 'member.role',
      userId: principal.userId,
      subject: target.username,
      objectType: 'user',
      objectId: memberId,
      detail: { companyId, memberId, from: target.role, to: role },
    });
  });
}
