import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { users } from '../users/users.table';

export async function findUserIdByPhone(db: Queryable, phone: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  return row?.id ?? null;
}

export async function findPasswordHash(db: Queryable, userId: number): Promise<string> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.hash ?? '';
}

export async function isUsernameTaken(db: Queryable, username: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return row !== undefined;
}

export interface NewUser {
  username: string;
  phone: string;
  passwordHash: string;
  createdAt: Date;
}

/** A new account without a company (portal.md 6: shown as 未认证 until it certifies or joins one). */
export async function insertUser(db: Queryable, user: NewUser): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ ...user, credentialsChangedAt: user.createdAt, updatedAt: user.createdAt })
    .returning({ id: users.id });
  if (!row) throw new Error('insert into users returned no row');
  return row.id;
}

/**
 * Sets a new password hash; `changedAt` ends every session and token issued before it. The marker
 * never moves back (a clock behind the last change must not bring old sessions back to life).
 */
export async function setPasswordHash(db: Queryable, userId: number, passwordHash: string, changedAt: Date) {
  await db
    .update(users)
    .set({
      passwordHash,
      // A password the owner set (after an SMS code, or knowing the old one) ends an ADMIN-set one's hold.
      mustSetPassword: false,
      credentialsChangedAt: sql`greatest(${users.credentialsChangedAt}, ${changedAt.toISOString()}::timestamptz)`,
      updatedAt: changedAt,
    })
    .where(eq(users.id, userId));
}
