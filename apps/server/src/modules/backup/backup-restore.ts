import { createReadStream } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/database';
import { rowsOf } from '../../db/rows-of';
import { companies } from '../companies/companies.table';
import type { FileStorage } from '../files/file-storage';
import { files } from '../files/files.table';
import { users } from '../users/users.table';
import { type CatalogTable, columnList, readCatalog } from './backup-catalog';
import {
  BackupRefusal,
  backupFilePath,
  backupMessages,
  linesOf,
  type Manifest,
  type ManifestTable,
  tableFile,
} from './backup-format';
import { readVerifiedManifest } from './backup-verify';
import { readMigrationLevel, sameLevel } from './migration-level';

/** Rows per INSERT, and the most JSON text one carries. */
const BATCH_ROWS = 1000;
const BATCH_CHARS = 4 * 1024 * 1024;

export interface RestoreTarget {
  db: Database;
  storage: FileStorage;
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  files: number;
  line: string;
}

/**
 * Restores the backup in `dir` into an empty platform (docs/backup.md): checks the backup, the
 * target's schema and its emptiness, copies the uploaded files into storage, then, in one
 * transaction with triggers off, replaces every table's rows with the backup's and moves each
 * identity sequence past them. Any failure leaves the target as it was.
 */
export async function restoreBackup(target: RestoreTarget, dir: string): Promise<RestoreSummary> {
  const manifest = await readVerifiedManifest(dir);
  const catalog = await checkTargetSchema(target.db, manifest);
  if (await holdsData(target.db)) throw new BackupRefusal(backupMessages.notEmpty);
  const copied: string[] = [];
  try {
    for (const { key } of manifest.files) {
      await target.storage.write(key, createReadStream(backupFilePath(dir, key)));
      copied.push(key);
    }
    await target.db.transaction(async (tx) => {
      await switchTriggersOff(tx);
      if (await holdsData(tx)) throw new BackupRefusal(backupMessages.notEmpty);
      // The seeds' reference rows (dictionaries, question bank…) give way to the backup's.
      await tx.execute(
        sql`truncate ${sql.join(
          catalog.map((table) => sql.identifier(table.name)),
          sql`, `,
        )}`,
      );
      for (const table of manifest.tables) await loadTable(tx, dir, table);
      for (const table of catalog) await moveSequences(tx, table, manifest);
    });
  } catch (error) {
    await Promise.allSettled(copied.map((key) => target.storage.delete(key)));
    throw error;
  }
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  return {
    tables: manifest.tables.length,
    rows,
    files: copied.length,
    line: backupMessages.restored(manifest.tables.length, rows, copied.length),
  };
}

/** The target must be at the backup's migration level with the same tables and columns. */
async function checkTargetSchema(db: Database, manifest: Manifest): Promise<CatalogTable[]> {
  const level = await readMigrationLevel(db);
  if (!sameLevel(level, manifest.migrations)) {
    const name = (l: { count: number; lastTag: string | null }) => `${l.count} 项，最后 ${l.lastTag ?? '无'}`;
    throw new BackupRefusal(backupMessages.otherLevel(name(manifest.migrations), name(level)));
  }
  const catalog = await readCatalog(db);
  const shape = (t: { name: string; columns: string[] }) => `${t.name}(${[...t.columns].sort().join(',')})`;
  const here = new Set(catalog.map(shape));
  const there = new Set(manifest.tables.map(shape));
  const differing = [...here].find((t) => !there.has(t)) ?? [...there].find((t) => !here.has(t));
  if (differing) throw new BackupRefusal(backupMessages.otherTables(differing.slice(0, differing.indexOf('('))));
  return catalog;
}

/**
 * What makes a platform "not empty": any user, company or uploaded file. A fresh instance has none
 * (its seeds add only reference rows), and a restore never overwrites one that has.
 */
async function holdsData(db: Queryable): Promise<boolean> {
  const [row] = rowsOf<{ used: boolean }>(
    await db.execute(sql`select exists (select 1 from ${users}) or exists (select 1 from ${companies})
      or exists (select 1 from ${files}) as "used"`),
  );
  return row?.used ?? true;
}

/**
 * Triggers and foreign-key checks off for this transaction only: the audit chain's rows go in as
 * they were (its insert trigger would re-chain them, its guard refuses the truncate), and tables
 * load in any order. Needs a superuser or the SET privilege on the parameter (docs/backup.md).
 */
async function switchTriggersOff(tx: Transaction) {
  try {
    await tx.execute(sql`set local session_replication_role = replica`);
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    if (code === '42501') throw new BackupRefusal(backupMessages.noTriggerSwitch);
    throw error;
  }
}

/** The table's rows from its JSON lines, a batch per INSERT; identity values kept as they were. */
async function loadTable(tx: Transaction, dir: string, table: ManifestTable) {
  const insert = (lines: string[]) =>
    tx.execute(sql`insert into ${sql.identifier(table.name)} (${columnList(table.columns)}) overriding system value
      select ${columnList(table.columns)} from json_populate_recordset(null::${sql.identifier(table.name)}, ${`[${lines.join(',')}]`}::json)`);
  let batch: string[] = [];
  let chars = 0;
  for await (const line of linesOf(path.join(dir, tableFile(table.name)))) {
    batch.push(line);
    chars += line.length;
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
      await insert(batch);
      batch = [];
      chars = 0;
    }
  }
  if (batch.length > 0) await insert(batch);
}

/** Each sequence past both where it stood at backup time and the largest restored value. */
async function moveSequences(tx: Transaction, table: CatalogTable, manifest: Manifest) {
  const saved = manifest.tables.find((t) => t.name === table.name)?.sequences ?? [];
  for (const { column, sequence } of table.sequences) {
    const position = saved.find((s) => s.column === column)?.position ?? '0';
    await tx.execute(sql`select case when v > 0 then setval(${sequence}::regclass, v, true)
        else setval(${sequence}::regclass, 1, false) end
      from (select greatest(${position}::bigint, coalesce(max(${sql.identifier(column)}), 0)::bigint) as v
            from ${sql.identifier(table.name)}) s`);
  }
}
