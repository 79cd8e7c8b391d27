import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RedisKvStore } from '../apps/server/src/plugins/kv/redis-kv';
import { runAutosaveLoad } from './load/autosave-load';
import { createLoadUsers } from './load/load-users';
import { measurePublicReads } from './load/public-reads';
import { writeLoadDoc } from './load/report';
import { measureSaveRatio } from './load/save-ratio';
import { compareWithDatabase } from './load/verify';
import { AppProcess } from './support/app-process';
import { throwAwayDatabase } from './support/local';

const USERS = Number(process.env.BENCH_USERS ?? 200);
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 1000);
const DURATION_S = Number(process.env.BENCH_LOAD_SECONDS ?? 180);
const READ_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const READ_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const RATIO_CONNECTIONS = Number(process.env.BENCH_SAVE_CONNECTIONS ?? 50);
const RATIO_SECONDS = Number(process.env.BENCH_SAVE_SECONDS ?? 10);
const SEED = Number(process.env.BENCH_SEED ?? 20261122);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether the local Redis answers, asked through the platform's own store. */
async function redisAnswers(): Promise<boolean> {
  const redis = new RedisKvStore(REDIS_URL);
  try {
    await redis.ping();
    return true;
  } catch {
    return false;
  } finally {
    await redis.close();
  }
}

async function main() {
  const database = await throwAwayDatabase('dtmm_load');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dtmm-load-'));
  const withRedis = await redisAnswers();
  const app = await AppProcess.platform(
    { databaseUrl: database.url, redisUrl: withRedis ? REDIS_URL : undefined, dataDir },
    true,
  );
  await app.start();
  try {
    const users = await createLoadUsers(database.url, app.baseUrl, USERS);
    console.log(`${users.length} users signed in with an assessment open; answering for ${DURATION_S} s`);
    app.resetEventLoopLag();
    const outcomes = await runAutosaveLoad(app.baseUrl, {
      users,
      durationMs: DURATION_S * 1000,
      intervalMs: INTERVAL_MS,
      seed: SEED,
    });
    const lag = await app.eventLoopLag();
    const lost = await compareWithDatabase(database.url, outcomes);
    console.log('autosave', { saves: outcomes.length, ...lost, errors: lost.errors.length });
    const ratio = await measureSaveRatio(app, database.url, users, RATIO_CONNECTIONS, RATIO_SECONDS);
    console.log('submitAnswer / bare', ratio);
    const reads = await measurePublicReads(app, READ_CONNECTIONS, READ_SECONDS);
    const backend = `PostgreSQL${withRedis ? ' + Redis' : ' + in-memory store (Redis did not answer)'}`;
    writeLoadDoc(
      backend,
      {
        users: users.length,
        questions: users[0]?.questions.length ?? 0,
        intervalMs: INTERVAL_MS,
        durationS: DURATION_S,
        outcomes,
        lost,
        lag,
        ratio,
        ratioConnections: RATIO_CONNECTIONS,
        ratioSeconds: RATIO_SECONDS,
      },
      reads,
      READ_CONNECTIONS,
      READ_SECONDS,
    );
    if (lost.lostSaves + lost.missing + lost.staleWins + lost.errors.length > 0) process.exitCode = 1;
  } finally {
    await app.stop().catch(() => undefined);
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
