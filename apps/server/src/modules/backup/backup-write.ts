import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { finished, pipeline } from 'node:stream/promises';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { rowsOf } from '../../db/rows-of';
import { SERVER_ROOT } from '../../paths';
import type { FileStorage } from '../files/file-storage';
import { files } from '../files/files.table';
import { type CatalogTable, columnList, readCatalog } from './backup-catalog';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupRefusal,
  backupFilePath,
  backupMessages,
  linesOf,
  MANIFEST_FILE,
  type Manifest,
  type ManifestTable,
  tableFile,
} from './backup-format';
import { readMigrationLevel } from './migration-level';

const FETCH_ROWS = 1000;

export interface BackupSource {
  db: Database;
  kind: 'embedded' | 'postgres';
  storage: FileStorage;
}

export interface BackupSummary {
  manifest: Manifest;
  line: string;
}

/**
 * Writes a backup of the whole platform into `dir` (new or empty): every table of the public schema
 * from one snapshot, then the uploaded files the files table names, then the manifest (last, so a
 * backup cut short has none and is refused by restore).
 */
export async function writeBackup(source: BackupSource, dir: string): Promise<BackupSummary> {
  await prepareDirectory(dir);
  const snapshot = await source.db.transaction(
    async (tx) => {
      // Timestamps as UTC text: the same data gives the same bytes on either backend.
      await tx.execute(sql`set local timezone = 'UTC'`);
      const migrations = await readMigrationLevel(tx);
      const tables: ManifestTable[] = [];
      for (const table of await readCatalog(tx)) tables.push(await dumpTable(tx, table, dir));
      return { migrations, tables };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const files = await copyStoredFiles(source.storage, dir);
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    release: releaseName(),
    source: source.kind,
    ...snapshot,
    files,
  };
  await fs.writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 1)}\n`);
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  return { manifest, line: backupMessages.backedUp(manifest.tables.length, rows, files.length, dir) };
}

async function prepareDirectory(dir: string) {
  const existing = await fs.readdir(dir).catch(() => null);
  if (existing && existing.length > 0) throw new BackupRefusal(backupMessages.dirNotEmpty(dir));
  await fs.mkdir(path.join(dir, 'tables'), { recursive: true });
  await fs.mkdir(path.join(dir, 'files'), { recursive: true });
}

/** The table's rows as JSON text in primary-key order, through a cursor so a large table never sits in memory. */
async function dumpTable(tx: Transaction, table: CatalogTable, dir: string): Promise<ManifestTable> {
  const order: SQL = table.primaryKey.length > 0 ? sql` order by ${columnList(table.primaryKey)}` : sql``;
  await tx.execute(sql`declare backup_rows no scroll cursor for
    select to_json(r)::text as line from (select ${columnList(table.columns)} from ${sql.identifier(table.name)}${order}) r`);
  const file = path.join(dir, tableFile(table.name));
  const out = createWriteStream(file);
  const hash = createHash('sha256');
  let rows = 0;
  try {
    for (;;) {
      const batch = rowsOf<{ line: string }>(await tx.execute(sql.raw(`fetch ${FETCH_ROWS} from backup_rows`)));
      if (batch.length === 0) break;
      const text = `${batch.map((row) => row.line).join('\n')}\n`;
      hash.update(text);
      rows += batch.length;
      if (!out.write(text)) await once(out, 'drain');
    }
  } finally {
    out.end();
    await finished(out);
  }
  await tx.execute(sql`close backup_rows`);
  return {
    name: table.name,
    columns: table.columns,
    rows,
    sha256: hash.digest('hex'),
    sequences: await positions(tx, table),
  };
}

/** Where each of the table's sequences stands: the last value handed out, 0 when none was. */
async function positions(tx: Transaction, table: CatalogTable): Promise<ManifestTable['sequences']> {
  const out: ManifestTable['sequences'] = [];
  for (const { column, sequence } of table.sequences) {
    const [row] = rowsOf<{ position: string }>(
      await tx.execute(
        sql`select (case when is_called then last_value else last_value - 1 end)::text as "position" from ${sql.raw(sequence)}`,
      ),
    );
    out.push({ column, position: row?.position ?? '0' });
  }
  return out;
}

/** Copies the file of every row of the files table (as the snapshot saw it) under files/, hashing it on the way. */
async function copyStoredFiles(storage: FileStorage, dir: string): Promise<Manifest['files']> {
  const copied: Manifest['files'] = [];
  for await (const line of linesOf(path.join(dir, tableFile(getTableName(files))))) {
    const key = (JSON.parse(line) as Record<string, string>)[files.storageKey.name] ?? '';
    const bytes = await storage.read(key).catch(() => {
      throw new BackupRefusal(backupMessages.fileMissing(key));
    });
    const target = backupFilePath(dir, key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const hash = createHash('sha256');
    let size = 0;
    bytes.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      size += chunk.length;
    });
    await pipeline(bytes, createWriteStream(target));
    copied.push({ key, size, sha256: hash.digest('hex') });
  }
  return copied;
}

/** The release that made the backup: `git describe` in a checkout, the server package's version otherwise. */
function releaseName(): string {
  try {
    return execFileSync('git', ['describe', '--tags', '--always', '--dirty'], {
      cwd: SERVER_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2000,
    }).trim();
  } catch {
    const { version } = JSON.parse(readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as { version: string };
    return `@dtmm/server ${version}`;
  }
}
