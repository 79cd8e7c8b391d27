import path from 'node:path';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { LocalDiskStorage } from '../files/file-storage';
import { backupMessages } from './backup-format';
import { restoreBackup } from './backup-restore';
import { writeBackup } from './backup-write';

/**
 * `npm run admin -- backup <dir>` and `restore <dir>` on the configured database and the files
 * under DATA_DIR/files (the server's own storage). What they print, the embedded database's
 * one-process rule included.
 */
export async function runBackupCommand(
  command: 'backup' | 'restore',
  dir: string,
  db: Database,
  config: AppConfig,
): Promise<string> {
  const storage = new LocalDiskStorage(path.join(config.dataDir, 'files'));
  const embedded = config.databaseUrl === undefined;
  const target = path.resolve(dir);
  const { line } =
    command === 'backup'
      ? await writeBackup({ db, storage, kind: embedded ? 'embedded' : 'postgres' }, target)
      : await restoreBackup({ db, storage }, target);
  return embedded ? `${line}\n${backupMessages.embedded}` : line;
}
