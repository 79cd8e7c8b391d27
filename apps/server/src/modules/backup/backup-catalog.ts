import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { rowsOf } from '../../db/rows-of';

/** One table of the public schema as a backup copies it. */
export interface CatalogTable {
  name: string;
  /** The columns a backup copies: every column but the generated ones (the database computes those again). */
  columns: string[];
  /** The primary key's columns, the order rows are written in (a backup of the same data is the same bytes). */
  primaryKey: string[];
  /** The sequences behind identity (or serial) columns, to set past the restored rows. */
  sequences: { column: string; sequence: string }[];
}

interface ColumnRow {
  table: string;
  column: string;
  generated: string;
  sequence: string | null;
  key_position: number | null;
}

const columnsOfPublicTables = sql`
  select c.relname as "table", a.attname as "column", a.attgenerated as "generated",
         pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) as "sequence",
         array_position(i.indkey::int2[], a.attnum) as "key_position"
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  left join pg_index i on i.indrelid = c.oid and i.indisprimary
  where n.nspname = 'public' and c.relkind = 'r'
  order by c.relname, a.attnum`;

const foreignKeys = sql`
  select src.relname as "from", dst.relname as "to"
  from pg_constraint k
  join pg_class src on src.oid = k.conrelid
  join pg_class dst on dst.oid = k.confrelid
  join pg_namespace n on n.oid = src.relnamespace
  where k.contype = 'f' and n.nspname = 'public' and src.oid <> dst.oid`;

/**
 * Every table of the public schema, each after the tables its foreign keys point to (ties by name),
 * read from pg_catalog so a table added by a later migration is backed up without a change here.
 */
export async function readCatalog(db: Queryable): Promise<CatalogTable[]> {
  const byName = new Map<string, CatalogTable>();
  const keyPositions = new Map<string, number>();
  for (const row of rowsOf<ColumnRow>(await db.execute(columnsOfPublicTables))) {
    const table = byName.get(row.table) ?? { name: row.table, columns: [], primaryKey: [], sequences: [] };
    byName.set(row.table, table);
    if (row.generated === '') table.columns.push(row.column);
    if (row.sequence) table.sequences.push({ column: row.column, sequence: row.sequence });
    if (row.key_position !== null) {
      table.primaryKey.push(row.column);
      keyPositions.set(`${row.table}.${row.column}`, row.key_position);
    }
  }
  for (const table of byName.values()) {
    table.primaryKey.sort(
      (a, b) => (keyPositions.get(`${table.name}.${a}`) ?? 0) - (keyPositions.get(`${table.name}.${b}`) ?? 0),
    );
  }
  const edges = rowsOf<{ from: string; to: string }>(await db.execute(foreignKeys));
  return dependencyOrder([...byName.keys()], edges).map((name) => byName.get(name) as CatalogTable);
}

/** `"a", "b"`: quoted column names for a statement. */
export const columnList = (columns: string[]) =>
  sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );

/** Kahn's order: a table comes after every table it references; tables in a cycle follow by name. */
export function dependencyOrder(names: string[], edges: { from: string; to: string }[]): string[] {
  const pending = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { from, to } of edges) pending.get(from)?.add(to);
  const ordered: string[] = [];
  for (;;) {
    const ready = [...pending].filter(([, refs]) => refs.size === 0).map(([name]) => name);
    if (ready.length === 0) break;
    for (const name of ready.sort()) {
      ordered.push(name);
      pending.delete(name);
    }
    for (const refs of pending.values()) for (const name of ready) refs.delete(name);
  }
  return [...ordered, ...[...pending.keys()].sort()];
}
