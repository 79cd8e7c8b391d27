import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AuditAction } from '@dtmm/shared';
import { auditMessages } from '@dtmm/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CliError, printAuditHead, verifyAuditLog } from '../../cli';
import { type Database, type DatabaseHandle, openDatabase } from '../../db/database';
import { openTestDatabase } from '../../test/test-database';
import { recordAudit } from './audit.service';
import { auditLog } from './audit.table';
import { verifyAuditChain } from './audit-chain';

/** Rows no real action writes, told apart from the platform's by their code. */
const testAction = (code: string) => code as AuditAction;
const request = { ip: '10.0.0.8', headers: { 'user-agent': 'chain-test' } } as unknown as FastifyRequest;

async function addRows(db: Database, count: number, prefix = 'test.chain') {
  for (let i = 0; i < count; i += 1) {
    await recordAudit(db, request, {
      action: testAction(`${prefix}.${i}`),
      subject: `第${i}条`,
      detail: { n: i, 说明: '审计' },
    });
  }
}

const chainOf = (db: Database) =>
  db
    .select({ id: auditLog.id, chainSeq: auditLog.chainSeq, prevHash: auditLog.prevHash, hash: auditLog.hash })
    .from(auditLog)
    .orderBy(asc(auditLog.chainSeq));

/** What only a database superuser can do: change the log with its triggers switched off for one transaction. */
async function asDba(db: Database, change: (tx: Database) => Promise<unknown>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await change(tx as unknown as Database);
  });
}

describe('the hash chain', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle?.close());

  it('chains each row to the previous one on insert, the database computing the hashes', async () => {
    const { db } = handle;
    await addRows(db, 5);
    const chain = await chainOf(db);
    expect(chain.map((row) => row.chainSeq)).toEqual([1, 2, 3, 4, 5]);
    expect(chain[0]?.prevHash).toBe('');
    for (const [i, row] of chain.entries()) {
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
      if (i > 0) expect(row.prevHash).toBe(chain[i - 1]?.hash);
    }
    const [stored] = await db.select().from(auditLog).where(eq(auditLog.chainSeq, 1));
    expect(stored).toMatchObject({ result: 'success', ip: '10.0.0.8', userAgent: 'chain-test', objectType: null });
    expect(await verifyAuditChain(db)).toEqual({
      ok: true,
      checked: 5,
      firstBroken: null,
      head: { id: String(chain[4]?.id), chainSeq: 5, hash: chain[4]?.hash },
    });
  });

  it('keeps the chain linear when transactions insert at the same time', async () => {
    const { db } = handle;
    const before = (await chainOf(db)).length;
    await Promise.all(
      Array.from({ length: 8 }, (_, t) =>
        db.transaction(async (tx) => {
          await recordAudit(tx, request, { action: testAction(`test.concurrent.${t}.a`) });
          await tx.execute(sql`select pg_sleep(0.02)`);
          await recordAudit(tx, request, { action: testAction(`test.concurrent.${t}.b`) });
        }),
      ),
    );
    const seqs = (await chainOf(db)).map((row) => row.chainSeq);
    expect(seqs).toEqual(Array.from({ length: before + 16 }, (_, i) => i + 1));
    // Each transaction's two rows are neighbours: the second waited for nobody, the lock being its own.
    const actions = await db.select({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.chainSeq));
    const concurrent = actions.map((row) => row.action).filter((a) => a.startsWith('test.concurrent.'));
    for (let i = 0; i < concurrent.length; i += 2) {
      expect(concurrent[i]?.replace(/a$/, 'b')).toBe(concurrent[i + 1]);
    }
    expect((await verifyAuditChain(db)).ok).toBe(true);
  });

  it('walks the chain in batches', async () => {
    const outcome = await verifyAuditChain(handle.db, { batchSize: 3 });
    expect(outcome).toMatchObject({ ok: true, checked: (await chainOf(handle.db)).length });
  });

  it('refuses to change, delete or empty a row through the application', async () => {
    const { db } = handle;
    await expect(
      db.update(auditLog).set({ action: 'login.success' }).where(eq(auditLog.chainSeq, 2)),
    ).rejects.toThrow();
    await expect(db.delete(auditLog).where(eq(auditLog.chainSeq, 2))).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const error = await db
      .delete(auditLog)
      .where(eq(auditLog.chainSeq, 2))
      .catch((e: unknown) => e);
    expect(String((error as { cause?: unknown }).cause ?? error)).toMatch(/cannot be changed or deleted/);
    expect((await verifyAuditChain(db)).ok).toBe(true);
  });

  it('prints the intact chain and its head for audit:verify', async () => {
    const line = await verifyAuditLog(handle.db);
    const count = (await chainOf(handle.db)).length;
    const [last] = (await chainOf(handle.db)).slice(-1);
    const noted = `${last?.id}:${last?.hash}`;
    expect(line.split('\n')).toEqual([
      `审计日志完整：共 ${count} 条`,
      `链头 ${noted}（序号 ${count}；请记入运营日志，日后用 audit:verify --head ${noted} 核对）`,
    ]);
    expect((await printAuditHead(handle.db)).split('\n')[0]).toBe(noted);
  });
});

