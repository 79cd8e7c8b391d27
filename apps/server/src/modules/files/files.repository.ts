import { eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database';
import { type FileRow, files } from './files.table';

export type NewFileRow = typeof files.$inferInsert & { id: string };

/** Records the files of one upload together: all rows or none. */
export async function insertFiles(db: Database, rows: NewFileRow[]): Promise<FileRow[]> {
  if (rows.length === 1) return db.insert(files).values(rows).returning();
  return db.transaction((tx) => tx.insert(files).values(rows).returning());
}

export async function findFileById(db: Queryable, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}
