import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import { type KvStore, openKvStore } from '../../plugins/kv';
import { MemoryKvStore } from '../../plugins/kv/memory-kv';
import type { TestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { postLogin } from './test/auth-client';

/**
 * A lock lives in the key-value store, not in the process: an instance that restarts (or the next
 * instance behind the balancer) still refuses the locked username. On Redis this is the real proof;
 * on the memory store it shows the lock does not hide in the app object.
 */
let database: DatabaseHandle;
let kv: KvStore;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dtmm-restart-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  DTMM_CAPTCHA: 'off',
  DTMM_JWT_SECRET: randomBytes(32).toString('hex'),
  DTMM_WEB_DIST: path.join(dataDir, 'no-web'),
});

beforeAll(async () => {
  database = await openTestDatabase();
  const redisUrl = process.env.DTMM_TEST_REDIS_URL;
  kv = redisUrl ? openKvStore(redisUrl, `dtmm-test:${randomBytes(4).toString('hex')}:`) : new MemoryKvStore();
});
afterAll(async () => {
  await database?.close();
  await kv?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** An instance on the shared database and store, in the shape the login helpers take. */
async function instance(): Promise<{ app: FastifyInstance; asTestApp: TestApp }> {
  const app = await buildApp(config, { database, kv });
  await app.ready();
  const asTestApp = { app, database, kv } as unknown as TestApp;
  return { app, asTestApp };
}

describe('the login lock across a restart', () => {
  it('still refuses the right password after the instance restarts', async () => {
    const first = await instance();
    for (let i = 0; i < 4; i++)
      await postLogin(first.asTestApp, 'js_admin', { password: 'wrong-pass1!', noCaptcha: true });
    const locked = await postLogin(first.asTestApp, 'js_admin', { noCaptcha: true });
    expect(locked.json().data?.msg).toMatch(/请\d+分钟后再登录！/);
    await first.app.close();

    const second = await instance();
    const afterRestart = await postLogin(second.asTestApp, 'js_admin', { noCaptcha: true });
    expect(afterRestart.statusCode).not.toBe(200);
    expect(afterRestart.json().data?.msg).toMatch(/请\d+分钟后再登录！/);
    await second.app.close();
  });
});
