import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, type Queryable } from '../../db/database';
import { rowsOf } from '../../db/rows-of';

/** How far a database's schema has come: drizzle's applied migrations, the last one named by its tag. */
export interface MigrationLevel {
  count: number;
  lastTag: string | null;
  /** drizzle's key for the last migration (the journal's `when`), which the tag only names. */
  lastCreatedAt: number | null;
}

const journalTags = (): Map<number, string> => {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  return new Map(journal.entries.map((entry) => [entry.when, entry.tag]));
};

/** The level recorded in drizzle's own table (drizzle.__drizzle_migrations), as the migrator left it. */
export async function readMigrationLevel(db: Queryable): Promise<MigrationLevel> {
  const [row] = rowsOf<{ count: number; last: string | null }>(
    await db.execute(sql`select count(*)::int as "count", max(created_at)::text as "last"
      from drizzle.__drizzle_migrations`),
  );
  const lastCreatedAt = row?.last ? Number(row.last) : null;
  return {
    count: row?.count ?? 0,
    lastTag: lastCreatedAt === null ? null : (journalTags().get(lastCreatedAt) ?? null),
    lastCreatedAt,
  };
}

export const sameLevel = (a: MigrationLevel, b: MigrationLevel) =>
  a.count === b.count && a.lastCreatedAt === b.lastCreatedAt;
