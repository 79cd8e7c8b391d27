import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../paths';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: the queries, transactions and migrations are the same. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A query runner: the database itself or an open transaction. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'embedded' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The embedded database's data directory as one archive (PGlite's dumpDataDir); absent on PostgreSQL. */
  dumpEmbedded?(): Promise<Blob>;
  /**
   * Runs start-up work (migrations, seeds) while no other process runs its own on this database: on
   * PostgreSQL under an advisory lock, since several instances may start at once; PGlite has one process.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
}

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');

export interface DatabaseOptions {
  databaseUrl?: string;
  poolSize?: number;
  /** Data directory of the embedded database; 'memory://' for a throwaway one. */
  embeddedDir: string;
  /** An archive from dumpEmbedded to start the embedded database from (the test suite's seeded template). */
  embeddedImage?: Blob;
}

/** Opens PostgreSQL when a URL is given, the embedded PGlite otherwise, and applies the migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : await openEmbedded(options.embeddedDir, options.embeddedImage);
  return handle;
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    // A query that hangs (a black-holed database) fails instead of holding the request forever.
    query_timeout: 15_000,
    // The server's side of the same bound: a session whose client vanished mid-transaction (its
    // COMMIT lost on the way) would otherwise keep its row locks, and every later write of that
    // row would wait behind it until PostgreSQL is restarted.
    statement_timeout: 15_000,
    idle_in_transaction_session_timeout: 10_000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  pool.on('connect', guardClient);
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  const exclusively = <T>(work: () => Promise<T>) => underStartupLock(url, work);
  await exclusively(() => migratePostgres(url));
  return {
    db,
    kind: 'postgres',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
    exclusively,
  };
}

/** The advisory lock of start-up work: 'dtmm' in ASCII. */
export const STARTUP_LOCK_KEY = 0x64746d6d;

/**
 * Runs `work` holding the start-up advisory lock, which another instance's start-up waits for: two
 * instances migrating a fresh database at once both ran the first CREATE TABLE, and one failed to
 * start. The lock lives on a connection of its own, outside the pool and its statement timeout (the
 * wait lasts as long as the other instance's migrations and seeds); if this process dies, PostgreSQL
 * ends the session and the lock with it.
 */
async function underStartupLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock.
    await client.end().catch(() => {});
  }
}

/**
 * Migrations on a connection of their own, without the requests' timeouts: an index built over a
 * province's million records takes longer than any request may (issue 31).
 */
async function migratePostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    await migrateNodePg(drizzleNodePg(client, { schema }) as never, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.end();
  }
}

const READ_TIMEOUT = 'Query read timeout';

/**
 * Keeps one lost connection from taking the process or the pool down with it:
 * - a connection that dies while a transaction holds its client (the server restarts, a timeout
 *   ends the session) emits 'error' where nobody listens, which would crash the process; the
 *   query under way fails anyway and the pool drops the client when it comes back;
 * - a query the client gave up on (query_timeout) leaves its connection waiting for an answer that
 *   may never come, and every later query would queue behind it; such a connection is ended, so the
 *   pool drops it (drizzle releases transaction clients without the error).
 */
function guardClient(client: pg.PoolClient) {
  client.on('error', () => {});
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const endIfTimedOut = (error: unknown) => {
    if (error instanceof Error && error.message === READ_TIMEOUT) client.end().catch(() => {});
  };
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        endIfTimedOut(error);
        callback(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(endIfTimedOut);
    return result;
  };
}

async function openEmbedded(dir: string, image?: Blob): Promise<DatabaseHandle> {
  if (!dir.startsWith('memory://')) fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, image ? { loadDataDir: image } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    kind: 'embedded',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
    dumpEmbedded: () => client.dumpDataDir('none'),
    exclusively: (work) => work(),
  };
}
