import fs from 'node:fs/promises';
import path from 'node:path';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupRefusal,
  backupFilePath,
  backupMessages,
  digestFile,
  MANIFEST_FILE,
  type Manifest,
  manifestSchema,
  tableFile,
} from './backup-format';

/**
 * The backup's manifest once every table file and uploaded file in it matches the checksum (and
 * row count or size) the manifest records; anything else is refused before the target is touched.
 */
export async function readVerifiedManifest(dir: string): Promise<Manifest> {
  const manifest = await readManifest(dir);
  for (const table of manifest.tables) {
    const file = tableFile(table.name);
    const digest = await digestFile(path.join(dir, file)).catch(() => null);
    if (digest?.sha256 !== table.sha256 || digest.lines !== table.rows) {
      throw new BackupRefusal(backupMessages.corrupt(file));
    }
  }
  for (const stored of manifest.files) {
    const digest = await digestFile(backupFilePath(dir, stored.key)).catch(() => null);
    if (digest?.sha256 !== stored.sha256 || digest.size !== stored.size) {
      throw new BackupRefusal(backupMessages.corrupt(`files/${stored.key}`));
    }
  }
  return manifest;
}

async function readManifest(dir: string): Promise<Manifest> {
  let raw: unknown;
  try {
    raw = JSON.parse(await fs.readFile(path.join(dir, MANIFEST_FILE), 'utf8'));
  } catch {
    throw new BackupRefusal(backupMessages.noManifest(dir));
  }
  const head = raw as { format?: unknown; version?: unknown } | null;
  if (head?.format !== BACKUP_FORMAT) throw new BackupRefusal(backupMessages.badManifest(dir));
  if (head.version !== BACKUP_VERSION) throw new BackupRefusal(backupMessages.wrongVersion(head.version));
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) throw new BackupRefusal(backupMessages.badManifest(dir));
  return parsed.data;
}
