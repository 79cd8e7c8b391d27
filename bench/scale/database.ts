// The scale bench's own database: never the test suite's `test`, kept between runs (the seed takes minutes).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { AppProcess } from '../support/app-process';
import { isSeeded, type SeedRun, type SeedSizes, seedProvince } from './seed';

export const SCALE_DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/dtmm_scale';

function parts(url: string) {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.slice(1));
  parsed.pathname = '/postgres';
  return { name, server: parsed.toString() };
}

async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: parts(url).server });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates the database when missing; `fresh` drops it first (--reseed). */
export async function prepareDatabase(url: string, fresh: boolean): Promise<void> {
  const { name } = parts(url);
  if (name === 'test') throw new Error('the scale bench never uses the test database: set DATABASE_URL to another one');
  if (fresh) await onServer(url, `drop database if exists "${name}" with (force)`);
  const { rowCount } = await onServer(url, `select 1 from pg_database where datname = '${name.replace(/'/g, "''")}'`);
  if (!rowCount) await onServer(url, `create database "${name}"`);
}

export async function databaseBytes(url: string): Promise<number> {
  const { rows } = await onServer(url, `select pg_database_size('${parts(url).name}')::float8 as bytes`);
  return Number(rows[0]?.bytes ?? 0);
}

export async function dropDatabase(url: string): Promise<void> {
  await onServer(url, `drop database if exists "${parts(url).name}" with (force)`);
}

/**
 * The seed, once: the platform starts on the database (migrations, banks, demo accounts) and stops,
 * then the province is written unless the marker says it is there.
 */
export async function ensureSeeded(url: string, sizes: SeedSizes): Promise<{ run: SeedRun; seededNow: boolean }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dtmm-bench-scale-'));
  try {
    const app = await AppProcess.platform({ databaseUrl: url, dataDir });
    await app.start();
    await app.stop();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const existing = await isSeeded(client).finally(() => client.end());
  if (existing) return { run: existing, seededNow: false };
  console.log(`seeding ${sizes.companies.toLocaleString('en')} companies …`);
  return { run: await seedProvince(url, sizes), seededNow: true };
}
