import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { scratchDatabase } from '../test/test-database';
import { type DatabaseHandle, MIGRATIONS_DIR, openDatabase, STARTUP_LOCK_KEY } from './database';

const serverUrl = process.env.DTMM_TEST_DATABASE_URL;
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function freshDatabase() {
  const scratch = await scratchDatabase(serverUrl as string);
  cleanups.push(scratch.drop);
  return scratch.url;
}

async function session(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  cleanups.push(() => client.end());
  return client;
}

const migrationCount = () =>
  (JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] })
    .entries.length;

// Several instances start at once on one PostgreSQL (README, production): one migrates and seeds, the others wait.
describe.skipIf(!serverUrl)('start-up on a shared PostgreSQL', () => {
  it('waits for the start-up lock another process holds before migrating', async () => {
    const url = await freshDatabase();
    const holder = await session(url);
    await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    let opened: DatabaseHandle | undefined;
    const opening = openDatabase({ databaseUrl: url, poolSize: 2, embeddedDir: '' }).then((handle) => {
      opened = handle;
      cleanups.push(() => handle.close());
    });
    // Seen waiting by PostgreSQL itself, not by a sleep.
    await expect
      .poll(
        async () =>
          (await holder.query(`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`))
            .rows[0].n,
        { timeout: 10_000, interval: 50 },
      )
      .toBe(1);
    expect(opened).toBeUndefined();
    const tables = await holder.query(`select count(*)::int as n from pg_tables where schemaname = 'public'`);
    expect(tables.rows[0].n).toBe(0);
    await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    await opening;
    expect(opened?.kind).toBe('postgres');
  });

  it('starts two instances at once on a fresh database: both serve, each migration applied once', async () => {
    const url = await freshDatabase();
    const configOf = () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dtmm-startup-'));
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      // No web build: loading its page renderer is not what this test waits for.
      const noWeb = path.join(dataDir, 'no-web');
      return loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: url,
        DATABASE_POOL_SIZE: '2',
        DATA_DIR: dataDir,
        DTMM_WEB_DIST: noWeb,
        LOG_LEVEL: 'silent',
      });
    };
    const apps = await Promise.all([buildApp(configOf()), buildApp(configOf())]);
    cleanups.push(() => Promise.all(apps.map((app) => app.close())));
    for (const app of apps) expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const client = await session(url);
    const applied = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied.rows[0].n).toBe(migrationCount());
    // Neither kept the lock once started.
    const free = await client.query('select pg_try_advisory_lock($1) as got', [STARTUP_LOCK_KEY]);
    expect(free.rows[0].got).toBe(true);
  }, 90_000);
});
