import { and, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';

/**
 * One term of a list's ORDER BY. `nulls` defaults to PostgreSQL's (last when ascending, first when
 * descending); `type` (the cast of a cursor value back to SQL) defaults to the column's own type.
 */
export interface SortKey {
  by: SQLWrapper;
  dir: 'asc' | 'desc';
  nulls?: 'first' | 'last';
  type?: string;
}

/** The values of the last row's sort keys, as PostgreSQL prints them (timestamps keep their microseconds). */
export type Cursor = (string | null)[];

const nullsOf = (key: SortKey) => key.nulls ?? (key.dir === 'asc' ? 'last' : 'first');

function typeOf(key: SortKey): string {
  if (key.type) return key.type;
  if (key.by instanceof PgColumn) return key.by.getSQLType();
  throw new Error('a sort key that is not a column needs its type');
}

export const orderOf = (keys: readonly SortKey[]): SQL[] =>
  keys.map((key) => sql`${key.by} ${sql.raw(key.dir)} nulls ${sql.raw(nullsOf(key))}`);

/** The cursor of each row, selected beside it: its sort keys as text. */
export const cursorOf = (keys: readonly SortKey[]) =>
  sql<Cursor>`json_build_array(${sql.join(
    keys.map((key) => sql`(${key.by})::text`),
    sql`, `,
  )})`.mapWith((value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as Cursor);

const asSql = (key: SortKey, value: string) => sql`${value}::${sql.raw(typeOf(key))}`;

function equalTo(key: SortKey, value: string | null): SQL {
  return value === null ? sql`${key.by} is null` : sql`${key.by} = ${asSql(key, value)}`;
}

/** Rows that sort after `value` on this key alone, nulls where the ORDER BY puts them. */
function beyond(key: SortKey, value: string | null): SQL {
  const nullsLast = nullsOf(key) === 'last';
  if (value === null) return nullsLast ? sql`false` : sql`${key.by} is not null`;
  const past = sql`${key.by} ${sql.raw(key.dir === 'asc' ? '>' : '<')} ${asSql(key, value)}`;
  return nullsLast ? sql`(${past} or ${key.by} is null)` : past;
}

/**
 * The rows after `cursor` in the order of `keys`, whatever their directions and nulls: equal on the
 * first i keys and beyond on the next one, for some i. The last key must be unique (the id).
 */
export function after(keys: readonly SortKey[], cursor: Cursor): SQL | undefined {
  return or(
    ...keys.map((key, i) =>
      and(...keys.slice(0, i).map((earlier, j) => equalTo(earlier, cursor[j] ?? null)), beyond(key, cursor[i] ?? null)),
    ),
  );
}

/**
 * Every row of a query in batches of `size`, each batch starting after the last row of the one before
 * (keyset paging: each read costs the same, and rows added meanwhile do not shift the rest).
 */
export async function* keysetBatches<Row extends { cursor: Cursor }>(
  read: (from: Cursor | null, size: number) => Promise<Row[]>,
  size: number,
): AsyncGenerator<Row[]> {
  let from: Cursor | null = null;
  for (;;) {
    const rows = await read(from, size);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    from = last.cursor;
  }
}
