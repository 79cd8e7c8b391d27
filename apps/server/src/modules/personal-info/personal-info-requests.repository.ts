import {
  formatDateTime,
  type PersonalInfoRequestListQuery,
  type PersonalInfoRequestRow,
  pageOffset,
} from '@dtmm/shared';
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

/** GET /api/admin/personal-info-requests: one page as the back office shows it. */
export async function listRequests(db: Queryable, query: PersonalInfoRequestListQuery) {
  const { rows, total } = await findRequestPage(db, query);
  const items = rows.map(
    ({ id, userId, requestedAt, completedAt, total: _, ...row }): PersonalInfoRequestRow => ({
      ...row,
      id: String(id),
      userId: String(userId),
      requestTime: formatDateTime(requestedAt),
      completeTime: completedAt ? formatDateTime(completedAt) : null,
    }),
  );
  return { items, total };
}
