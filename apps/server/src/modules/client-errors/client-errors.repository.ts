import { type ClientErrorListQuery, pageOffset } from '@dtmm/shared';
import { and, asc, count, desc, eq, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { containsPattern, inChinaDays } from '../../lib/sql';
import { clientErrors as e } from './client-errors.table';

export type NewClientError = Omit<typeof e.$inferInsert, 'id' | 'count' | 'firstSeenAt' | 'lastSeenAt'>;

/**
 * One statement per report: a new error is inserted, a known one (same fingerprint) counts up and
 * takes the latest report's time, release and browser. Concurrent reports of one error both count.
 */
export async function upsertClientError(db: Database, report: NewClientError, at: Date) {
  await db
    .insert(e)
    .values({ ...report, firstSeenAt: at, lastSeenAt: at })
    .onConflictDoUpdate({
      target: e.fingerprint,
      set: {
        count: sql`${e.count} + 1`,
        lastSeenAt: sql`greatest(${e.lastSeenAt}, excluded.last_seen_at)`,
        release: sql`excluded.release`,
        browser: sql`excluded.browser`,
      },
    });
}

function clientErrorFilter(query: ClientErrorListQuery): SQL | undefined {
  return and(
    query.keyword ? ilike(e.message, containsPattern(query.keyword)) : undefined,
    query.kind ? eq(e.kind, query.kind) : undefined,
    query.release ? eq(e.release, query.release) : undefined,
    inChinaDays(e.lastSeenAt, query.from, query.to),
  );
}

const rowColumns = {
  id: e.id,
  kind: e.kind,
  message: e.message,
  route: e.route,
  release: e.release,
  browser: e.browser,
  count: e.count,
  firstSeenAt: e.firstSeenAt,
  lastSeenAt: e.lastSeenAt,
};

/** One page of the errors, the most recently seen first (or the most frequent, sidx=count). */
export async function findClientErrorPage(db: Database, query: ClientErrorListQuery) {
  const where = clientErrorFilter(query);
  const order = query.sord === 'asc' ? asc : desc;
  const sortColumn = query.sidx === 'count' ? e.count : e.lastSeenAt;
  const [rows, [counted]] = await Promise.all([
    db
      .select(rowColumns)
      .from(e)
      .where(where)
      .orderBy(order(sortColumn), order(e.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(e).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findClientError(db: Database, id: number) {
  const [row] = await db
    .select({ ...rowColumns, stack: e.stack })
    .from(e)
    .where(eq(e.id, id))
    .limit(1);
  return row ?? null;
}

/** Deletes the errors last seen before `cutoff` (an index range on last_seen_at); answers how many went. */
export async function deleteClientErrorsSeenBefore(db: Database, cutoff: Date): Promise<number> {
  const gone = await db.delete(e).where(lt(e.lastSeenAt, cutoff)).returning({ id: e.id });
  return gone.length;
}
