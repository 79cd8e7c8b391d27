import { personalInfoMessages } from '@dtmm/shared';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { assessmentRecords } from '../assessment/assessment.table';
import { certificationRequests } from '../certifications/certifications.table';
import { dcmmRecords } from '../dcmm/dcmm.table';
import { memberInvitations } from '../members/invitations.table';
import { notifications } from '../notifications/notifications.table';
import { users } from '../users/users.table';

/** The account as closure decides on it, locked until the transaction ends (no member change runs meanwhile). */
export async function lockAccount(db: Queryable, userId: number) {
  const [row] = await db
    .select({ companyId: users.companyId, companyRole: users.companyRole, closedAt: users.closedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

export async function countOtherMembers(db: Queryable, companyId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), ne(users.id, userId)));
  return row?.n ?? 0;
}

export async function hasPendingCertification(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: certificationRequests.id })
    .from(certificationRequests)
    .where(and(eq(certificationRequests.applicantUserId, userId), eq(certificationRequests.status, 2)))
    .limit(1);
  return row !== undefined;
}

/** The name a closed account shows wherever a username is shown; unique, and no one can register it ('#'). */
export const closedUsername = (userId: number) => `${personalInfoMessages.closedName}#${userId}`;

/**
 * Anonymises the account in place: the row stays (the company's records and the audit trail name it by
 * id), its name becomes '已注销用户#<id>', its phone and e-mail go (so both may register again), no
 * password opens it, and it leaves its company. The 真实性承诺 the person signed for their company
 * stay the company's, signed by the account's id, under the anonymised name.
 */
export async function anonymiseAccount(db: Queryable, userId: number, now: Date) {
  await db
    .update(users)
    .set({
      username: closedUsername(userId),
      phone: null,
      email: null,
      // Not a hash argon2 can verify: no password opens the account again.
      passwordHash: '!closed',
      mustSetPassword: false,
      companyId: null,
      companyRole: null,
      addedBy: null,
      credentialsChangedAt: now,
      closedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  for (const records of [assessmentRecords, dcmmRecords]) {
    await db
      .update(records)
      .set({ pledgeAcceptedByName: closedUsername(userId) })
      .where(eq(records.pledgeAcceptedBy, userId));
  }
  // Messages addressed to the person and invitations to join a company are theirs alone.
  await db.delete(notifications).where(eq(notifications.userId, userId));
  await db.delete(memberInvitations).where(eq(memberInvitations.userId, userId));
}
