import type { AdminAgreementListQuery, AgreementKind } from '@dtmm/shared';
import { pageOffset } from '@dtmm/shared';
import { and, asc, desc, eq, ilike, max, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database';
import { containsPattern, totalOfAllRows } from '../../lib/sql';
import { users } from '../users/users.table';
import { type AgreementRow, agreements as a, agreementConsents } from './agreements.table';

const isPublished = eq(a.status, 'published');

/** The current version of each kind: the newest published one; the 用户协议 first. */
export function findCurrentAgreements(db: Queryable) {
  return db
    .selectDistinctOn([a.kind], {
      kind: a.kind,
      version: a.version,
      title: a.title,
      content: a.content,
      publishedAt: a.publishedAt,
    })
    .from(a)
    .where(isPublished)
    .orderBy(desc(a.kind), desc(a.version));
}

/** The current versions the user has not agreed to (none: the person may go on). */
export async function findConsentGaps(db: Queryable, userId: number) {
  const current = db
    .selectDistinctOn([a.kind], { kind: a.kind, version: a.version, title: a.title })
    .from(a)
    .where(isPublished)
    .orderBy(asc(a.kind), desc(a.version))
    .as('current');
  const c = agreementConsents;
  return db
    .select({ kind: current.kind, version: current.version, title: current.title })
    .from(current)
    .leftJoin(c, and(eq(c.userId, userId), eq(c.kind, current.kind), eq(c.version, current.version)))
    .where(sql`${c.id} is null`)
    .orderBy(desc(current.kind));
}

/** Stores the person's consent to each version; a version agreed to before keeps its first time. */
export async function insertConsents(
  db: Queryable,
  consent: { userId: number; versions: { kind: AgreementKind; version: number }[]; at: Date; ip: string },
) {
  if (consent.versions.length === 0) return;
  await db
    .insert(agreementConsents)
    .values(consent.versions.map((v) => ({ userId: consent.userId, ...v, consentedAt: consent.at, ip: consent.ip })))
    .onConflictDoNothing();
}

/** Every consent of one person, newest first, with the agreement's title. */
export function findConsentsOf(db: Queryable, userId: number) {
  const c = agreementConsents;
  return db
    .select({ kind: c.kind, version: c.version, title: a.title, consentedAt: c.consentedAt, ip: c.ip })
    .from(c)
    .leftJoin(a, and(eq(a.kind, c.kind), eq(a.version, c.version)))
    .where(eq(c.userId, userId))
    .orderBy(desc(c.consentedAt), asc(c.kind));
}

const publisher = alias(users, 'publisher');

/** Whether the row is the newest published version of its kind. */
const isCurrent = sql<boolean>`(${a.status} = 'published' and ${a.version} = (
  select max(b.version) from ${a} b where b.kind = ${a.kind} and b.status = 'published'))`;

const adminColumns = {
  id: a.id,
  kind: a.kind,
  version: a.version,
  title: a.title,
  status: a.status,
  isCurrent,
  publishedAt: a.publishedAt,
  publishedBy: publisher.username,
  updatedAt: a.updatedAt,
};

const SORTS = { version: a.version, updateTime: a.updatedAt };

/** The back office's list: both kinds or one, newest version first by default. */
export async function findAgreementPage(db: Queryable, query: AdminAgreementListQuery) {
  const where: SQL | undefined = and(
    query.kind ? eq(a.kind, query.kind) : undefined,
    query.keyword ? ilike(a.title, containsPattern(query.keyword)) : undefined,
  );
  const order = query.sord === 'asc' ? asc : desc;
  const rows = await db
    .select({ ...adminColumns, total: totalOfAllRows() })
    .from(a)
    .leftJoin(publisher, eq(publisher.id, a.publishedBy))
    .where(where)
    .orderBy(order(SORTS[query.sidx]), asc(a.kind), desc(a.id))
    .limit(query.limit)
    .offset(pageOffset(query));
  return { rows, total: rows[0]?.total ?? 0 };
}

export async function findAgreement(db: Queryable, id: number) {
  const [row] = await db
    .select({ ...adminColumns, content: a.content })
    .from(a)
    .leftJoin(publisher, eq(publisher.id, a.publishedBy))
    .where(eq(a.id, id))
    .limit(1);
  return row ?? null;
}

/** The row, locked until the transaction ends: an edit, a publication and a deletion wait for each other. */
export async function lockAgreement(db: Queryable, id: number): Promise<AgreementRow | null> {
  const [row] = await db.select().from(a).where(eq(a.id, id)).for('update');
  return row ?? null;
}

/** The next version number of a kind: one above every version it has, drafts included. */
export async function nextVersion(db: Queryable, kind: AgreementKind): Promise<number> {
  const [row] = await db
    .select({ top: max(a.version) })
    .from(a)
    .where(eq(a.kind, kind));
  return (row?.top ?? 0) + 1;
}

export interface AgreementText {
  title: string;
  content: string;
}

/** A new draft; the partial unique index keeps one draft per kind (a racing second one fails there). */
export async function insertDraft(
  db: Queryable,
  draft: AgreementText & { kind: AgreementKind; version: number; userId: number | null; now: Date },
): Promise<number> {
  const { userId, now, ...fields } = draft;
  const [row] = await db
    .insert(a)
    .values({ ...fields, updatedBy: userId, createdAt: now, updatedAt: now })
    .returning({ id: a.id });
  if (!row) throw new Error('insert into agreements returned no row');
  return row.id;
}

export async function updateDraft(db: Queryable, id: number, text: AgreementText & { userId: number; now: Date }) {
  await db
    .update(a)
    .set({ title: text.title, content: text.content, updatedBy: text.userId, updatedAt: text.now })
    .where(and(eq(a.id, id), eq(a.status, 'draft')));
}

export async function publishDraft(db: Queryable, id: number, by: { userId: number | null; now: Date }) {
  await db
    .update(a)
    .set({ status: 'published', publishedAt: by.now, publishedBy: by.userId, updatedAt: by.now })
    .where(and(eq(a.id, id), eq(a.status, 'draft')));
}

export async function deleteDraft(db: Queryable, id: number) {
  await db.delete(a).where(and(eq(a.id, id), eq(a.status, 'draft')));
}

export async function hasAnyVersion(db: Queryable, kind: AgreementKind): Promise<boolean> {
  const [row] = await db.select({ id: a.id }).from(a).where(eq(a.kind, kind)).limit(1);
  return row !== undefined;
}
