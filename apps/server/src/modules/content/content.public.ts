import {
  type ContentKind,
  contentMessages as cm,
  formatDateTime,
  type PagingQuery,
  YEAR_FILTER_SPAN,
} from '@dtmm/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../plugins/errors';
import {
  findPage,
  findPublicOne,
  isPublic,
  PUBLIC_SORT_COLUMNS,
  publicOrder,
  publishedIn,
  titleContains,
} from './content.repository';
import { type ContentRow, contentItems as c } from './content.table';

/** The public list filters every kind shares; empty values never reach here (portal.md 2.4). */
export const byGroup = (value: string | undefined) => (value ? eq(c.groupValue, value) : undefined);
export const byTitle = (text: string | undefined) => (text ? titleContains(text) : undefined);
export const byField = (name: string, value: string | undefined) =>
  value ? sql`${c.fields}->>${name} = ${value}` : undefined;

/** The current year in China and the 30 before it (portal.md 9); another year is refused. */
export function byYear(ctx: AppContext, year: number | undefined): SQL | undefined {
  if (year === undefined) return undefined;
  const current = Number(formatDateTime(new Date(ctx.now())).slice(0, 4));
  if (year > current || year < current - YEAR_FILTER_SPAN) throw AppError.badRequest(cm.badYear);
  return publishedIn(year);
}

/** One page of a kind's public items with the kind's filters, pinned first, mapped to the spec's fields. */
export async function publicPage<T>(
  ctx: AppContext,
  list: {
    kind: ContentKind;
    filters: (SQL | undefined)[];
    query: PagingQuery<keyof typeof PUBLIC_SORT_COLUMNS>;
    toItem: (row: ContentRow) => T;
  },
) {
  const where = and(isPublic(list.kind, new Date(ctx.now())), ...list.filters);
  const order = publicOrder(PUBLIC_SORT_COLUMNS[list.query.sidx], list.query.sord);
  const { rows, total } = await findPage(ctx.db, where, order, list.query);
  return { items: rows.map(list.toItem), total };
}

/** A public item, or a clear 404 when it does not exist, is not published or not yet due. */
export async function publicDetail<T>(
  ctx: AppContext,
  kind: ContentKind,
  id: number,
  toDetail: (row: ContentRow) => T,
) {
  const row = await findPublicOne(ctx.db, kind, id, new Date(ctx.now()));
  if (!row) throw AppError.notFound(cm.notFound);
  return toDetail(row);
}

/** The dictionary operation.guide: the published guides in their order (label: title, value: id). */
export async function guideDictionary(ctx: AppContext) {
  const rows = await ctx.db
    .select({ id: c.id, title: c.title })
    .from(c)
    .where(isPublic('guides', new Date(ctx.now())))
    .orderBy(sql`nullif(${c.orderNumber}, 0) asc nulls last`, c.id);
  return rows.map((row) => ({ label: row.title, value: String(row.id) }));
}
