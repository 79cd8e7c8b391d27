import { pageOffset } from '@dtmm/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database';
import { AppError } from '../../plugins/errors';
import { notifications } from './notifications.table';

/** Leaves a message for a user; pass the open transaction of the change it reports (`at` for history, e.g. demo data). */
export async function notify(
  db: Queryable,
  userId: number,
  { title, content }: { title: string; content: string },
  at?: Date,
): Promise<void> {
  await db.insert(notifications).values({ userId, title, content, ...(at ? { createdAt: at } : {}) });
}

/** One page of the user's own messages, newest first. */
export async function findOwnNotifications(db: Database, userId: number, page: { page: number; limit: number }) {
  const mine = eq(notifications.userId, userId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.limit)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(notifications).where(mine),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function countUnread(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.n ?? 0;
}

/** Marks one of the user's own messages read; someone else's is as unknown as a missing one. */
export async function markRead(db: Database, userId: number, id: number): Promise<void> {
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (updated.length === 0) throw AppError.notFound();
}
