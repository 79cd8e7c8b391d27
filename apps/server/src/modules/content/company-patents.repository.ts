import type { CompanyPatentListQuery, ContentStatus } from '@dtmm/shared';
import { and, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { companies } from '../companies/companies.table';
import { findPage, isPublic, publicOrder, titleContains } from './content.repository';
import { contentItems as c } from './content.table';
import type { ContentRowParts } from './content-kind';

/** What a company may still change or delete: anything the public does not see as published. */
export const COMPANY_EDITABLE: ContentStatus[] = ['draft', 'unpublished'];

const ownPatents = (companyId: number) => and(eq(c.kind, 'patents'), eq(c.companyId, companyId));

const SORT = {
  updateTime: c.updatedAt,
  applyDate: sql`${c.fields}->>'applyDate'`,
  id: c.id,
} as const;

/** The company's patents in every status, searched and filtered, paged in SQL. */
export function findCompanyPatentPage(db: Queryable, companyId: number, query: CompanyPatentListQuery) {
  const where = and(
    ownPatents(companyId),
    query.title ? titleContains(query.title) : undefined,
    query.status ? eq(c.status, query.status) : undefined,
    query.patentType ? eq(c.groupValue, query.patentType) : undefined,
  );
  const direction = query.sord === 'asc' ? sql`asc nulls last` : sql`desc nulls last`;
  return findPage(db, where, [sql`${SORT[query.sidx]} ${direction}`, sql`${c.id} desc`], query);
}

/** The company's own entry, or undefined (another company's is as unknown as a missing one). */
export async function findCompanyPatent(db: Queryable, companyId: number, id: number) {
  const [row] = await db
    .select({ id: c.id, status: c.status })
    .from(c)
    .where(and(eq(c.id, id), ownPatents(companyId)));
  return row;
}

/** Serialises the company's patent writes, so two adds of one number cannot both pass the check. */
export async function lockCompany(db: Queryable, companyId: number) {
  await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

/** Another of the company's entries already has this number (spaces and letter case aside). */
export async function isNumberTaken(db: Queryable, companyId: number, patentNumber: string, exceptId?: number) {
  const normal = (value: SQL | string) => sql`upper(replace(${value}, ' ', ''))`;
  const [row] = await db
    .select({ id: c.id })
    .from(c)
    .where(
      and(
        ownPatents(companyId),
        sql`${normal(sql`${c.fields}->>'patentNumber'`)} = ${normal(patentNumber)}`,
        exceptId === undefined ? undefined : ne(c.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Replaces the company's fields of an unpublished entry and sends it back to review (draft). Null: not changed. */
export async function resubmitCompanyPatent(
  db: Queryable,
  edit: { companyId: number; id: number; parts: ContentRowParts; userId: number; now: Date },
) {
  const { title, groupValue, summary, fields } = edit.parts;
  const [row] = await db
    .update(c)
    .set({ title, groupValue, summary, fields, status: 'draft', updatedAt: edit.now, updatedBy: edit.userId })
    .where(and(eq(c.id, edit.id), ownPatents(edit.companyId), inArray(c.status, COMPANY_EDITABLE)))
    .returning({ id: c.id, title: c.title });
  return row ?? null;
}

/** Deletes an unpublished entry of the company. Null: not deleted. */
export async function deleteCompanyPatent(db: Queryable, companyId: number, id: number) {
  const [row] = await db
    .delete(c)
    .where(and(eq(c.id, id), ownPatents(companyId), inArray(c.status, COMPANY_EDITABLE)))
    .returning({ id: c.id, title: c.title });
  return row ?? null;
}

/** How many entries the company has of each type and status, in one grouped read. */
export function countCompanyPatents(db: Queryable, companyId: number) {
  return db
    .select({ patentType: c.groupValue, status: c.status, count: count() })
    .from(c)
    .where(ownPatents(companyId))
    .groupBy(c.groupValue, c.status);
}

/** The company's newest public entries, as the public list orders them. */
export async function findCompanyPublished(db: Queryable, companyId: number, now: Date, limit: number) {
  const where = and(isPublic('patents', now), eq(c.companyId, companyId));
  const { rows } = await findPage(db, where, publicOrder(c.publishTime, 'desc'), {
    page: 1,
    limit,
    sidx: 'publishTime',
    sord: 'desc',
  });
  return rows;
}
