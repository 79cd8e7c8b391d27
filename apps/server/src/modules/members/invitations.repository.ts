import { pageOffset } from '@dtmm/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Queryable } from '../../db/database';
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';
import { memberInvitations as invitations } from './invitations.table';

const inviters = alias(users, 'inviters');

/**
 * Opens an invitation, or renews the open one of the same company and person (a second add of the
 * same phone must not stack messages); true when it is new.
 */
export async function openInvitation(
  tx: Queryable,
  invitation: { companyId: number; userId: number; invitedBy: number; now: Date; expiresAt: Date },
): Promise<boolean> {
  const renewed = await tx
    .update(invitations)
    .set({ invitedBy: invitation.invitedBy, expiresAt: invitation.expiresAt })
    .where(
      and(
        eq(invitations.companyId, invitation.companyId),
        eq(invitations.userId, invitation.userId),
        eq(invitations.status, 'pending'),
        sql`${invitations.expiresAt} > ${invitation.now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: invitations.id });
  if (renewed.length > 0) return false;
  // An expired open one is closed as declined-by-silence before the new one takes the unique slot.
  await tx
    .update(invitations)
    .set({ status: 'declined', decidedAt: invitation.now })
    .where(
      and(
        eq(invitations.companyId, invitation.companyId),
        eq(invitations.userId, invitation.userId),
        eq(invitations.status, 'pending'),
      ),
    );
  await tx.insert(invitations).values({
    companyId: invitation.companyId,
    userId: invitation.userId,
    invitedBy: invitation.invitedBy,
    createdAt: invitation.now,
    expiresAt: invitation.expiresAt,
  });
  return true;
}

/** One page of a person's invitations with the company's and the inviter's names, newest first. */
export async function findInvitationPage(db: Database, userId: number, page: { page: number; limit: number }) {
  const mine = eq(invitations.userId, userId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: invitations.id,
        status: invitations.status,
        createdAt: invitations.createdAt,
        expiresAt: invitations.expiresAt,
        companyName: companies.companyName,
        inviter: inviters.username,
      })
      .from(invitations)
      .innerJoin(companies, eq(companies.id, invitations.companyId))
      .leftJoin(inviters, eq(inviters.id, invitations.invitedBy))
      .where(mine)
      .orderBy(desc(invitations.createdAt), desc(invitations.id))
      .limit(page.limit)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(invitations).where(mine),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The person's invitation, locked for the decision; null when it is not theirs or not there. */
export async function lockOwnInvitation(tx: Queryable, id: number, userId: number) {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.userId, userId)))
    .for('update');
  return row ?? null;
}

export async function closeInvitation(tx: Queryable, id: number, status: 'accepted' | 'declined', now: Date) {
  await tx.update(invitations).set({ status, decidedAt: now }).where(eq(invitations.id, id));
}

/** The invitee as the decision needs them, locked: their company, operator flag and name. */
export async function lockInvitee(tx: Queryable, userId: number) {
  const [row] = await tx
    .select({ username: users.username, companyId: users.companyId, isOperator: users.isOperator })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}