describe('tampering by a database superuser', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle?.close());

  /** A fresh stretch of ten rows; what the test does to it breaks the chain from there on. */
  async function tenRows() {
    const { db } = handle;
    const [last] = await db
      .select({ seq: auditLog.chainSeq })
      .from(auditLog)
      .orderBy(sql`${auditLog.chainSeq} desc nulls last`)
      .limit(1);
    await addRows(db, 10, `test.tamper.${last?.seq ?? 0}`);
    return (await chainOf(db)).slice(-10);
  }

  /** Puts the log back as the triggers left it, for the next test. */
  async function repair(rows: Awaited<ReturnType<typeof tenRows>>) {
    const first = rows[0]?.chainSeq ?? 0;
    await asDba(handle.db, (tx) =>
      tx.delete(auditLog).where(sql`${auditLog.chainSeq} >= ${first} or ${auditLog.chainSeq} is null`),
    );
  }

  it('names an edited row: its hash no longer matches its content', async () => {
    const rows = await tenRows();
    const target = rows[4];
    await asDba(handle.db, (tx) =>
      tx
        .update(auditLog)
        .set({ detail: { n: 999 } })
        .where(eq(auditLog.id, target?.id ?? 0)),
    );
    expect(await verifyAuditChain(handle.db, { batchSize: 4 })).toEqual({
      ok: false,
      checked: (target?.chainSeq ?? 0) - 1,
      firstBroken: { id: String(target?.id), chainSeq: target?.chainSeq, reason: 'hash mismatch' },
      head: null,
    });
    await expect(verifyAuditLog(handle.db)).rejects.toThrow(
      new CliError(`审计日志在第 ${target?.chainSeq} 条（id ${target?.id}）处断开：内容被修改（哈希不符）`),
    );
    await repair(rows);
  });

  it('names the row after a deleted one', async () => {
    const rows = await tenRows();
    await asDba(handle.db, (tx) => tx.delete(auditLog).where(eq(auditLog.id, rows[6]?.id ?? 0)));
    const outcome = await verifyAuditChain(handle.db);
    expect(outcome.firstBroken).toEqual({ id: String(rows[7]?.id), chainSeq: rows[7]?.chainSeq, reason: 'gap' });
    await repair(rows);
  });

  it('names a row re-hashed by hand: the next one no longer points at it', async () => {
    const rows = await tenRows();
    const target = rows[2];
    await asDba(handle.db, async (tx) => {
      await tx
        .update(auditLog)
        .set({ subject: '改过' })
        .where(eq(auditLog.id, target?.id ?? 0));
      await tx.execute(
        sql`update audit_log set hash = audit_log_row_hash(audit_log, prev_hash) where id = ${target?.id}`,
      );
    });
    // Recomputing the edited row's own hash only moves the break to its successor.
    const outcome = await verifyAuditChain(handle.db);
    expect(outcome.firstBroken).toEqual({
      id: String(rows[3]?.id),
      chainSeq: rows[3]?.chainSeq,
      reason: 'prev mismatch',
    });
    await repair(rows);
  });

  it('names a row slipped in around the trigger', async () => {
    const rows = await tenRows();
    await asDba(handle.db, (tx) => tx.insert(auditLog).values({ action: 'login.success', subject: 'ghost' }));
    const [ghost] = await handle.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.subject, 'ghost'));
    const outcome = await verifyAuditChain(handle.db);
    expect(outcome.firstBroken).toEqual({ id: String(ghost?.id), chainSeq: null, reason: 'unchained' });
    await repair(rows);
    expect((await verifyAuditChain(handle.db)).ok).toBe(true);
  });

  const headOf = (row: Awaited<ReturnType<typeof tenRows>>[number] | undefined) => ({
    id: row?.id ?? 0,
    hash: row?.hash ?? '',
  });

  it('finds a cut tail only against the head noted before it was cut', async () => {
    const rows = await tenRows();
    const noted = headOf(rows[9]);
    await asDba(handle.db, (tx) => tx.delete(auditLog).where(sql`${auditLog.chainSeq} >= ${rows[7]?.chainSeq}`));
    // Alone, the shorter chain is consistent: that is what the noted head is for.
    expect((await verifyAuditChain(handle.db)).ok).toBe(true);
    expect(await verifyAuditChain(handle.db, { head: noted })).toMatchObject({
      ok: false,
      firstBroken: { id: String(noted.id), chainSeq: null, reason: 'anchor missing' },
      head: null,
    });
    await expect(verifyAuditLog(handle.db, noted)).rejects.toThrow(
      new CliError(`审计日志与记下的链头不符（id ${noted.id}）：该记录已不存在（末尾记录被删除）`),
    );
    const older = headOf(rows[5]);
    expect(await verifyAuditLog(handle.db, older)).toContain(`与记下的链头（id ${older.id}）相符`);
    await repair(rows);
  });

  it('finds a chain rewritten from an older row on against the head noted before', async () => {
    const rows = await tenRows();
    const noted = headOf(rows[9]);
    await asDba(handle.db, async (tx) => {
      await tx
        .update(auditLog)
        .set({ subject: '改过' })
        .where(eq(auditLog.id, rows[4]?.id ?? 0));
      // What a superuser can do: re-link and re-hash every row from the edited one on.
      for (const row of rows.slice(4)) {
        await tx.execute(sql`update audit_log set prev_hash = (select hash from audit_log p
          where p.chain_seq = ${row.chainSeq} - 1) where id = ${row.id}`);
        await tx.execute(
          sql`update audit_log set hash = audit_log_row_hash(audit_log, prev_hash) where id = ${row.id}`,
        );
      }
    });
    expect((await verifyAuditChain(handle.db)).ok).toBe(true);
    expect((await verifyAuditChain(handle.db, { head: noted })).firstBroken).toEqual({
      id: String(noted.id),
      chainSeq: rows[9]?.chainSeq,
      reason: 'anchor mismatch',
    });
    await repair(rows);
  });
});

