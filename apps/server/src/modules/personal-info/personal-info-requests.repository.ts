import { type PersonalInfoRequestListQuery, pageOffset } from '@dtmm/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { totalOfAllRows } from '../../lib/sql';
import { users } from '../users/users.table';
import { personalInfoRequests as r } from './personal-info-requests.table';

export interface RequestRecord {
  userId: number;
  kind: 'export' | 'close';
  status: 'completed' | 'refused';
  /** A refusal's reason. */
  note?: string;
  at: Date;
}

export async function insertRequest(db: Queryable, { at, ...fields }: RequestRecord) {
  await db.insert(r).values({ ...fields, requestedAt: at, completedAt: fields.status === 'completed' ? at : null });
}

/** One page of the requests, newest first; the account is named as it is now (anonymised once closed). */
export async function findRequestPage(db: Queryable, query: PersonalInfoRequestListQuery) {
  const where = and(
    query.kind ? eq(r.kind, query.kind) : undefined,
    query.status ? eq(r.status, query.status) : undefined,
  );
  const order = query.sord === 'asc' ? asc : desc;
  const rows = await db
    .select({
      id: r.id,
      userId: r.userId,
      username: users.username,
      kind: r.kind,
      status: r.status,
      note: r.note,
      requestedAt: r.requestedAt,
      completedAt: r.completedAt,
      total: totalOfAllRows(),
    })
    .from(r)
    .innerJoin(users, eq(users.id, r.userId))
    .where(where)
    .orderBy(order(r.requestedAt), order(r.id))
    .limit(query.limit)
    .offset(pageOffset(query));
  return { rows, total: rows[0]?.total ?? 0 };
}
