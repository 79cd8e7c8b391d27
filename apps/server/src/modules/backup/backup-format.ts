import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The layout of a backup directory (docs/backup.md); a restore refuses any other version. */
export const BACKUP_FORMAT = 'dtmm-backup';
export const BACKUP_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';

/** A refusal of backup or restore: one Chinese line, exit code 1. */
export class BackupRefusal extends Error {}

export const backupMessages = {
  dirNotEmpty: (dir: string) => `备份目录 ${dir} 已存在且不为空：请指定新目录或空目录`,
  fileMissing: (key: string) => `上传文件缺失：${key}（文件表有记录，存储目录中没有），备份未完成`,
  noManifest: (dir: string) => `${dir} 不是有效的备份：缺少或无法读取 ${MANIFEST_FILE}`,
  badManifest: (dir: string) => `${dir} 不是有效的备份：${MANIFEST_FILE} 内容不完整或格式不对`,
  wrongVersion: (version: unknown) => `备份格式版本 ${String(version)} 不受支持（本程序支持版本 ${BACKUP_VERSION}）`,
  corrupt: (file: string) => `备份已损坏：${file} 与清单记录的校验和或行数不符，拒绝恢复`,
  otherLevel: (backup: string, here: string) =>
    `备份的数据库结构（迁移 ${backup}）与本程序（迁移 ${here}）不一致：请用制作该备份的版本恢复，再启动新版本升级`,
  otherTables: (table: string) => `备份与目标数据库的表结构不一致（${table}），拒绝恢复`,
  notEmpty:
    '目标数据库已有数据（用户、企业或上传文件）：只能恢复到空实例（新建的 PostgreSQL 数据库，或空的 DATA_DIR），原数据未改动',
  noTriggerSwitch:
    '恢复需要在本会话中关闭触发器（session_replication_role = replica），当前数据库用户无此权限：请以数据库超级用户连接，或授予 SET ON PARAMETER session_replication_role（见 docs/backup.md）',
  embedded: '内置数据库（PGlite）只能由一个进程打开：备份与恢复都须在服务器停止时进行',
  backedUp: (tables: number, rows: number, files: number, dir: string) =>
    `已备份：${tables} 张表，${rows} 行，${files} 个文件 → ${dir}`,
  restored: (tables: number, rows: number, files: number) => `已恢复：${tables} 张表，${rows} 行，${files} 个文件`,
};

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const tableName = z.string().regex(/^[a-z_][a-z0-9_]*$/);
/** A storage key as the files module makes them ('2026/11/<uuid>.png'): no way out of the storage root. */
const storageKey = z
  .string()
  .regex(/^[\w.-]+(\/[\w.-]+)*$/)
  .refine((key) => !key.split('/').includes('..'));

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.string(),
  release: z.string(),
  source: z.enum(['embedded', 'postgres']),
  migrations: z.object({
    count: z.number().int(),
    lastTag: z.string().nullable(),
    lastCreatedAt: z.number().nullable(),
  }),
  tables: z.array(
    z.object({
      name: tableName,
      columns: z.array(z.string()),
      rows: z.number().int().min(0),
      sha256,
      /** Where each identity sequence stood: the last value handed out (0: none yet). */
      sequences: z.array(z.object({ column: z.string(), position: z.string().regex(/^\d+$/) })),
    }),
  ),
  files: z.array(z.object({ key: storageKey, size: z.number().int().min(0), sha256 })),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestTable = Manifest['tables'][number];

/** Where a table's rows lie in a backup: one JSON object a line, columns by name. */
export const tableFile = (name: string) => path.join('tables', `${name}.jsonl`);
/** Where an uploaded file's bytes lie in a backup: under files/ by its storage key. */
export const backupFilePath = (dir: string, key: string) => path.join(dir, 'files', ...key.split('/'));

/** The sha256 (hex), size and line count of a file, read as a stream. */
export async function digestFile(file: string): Promise<{ sha256: string; size: number; lines: number }> {
  const hash = createHash('sha256');
  let size = 0;
  let lines = 0;
  for await (const chunk of createReadStream(file)) {
    const bytes = chunk as Buffer;
    hash.update(bytes);
    size += bytes.length;
    for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) lines += 1;
  }
  return { sha256: hash.digest('hex'), size, lines };
}

/** The lines of a text file, read chunk by chunk as they are consumed (a large table never sits in memory). */
export async function* linesOf(file: string): AsyncGenerator<string> {
  let rest = '';
  for await (const chunk of createReadStream(file, { encoding: 'utf8' })) {
    const parts = (rest + (chunk as string)).split('\n');
    rest = parts.pop() ?? '';
    yield* parts;
  }
  if (rest) yield rest;
}
