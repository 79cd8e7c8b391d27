// `npm run bench:faults` (issue 5, suite 9): a steady stream of acknowledged writes while the
// database gets slow, black-holed and restarted, the app is SIGKILLed and Redis stops. Needs the
// local PostgreSQL and Redis, and stops and starts them: never run it beside other tests.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { WEB_CLIENT } from '@dtmm/shared';
import pg from 'pg';
import { AppProcess } from './faults/app-process';
import { DRILLS, type DrillTools } from './faults/drills';
import { FaultProxy } from './faults/fault-proxy';
import { type DrillFigures, figuresOf, lostWrites, writeFaultsDoc } from './faults/report';
import { WriteLoad } from './faults/write-load';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// Long enough to see recovery: a query that was under way when the fault ended may still need its 15 s timeout.
const SETTLE_MS = 20_000;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

async function logIn(baseUrl: string): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'password',
    client_id: WEB_CLIENT.id,
    client_secret: WEB_CLIENT.secret,
    username: 'bz_admin',
    password: 'demo@2026',
  });
  const res = await fetch(`${baseUrl}/api/dtmm/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const body = (await res.json()) as { data?: { token?: { access_token?: string } } };
  const token = body.data?.token?.access_token;
  if (!token) throw new Error(`login failed: ${res.status}`);
  return token;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const database = `dtmm_faults_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database "${database}"`);
  const proxy = new FaultProxy('127.0.0.1', 5432);
  const proxyPort = await proxy.listen();
  const appUrl = new URL(ADMIN_URL);
  appUrl.port = String(proxyPort);
  appUrl.pathname = `/${database}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dtmm-faults-'));
  const port = await freePort();
  const app = new AppProcess(
    {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: appUrl.toString(),
      REDIS_URL: 'redis://127.0.0.1:6379',
      DTMM_DEMO: '1',
      DTMM_CAPTCHA: 'off',
      DTMM_JWT_SECRET: randomBytes(32).toString('hex'),
      DTMM_RATE_LIMIT_API: '1000000',
      DTMM_RATE_LIMIT_AUTH: '1000000',
      LOG_LEVEL: process.env.BENCH_APP_LOG ? 'error' : 'fatal',
    },
    port,
  );
  await app.start();
  const token = await logIn(app.baseUrl);
  const load = new WriteLoad(
    () => app.baseUrl,
    () => token,
    randomBytes(3).toString('hex'),
  );
  const tools: DrillTools = { proxy, app };
  const figures: DrillFigures[] = [];
  load.start(Number(process.env.BENCH_WORKERS ?? 10), Number(process.env.BENCH_INTERVAL_MS ?? 200));
  try {
    await sleep(SETTLE_MS);
    for (const drill of DRILLS) {
      const began = Date.now();
      await drill.begin(tools);
      await sleep(drill.faultMs);
      await drill.end(tools);
      const ended = Date.now();
      await sleep(SETTLE_MS);
      figures.push(figuresOf(drill.name, load.outcomes, began, ended));
      console.log(figures.at(-1));
    }
  } finally {
    await load.stop();
    await app.stop().catch(() => undefined);
    await proxy.close();
  }
  const lost = await lostWrites(ADMIN_URL, database, load.outcomes);
  writeFaultsDoc(figures, lost, load.outcomes.length);
  await adminQuery(`drop database if exists "${database}" with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (lost.lost > 0 || lost.auditMismatches > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
