import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/database';

/**
 * A fresh database for one test file: an in-memory PGlite, or, when DTMM_TEST_DATABASE_URL names a
 * PostgreSQL server, a new database on it that is dropped when the file is done. With a template
 * (seededTemplate), it starts as a copy of the template's database instead of an empty one.
 */
export async function openTestDatabase(template?: DatabaseTemplate): Promise<DatabaseHandle> {
  const serverUrl = process.env.DTMM_TEST_DATABASE_URL;
  if (!serverUrl) {
    return openDatabase({ embeddedDir: 'memory://', ...(template?.image ? { embeddedImage: template.image } : {}) });
  }
  const scratch = await scratchDatabase(serverUrl, template?.name);
  const handle = await openDatabase({ databaseUrl: scratch.url, poolSize: 4, embeddedDir: '' });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * A new database on the PostgreSQL server of `serverUrl`, empty or a copy of `template`, with no
 * migration run: its URL, and `drop` to remove it (connections still open are ended).
 */
export async function scratchDatabase(serverUrl: string, template?: string) {
  const name = `dtmm_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => adminQuery(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

/** A seeded database to copy: an archive of PGlite's data directory, or a PostgreSQL template database. */
export interface DatabaseTemplate {
  image?: Blob;
  name?: string;
  /** The uploaded files the seed wrote, to copy beside each copy of the database. */
  filesDir: string;
}

/** The test run (set by template-teardown's setup) and this process: a run drops its own templates at its end. */
const TEMPLATE_PREFIX = `dtmm_tpl_${process.pid}_${process.env.DTMM_TEST_RUN ?? 'run'}_`;
const templates = new Map<string, Promise<DatabaseTemplate>>();

/**
 * The database `seed` fills, made once per test process and key: seeding the demo province takes
 * seconds on every app a test file builds, copying the result a fraction of that. `seed` gets a fresh
 * database and a files directory and must leave nothing open on the database.
 */
export function seededTemplate(
  key: string,
  seed: (database: DatabaseHandle, filesDir: string) => Promise<void>,
): Promise<DatabaseTemplate> {
  let template = templates.get(key);
  if (!template) {
    template = makeTemplate(key, seed);
    templates.set(key, template);
    template.catch(() => templates.delete(key));
  }
  return template;
}

async function makeTemplate(
  key: string,
  seed: (database: DatabaseHandle, filesDir: string) => Promise<void>,
): Promise<DatabaseTemplate> {
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), `${TEMPLATE_PREFIX}files_`));
  process.once('exit', () => fs.rmSync(filesDir, { recursive: true, force: true }));
  const serverUrl = process.env.DTMM_TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ embeddedDir: 'memory://' });
    try {
      await seed(database, filesDir);
      return { image: await database.dumpEmbedded?.(), filesDir };
    } finally {
      await database.close();
    }
  }
  await dropTemplatesOfEndedRuns(serverUrl);
  const name = `${TEMPLATE_PREFIX}${key.replace(/\W/g, '_')}`;
  await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
  await adminQuery(serverUrl, `create database "${name}"`);
  const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), poolSize: 4, embeddedDir: '' });
  try {
    await seed(database, filesDir);
  } finally {
    await database.close();
  }
  return { name, filesDir };
}

/**
 * Templates outlive their test process (nothing async runs at exit): the run's teardown drops its own
 * (`run`), and a later process those of processes that have ended (a run that was killed).
 */
export async function dropTemplatesOfEndedRuns(serverUrl: string, run?: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like 'dtmm\\_tpl\\_%'`,
    );
    for (const { datname } of rows) {
      const [, pid, of] = /^dtmm_tpl_(\d+)_([^_]+)_/.exec(datname) ?? [];
      if (of === run || !isRunning(Number(pid)))
        await client.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await client.end();
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
