import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AuditAction } from '@dtmm/shared';
import { asc, count, desc } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/database';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { recordAudit } from '../audit/audit.service';
import { auditLog } from '../audit/audit.table';
import { verifyAuditChain } from '../audit/audit-chain';
import { postLogin } from '../auth/test/auth-client';
import { contentItems } from '../content/content.table';
import { LocalDiskStorage } from '../files/file-storage';
import { pngBytes } from '../files/test/sample-files';
import { postUpload } from '../files/test/upload-client';
import { users } from '../users/users.table';
import { backupMessages, MANIFEST_FILE, type Manifest, tableFile } from './backup-format';
import { restoreBackup } from './backup-restore';
import { writeBackup } from './backup-write';

/** Rows no real action writes, told apart from the platform's by their code. */
const testAction = (code: string) => code as AuditAction;

const onPostgres = Boolean(process.env.DTMM_TEST_DATABASE_URL);
const request = { ip: '10.0.0.9', headers: { 'user-agent': 'backup-test' } } as unknown as FastifyRequest;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'dtmm-backup-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const storageOf = (t: TestApp) => new LocalDiskStorage(path.join(t.dataDir, 'files'));
const backUp = (t: TestApp, dir: string) =>
  writeBackup({ db: t.database.db, kind: t.database.kind, storage: storageOf(t) }, dir);
const restore = (t: TestApp, dir: string) => restoreBackup({ db: t.database.db, storage: storageOf(t) }, dir);

/** A platform on the embedded backends whatever the project (for the PGlite ⇄ PostgreSQL round trips). */
async function buildEmbeddedApp(demo: boolean): Promise<TestApp> {
  vi.stubEnv('DTMM_TEST_DATABASE_URL', '');
  try {
    return await buildTestApp({ demo, env: { DTMM_CAPTCHA: 'off' } });
  } finally {
    vi.unstubAllEnvs();
  }
}

interface Original {
  app: TestApp;
  manifest: Manifest;
  dir: string;
  fileId: string;
}

/** The demo province plus an uploaded file and a few audit rows, backed up into a new directory. */
async function originalPlatform(app: TestApp, name: string): Promise<Original> {
  const token = await app.tokenFor('bz_admin');
  const upload = await postUpload(
    app.app,
    token,
    [{ filename: 'logo.png', content: pngBytes(3, 2), contentType: 'image/png' }],
    {
      project: 'company',
      projectClass: 'image',
    },
  );
  expect(upload.statusCode).toBe(200);
  for (const n of [1, 2, 3]) {
    await recordAudit(app.database.db, request, {
      action: testAction(`test.backup.${n}`),
      detail: { n, 说明: '备份前' },
    });
  }
  const dir = path.join(scratch, name);
  const { manifest } = await backUp(app, dir);
  return { app, manifest, dir, fileId: upload.json().data.id };
}

/** "The same platform": every table's rows, the uploaded file, a demo login, the audit chain and its head. */
async function expectSamePlatform(original: Original, copy: TestApp) {
  const again = await backUp(copy, path.join(scratch, `${path.basename(original.dir)}-again-${copy.database.kind}`));
  const tables = (m: Manifest) =>
    m.tables.map(({ name, rows, sha256, sequences }) => ({ name, rows, sha256, sequences }));
  expect(tables(again.manifest)).toEqual(tables(original.manifest));
  expect(again.manifest.files).toEqual(original.manifest.files);
  // Read back through drizzle too, generated columns included, not only through the backup's own dump.
  const rows = (t: TestApp) =>
    Promise.all([
      t.database.db.select().from(users).orderBy(asc(users.id)),
      t.database.db.select().from(auditLog).orderBy(asc(auditLog.id)),
      t.database.db
        .select({ id: contentItems.id, grams: contentItems.titleGrams })
        .from(contentItems)
        .orderBy(asc(contentItems.id)),
    ]);
  expect(await rows(copy)).toEqual(await rows(original.app));

  const token = await copy.tokenFor('bz_admin');
  const download = await copy.app.inject({
    url: `/api/dtmm/common/file/download/${original.fileId}`,
    headers: { access_token: token },
  });
  expect(download.statusCode).toBe(200);
  expect(download.rawPayload).toEqual(pngBytes(3, 2));

  const chain = await verifyAuditChain(copy.database.db);
  expect(chain.ok).toBe(true);
  expect(chain.head).toEqual((await verifyAuditChain(original.app.database.db)).head);
  // New rows take fresh ids and extend the restored chain.
  const [last] = await copy.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  await recordAudit(copy.database.db, request, { action: testAction('test.backup.after') });
  const [added] = await copy.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  expect(added?.id).toBeGreaterThan(last?.id ?? Number.POSITIVE_INFINITY);
  expect(added?.chainSeq).toBe((chain.head?.chainSeq ?? 0) + 1);
  expect((await verifyAuditChain(copy.database.db)).ok).toBe(true);
  // The demo password still opens the demo accounts (the login writes its own audit row, so after the head check).
  expect((await postLogin(copy, 'bz_admin', { noCaptcha: true })).statusCode).toBe(200);
}