describe('npm run admin -- audit:verify', () => {
  const run = promisify(execFile);
  const cli = path.resolve(import.meta.dirname, '../../cli.ts');
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dtmm-audit-cli-'));
    const handle = await openDatabase({ embeddedDir: path.join(dataDir, 'pglite') });
    await addRows(handle.db, 3);
    await handle.close();
  }, 60_000);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const admin = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', cli, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
    }).then(
      ({ stdout }) => ({ code: 0, out: stdout }),
      (error: { code: number; stderr: string }) => ({ code: error.code, out: error.stderr }),
    );
  const withLog = async <T>(change: (db: Database) => Promise<T>): Promise<T> => {
    const handle = await openDatabase({ embeddedDir: path.join(dataDir, 'pglite') });
    try {
      return await change(handle.db);
    } finally {
      await handle.close();
    }
  };

  it('exits 0 with the count, then 1 naming the first broken row', async () => {
    const intact = await admin('audit:verify');
    expect(intact.code).toBe(0);
    expect(intact.out).toMatch(/^审计日志完整：共 3 条\n链头 \d+:[0-9a-f]{64}（序号 3；/);

    await withLog((db) =>
      asDba(db, (tx) => tx.update(auditLog).set({ ip: '1.2.3.4' }).where(eq(auditLog.chainSeq, 2))),
    );
    const [edited] = await withLog((db) =>
      db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.chainSeq, 2)),
    );

    const broken = await admin('audit:verify');
    expect(broken.code).toBe(1);
    expect(broken.out.trim()).toBe(`审计日志在第 2 条（id ${edited?.id}）处断开：内容被修改（哈希不符）`);
    await withLog((db) => asDba(db, (tx) => tx.delete(auditLog).where(sql`${auditLog.chainSeq} >= 2`)));
  }, 120_000);

  it('prints the head with audit:head, and with --head exits 1 once the rows after an older head are deleted', async () => {
    await withLog((db) => addRows(db, 2, 'test.tail'));
    const printed = await admin('audit:head');
    expect(printed.code).toBe(0);
    const noted = printed.out.split('\n')[0] ?? '';
    expect(noted).toMatch(/^\d+:[0-9a-f]{64}$/);
    expect((await admin('audit:verify', '--head', noted)).code).toBe(0);

    await withLog((db) => asDba(db, (tx) => tx.delete(auditLog).where(sql`${auditLog.chainSeq} = 3`)));
    expect((await admin('audit:verify')).out).toMatch(/^审计日志完整：共 2 条/);
    const cut = await admin('audit:verify', '--head', noted);
    expect(cut.code).toBe(1);
    expect(cut.out.trim()).toBe(
      `审计日志与记下的链头不符（id ${noted.split(':')[0]}）：该记录已不存在（末尾记录被删除）`,
    );
    const malformed = await admin('audit:verify', '--head', 'latest');
    expect([malformed.code, malformed.out.trim()]).toEqual([1, auditMessages.badHead]);
  }, 120_000);
});
