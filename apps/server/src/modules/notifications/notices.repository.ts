import { type NoticeAudience, pageOffset, type SentNoticeListQuery } from '@dtmm/shared';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database';
import { rowsOf } from '../../db/rows-of';
import { containsPattern, totalOfAllRows } from '../../lib/sql';
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';
import { notices, notifications } from './notifications.table';

/** providerStatus of a company whose provider certification was approved. */
const CERTIFIED = 1;

/** Who receives a notice for its audience: enabled accounts only, a disabled one never sees it. */
function recipientsOf(audience: NoticeAudience, companyId: number | null): SQL | undefined {
  const enabled = eq(users.isDisabled, false);
  if (audience === 'all') return enabled;
  if (audience === 'company') return and(enabled, eq(users.companyId, companyId ?? 0));
  const providers = sql`(select ${companies.id} from ${companies} where ${companies.providerStatus} = ${CERTIFIED})`;
  return and(enabled, inArray(users.companyId, providers));
}

export async function companyExists(db: Queryable, companyId: number): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row !== undefined;
}

export async function insertNotice(db: Queryable, notice: typeof notices.$inferInsert) {
  const [row] = await db.insert(notices).values(notice).returning({ id: notices.id });
  if (!row) throw new Error('notice not inserted');
  return row;
}

/**
 * Gives the notice to each of its recipients as a notification and records how many there were, in
 * one statement: the INSERT … SELECT copies it to every recipient inside the database (no list of
 * users travels to the application), and the count is of the rows it wrote, not of an earlier look.
 */
export async function fanOutNotice(
  db: Queryable,
  notice: { id: number; audience: NoticeAudience; companyId: number | null },
): Promise<number> {
  const copies = db
    .select({
      userId: users.id,
      title: notices.title,
      content: notices.content,
      createdAt: notices.createdAt,
    })
    .from(users)
    .innerJoin(notices, eq(notices.id, notice.id))
    .where(recipientsOf(notice.audience, notice.companyId));
  const result = await db.execute(sql`
    with sent as (
      insert into ${notifications} (user_id, title, content, created_at) ${copies} returning 1
    )
    update ${notices} set recipient_count = (select count(*) from sent) where ${notices.id} = ${notice.id}
    returning ${notices.recipientCount} as "recipientCount"`);
  return Number(rowsOf<{ recipientCount: number | string }>(result)[0]?.recipientCount ?? 0);
}

/** One page of the sent notices, newest first, with the sender's username and the receiving company's name. */
export async function findSentNoticePage(db: Database, query: SentNoticeListQuery) {
  const where = query.keyword ? ilike(notices.title, containsPattern(query.keyword)) : undefined;
  const rows = await db
    .select({
      id: notices.id,
      audience: notices.audience,
      companyName: companies.companyName,
      title: notices.title,
      content: notices.content,
      recipientCount: notices.recipientCount,
      sender: users.username,
      createdAt: notices.createdAt,
      total: totalOfAllRows(),
    })
    .from(notices)
    .leftJoin(users, eq(users.id, notices.sentBy))
    .leftJoin(companies, eq(companies.id, notices.companyId))
    .where(where)
    .orderBy(query.sord === 'asc' ? asc(notices.createdAt) : desc(notices.createdAt), desc(notices.id))
    .limit(query.limit)
    .offset(pageOffset(query));
  if (rows.length > 0) return { rows, total: rows[0]?.total ?? 0 };
  const [counted] = await db.select({ total: count() }).from(notices).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** Certified companies whose name contains `keyword`, by name: the send form's company picker. */
export async function findCertifiedCompanies(db: Database, keyword: string | undefined, limit: number) {
  return db
    .select({ id: companies.id, companyName: companies.companyName })
    .from(companies)
    .where(
      and(
        eq(companies.certificationStatus, CERTIFIED),
        keyword ? ilike(companies.companyName, containsPattern(keyword)) : undefined,
      ),
    )
    .orderBy(asc(companies.companyName), asc(companies.id))
    .limit(limit);
}