/** The tag of the newest migration in drizzle's journal: what a backup of a migrated database names. */
function newestMigrationTag(): string | undefined {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'));
  return journal.entries.at(-1)?.tag;
}

describe(`backup and restore on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  let original: Original;
  let copy: TestApp;
  beforeAll(async () => {
    original = await originalPlatform(await buildTestApp({ env: { DTMM_CAPTCHA: 'off' } }), 'same-backend');
    copy = await buildTestApp({ demo: false, env: { DTMM_CAPTCHA: 'off' } });
  });
  afterAll(async () => {
    await original?.app.close();
    await copy?.close();
  });

  it('writes every table, its checksum and the referenced files, and refuses a directory in use', async () => {
    const { manifest, dir } = original;
    const byName = new Map(manifest.tables.map((t) => [t.name, t]));
    expect(byName.get('users')?.rows).toBeGreaterThan(10);
    expect(byName.get('audit_log')?.sequences).toEqual([{ column: 'id', position: expect.stringMatching(/^\d+$/) }]);
    expect(byName.get('content_items')?.columns).not.toContain('title_grams');
    // Referenced tables come first.
    const at = (name: string) => manifest.tables.findIndex((t) => t.name === name);
    expect(at('companies')).toBeLessThan(at('users'));
    expect(manifest.files.length).toBe(byName.get('files')?.rows);
    expect(manifest.migrations.lastTag).toBe(newestMigrationTag());
    await expect(backUp(original.app, dir)).rejects.toThrow(backupMessages.dirNotEmpty(dir));
  });

  it('restores into an empty instance the same platform', async () => {
    const summary = await restore(copy, original.dir);
    const rows = original.manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    expect(summary.line).toBe(
      backupMessages.restored(original.manifest.tables.length, rows, original.manifest.files.length),
    );
    await expectSamePlatform(original, copy);
  });

  it('refuses a target that holds data, leaving it as it was', async () => {
    const auditRows = () => copy.database.db.select({ n: count() }).from(auditLog);
    const before = await auditRows();
    await expect(restore(copy, original.dir)).rejects.toThrow(backupMessages.notEmpty);
    expect(await auditRows()).toEqual(before);
  });

  it('refuses a corrupt backup (one byte changed) or another format version', async () => {
    const corrupt = path.join(scratch, 'corrupt');
    fs.cpSync(original.dir, corrupt, { recursive: true });
    const usersFile = path.join(corrupt, tableFile('users'));
    const bytes = fs.readFileSync(usersFile);
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    fs.writeFileSync(usersFile, bytes);
    await expect(restore(copy, corrupt)).rejects.toThrow(backupMessages.corrupt(tableFile('users')));

    fs.cpSync(path.join(original.dir, tableFile('users')), usersFile);
    const [stored] = original.manifest.files;
    const storedFile = path.join(corrupt, 'files', stored?.key ?? '');
    fs.appendFileSync(storedFile, 'x');
    await expect(restore(copy, corrupt)).rejects.toThrow(backupMessages.corrupt(`files/${stored?.key}`));

    const manifestFile = path.join(corrupt, MANIFEST_FILE);
    fs.writeFileSync(manifestFile, JSON.stringify({ ...original.manifest, version: 2 }));
    await expect(restore(copy, corrupt)).rejects.toThrow(backupMessages.wrongVersion(2));
    fs.rmSync(manifestFile);
    await expect(restore(copy, corrupt)).rejects.toThrow(backupMessages.noManifest(corrupt));
  });
});

describe.runIf(onPostgres)('backup and restore across backends', () => {
  let original: Original;
  let copy: TestApp;
  beforeAll(async () => {
    original = await originalPlatform(await buildEmbeddedApp(true), 'from-pglite');
    copy = await buildTestApp({ demo: false, env: { DTMM_CAPTCHA: 'off' } });
  });
  afterAll(async () => {
    await original?.app.close();
    await copy?.close();
  });

  it('restores a PGlite backup into PostgreSQL', async () => {
    await restore(copy, original.dir);
    await expectSamePlatform(original, copy);
  });
});
