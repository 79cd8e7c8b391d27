import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { startSession } from '../modules/auth/sessions.service';
import { LocalDiskStorage } from '../modules/files/file-storage';
import { users } from '../modules/users/users.table';
import { type KvStore, openKvStore } from '../plugins/kv';
import { MemoryKvStore } from '../plugins/kv/memory-kv';
import { openInvalidationBus } from '../plugins/response-cache';
import { type DatabaseTemplate, openTestDatabase, seededTemplate } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  kv: KvStore;
  /** The prefix of this app's Redis keys and channel: a peer shares it. */
  redisPrefix: string;
  dataDir: string;
  /** An access token for the named user, on a new session, as login issues it. */
  tokenFor(username: string): Promise<string>;
  /** A JSON call as `token`'s holder (null: anonymous): the status and the parsed body. */
  call(
    token: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<CallAnswer>;
  close(): Promise<void>;
}

export interface CallAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whatever the route answered
  body: any;
}

export interface TestAppOptions {
  demo?: boolean;
  env?: Record<string, string>;
  /** Collects the log lines (JSON) instead of discarding them. */
  logLines?: string[];
  /** Adds routes before the app is sealed, e.g. one that throws, to test the error model. */
  extend?: (app: FastifyInstance) => void;
  /** The app's clock (lockouts, codes, rate-limit windows); Date.now by default. */
  clock?: () => number;
  /** Sees every route as it is registered. */
  onRoute?: (route: RouteOptions) => void;
  /** Another instance of `peerOf`'s platform: the same database and, with Redis, the same keys and channel. */
  peerOf?: TestApp;
}

/**
 * Rate limits far above what one test file sends from 127.0.0.1; the limiter's own tests set low ones.
 * SMS daily caps and upload quotas likewise (their tests set them low).
 */
const GENEROUS_LIMITS = {
  DTMM_RATE_LIMIT_API: '1000000',
  DTMM_RATE_LIMIT_AUTH: '1000000',
  DTMM_RATE_LIMIT_SMS: '1000000',
  DTMM_RATE_LIMIT_CLIENT_ERRORS: '1000000',
  DTMM_SMS_DAILY_PER_PHONE: '1000000',
  DTMM_SMS_DAILY_PER_IP: '1000000',
  DTMM_UPLOAD_RATE_PER_MINUTE: '1000000',
  DTMM_UPLOAD_DAILY_FILES: '1000000',
  DTMM_UPLOAD_DAILY_MB: '1000000',
  DTMM_UPLOAD_COMPANY_MB: '1000000',
  DTMM_UPLOAD_PERSON_MB: '1000000',
  DTMM_REPORT_PDF_RENDERS_PER_MINUTE: '1000000',
  DTMM_PERSONAL_DATA_EXPORTS_PER_HOUR: '1000000',
};

/**
 * What an app seeds on its first start (the reference data, and the demo province unless demo is
 * false), done once per test process: each app then starts on a copy and finds its seeds in place.
 */
function seededDatabase(config: AppConfig): Promise<DatabaseTemplate> {
  return seededTemplate(config.demo ? 'demo' : 'plain', async (database, filesDir) => {
    const app = await buildApp(config, {
      database,
      kv: new MemoryKvStore(),
      bus: openInvalidationBus(undefined, 'dtmm-template:'),
      storage: new LocalDiskStorage(filesDir),
    });
    await app.ready();
    await app.close();
  });
}

/**
 * The real app on a throwaway database, key-value store and data directory. The backends follow
 * DTMM_TEST_DATABASE_URL and DTMM_TEST_REDIS_URL, so one suite runs on PGlite and on PostgreSQL + Redis.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dtmm-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: options.logLines ? 'info' : 'silent',
    DTMM_DEMO: options.demo === false ? '0' : '1',
    DTMM_JWT_SECRET: randomBytes(32).toString('hex'),
    DTMM_WEB_DIST: path.join(dataDir, 'no-web'),
    ...GENEROUS_LIMITS,
    ...options.env,
  });
  // The seed reads the clock: an app with its own clock seeds its own database.
  const template = options.clock || options.peerOf ? undefined : await seededDatabase(config);
  if (template) fs.cpSync(template.filesDir, path.join(dataDir, 'files'), { recursive: true });
  const database = options.peerOf?.database ?? (await openTestDatabase(template));
  const redisUrl = process.env.DTMM_TEST_REDIS_URL;
  const redisPrefix = options.peerOf?.redisPrefix ?? `dtmm-test:${randomBytes(4).toString('hex')}:`;
  // The in-memory store follows the test's clock; Redis keeps its own time.
  const kv = redisUrl ? openKvStore(redisUrl, redisPrefix) : new MemoryKvStore(options.clock);
  const bus = openInvalidationBus(redisUrl, redisPrefix);
  const app = await buildApp(config, {
    database,
    kv,
    bus,
    storage: new LocalDiskStorage(path.join(dataDir, 'files')),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    ...(options.logLines ? { logStream: { write: (line: string) => options.logLines?.push(line) } } : {}),
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    kv,
    redisPrefix,
    dataDir,
    async tokenFor(username) {
      const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
      if (!user) throw new Error(`no test user ${username}`);
      const pair = await startSession(app.ctx, user.id, { ip: '127.0.0.1', userAgent: 'test' });
      return pair.access_token;
    },
    async call(token, method, url, payload) {
      const res = await app.inject({
        method,
        url,
        headers: token ? { access_token: token } : {},
        ...(payload ? { payload } : {}),
      });
      return { status: res.statusCode, body: res.json() };
    },
    async close() {
      await app.close();
      if (!options.peerOf) await database.close();
      await kv.close();
      await bus.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
