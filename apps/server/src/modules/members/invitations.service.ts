import {
  CERTIFICATION_STATUSES,
  formatDateTime,
  INVITATION_DAYS,
  type InvitationItem,
  memberMessages as mm,
} from '@dtmm/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Transaction } from '../../db/database';
import { AppError } from '../../plugins/errors';
import { recordAudit } from '../audit/audit.service';
import type { Principal } from '../auth/principal';
import { hasPendingRequest } from '../certifications/certifications.repository';
import { notify } from '../notifications/notifications.service';
import {
  closeInvitation,
  findInvitationPage,
  lockInvitee,
  lockOwnInvitation,
  openInvitation,
} from './invitations.repository';
import { bindUser, lockCompany } from './members.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An existing account is invited, never bound: it joins when its owner accepts (issue 11, finding 1). */
export async function inviteMember(
  tx: Transaction,
  invitation: { companyId: number; companyName: string; inviter: Principal; userId: number; now: Date },
) {
  const expiresAt = new Date(invitation.now.getTime() + INVITATION_DAYS * DAY_MS);
  const { companyId, userId, now } = invitation;
  const isNew = await openInvitation(tx, { companyId, userId, invitedBy: invitation.inviter.userId, now, expiresAt });
  if (!isNew) return;
  const until = formatDateTime(expiresAt).slice(0, 16);
  await notify(
    tx,
    userId,
    {
      title: mm.invitationTitle,
      content: mm.invitationText(invitation.companyName, invitation.inviter.username, until),
    },
    now,
  );
}

/** The asker's invitations, one page; an open one past its time reads 'expired'. */
export async function listInvitations(ctx: AppContext, principal: Principal, page: { page: number; limit: number }) {
  const { rows, total } = await findInvitationPage(ctx.db, principal.userId, page);
  const now = ctx.now();
  const items: InvitationItem[] = rows.map((row) => ({
    id: String(row.id),
    companyName: row.companyName,
    inviter: row.inviter ?? '',
    status: row.status === 'pending' && row.expiresAt.getTime() <= now ? 'expired' : row.status,
    createTime: formatDateTime(row.createdAt),
    expireTime: formatDateTime(row.expiresAt),
  }));
  return { items, total };
}

/** Locks the asker's open invitation and checks it is still open; anyone else's is not found. */
async function openDecision(tx: Transaction, principal: Principal, id: number, now: Date) {
  const invitation = await lockOwnInvitation(tx, id, principal.userId);
  if (!invitation) throw AppError.notFound();
  if (invitation.status !== 'pending') throw AppError.conflict(mm.invitationDone);
  if (invitation.expiresAt.getTime() <= now.getTime()) throw AppError.badRequest(mm.invitationExpired);
  return invitation;
}

/**
 * Accepts: the person joins as USER when they are still free to (no company, not an operator, no
 * enterprise certification of their own under review) and the company is still certified.
 */
export async function acceptInvitation(ctx: AppContext, request: FastifyRequest, principal: Principal, id: number) {
  await ctx.db.transaction(async (tx) => {
    const now = new Date(ctx.now());
    const invitation = await openDecision(tx, principal, id, now);
    const company = await lockCompany(tx, invitation.companyId);
    const invitee = await lockInvitee(tx, principal.userId);
    if (!invitee || invitee.isOperator) throw AppError.badRequest(mm.operatorNotMember);
    if (invitee.companyId !== null) throw AppError.badRequest(mm.invitationHasCompany);
    if (await hasPendingRequest(tx, { companyId: null, userId: principal.userId }, '企业')) {
      throw AppError.badRequest(mm.invitationPendingCertification);
    }
    if (company?.certificationStatus !== CERTIFICATION_STATUSES.certified) {
      throw AppError.badRequest(mm.invitationCompanyGone);
    }
    if (!(await bindUser(tx, principal.userId, invitation.companyId, invitation.invitedBy, now))) {
      throw AppError.badRequest(mm.invitationHasCompany);
    }
    await closeInvitation(tx, id, 'accepted', now);
    await tellInviter(tx, invitation.invitedBy, mm.acceptedText(invitee.username, company.companyName), now);
    await recordAudit(tx, request, {
      action: 'member.join',
      userId: principal.userId,
      subject: invitee.username,
      detail: { companyId: invitation.companyId, invitationId: id, invitedBy: invitation.invitedBy },
    });
  });
}

export async function declineInvitation(ctx: AppContext, request: FastifyRequest, principal: Principal, id: number) {
  await ctx.db.transaction(async (tx) => {
    const now = new Date(ctx.now());
    const invitation = await openDecision(tx, principal, id, now);
    const company = await lockCompany(tx, invitation.companyId);
    await closeInvitation(tx, id, 'declined', now);
    await tellInviter(tx, invitation.invitedBy, mm.declinedText(principal.username, company?.companyName ?? ''), now);
    await recordAudit(tx, request, {
      action: 'member.decline',
      userId: principal.userId,
      subject: principal.username,
      detail: { companyId: invitation.companyId, invitationId: id },
    });
  });
}

async function tellInviter(tx: Transaction, inviterId: number | null, content: string, now: Date) {
  if (inviterId !== null) await notify(tx, inviterId, { title: mm.answerTitle, content }, now);
}
