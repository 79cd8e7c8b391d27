import os from 'node:os';
import { RedisKvStore } from '../apps/server/src/plugins/kv/redis-kv';
import { runAutosaveLoad } from './load/autosave-load';
import { createLoadUsers } from './load/load-users';
import { measurePublicReads, type ReadRunOptions } from './load/public-reads';
import { writeLoadDoc, writeReadsDoc } from './load/report';
import { measureSaveRatio } from './load/save-ratio';
import { compareWithDatabase } from './load/verify';
import { type AppProcess, withPlatform } from './support/app-process';
import { throwAwayDatabase } from './support/local';
import { fillNews, NEWS_ROWS } from './support/news-rows';

const USERS = Number(process.env.BENCH_USERS ?? 200);
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 1000);
const DURATION_S = Number(process.env.BENCH_LOAD_SECONDS ?? 180);
const READ_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// Each read: bare and app in alternating rounds of this many seconds each (the median round is kept).
const READS: ReadRunOptions = {
  connections: READ_CONNECTIONS,
  roundSeconds: Number(process.env.BENCH_READ_SECONDS ?? 2),
  rounds: Number(process.env.BENCH_READ_ROUNDS ?? 5),
};
const RATIO_CONNECTIONS = Number(process.env.BENCH_SAVE_CONNECTIONS ?? 50);
const RATIO_SECONDS = Number(process.env.BENCH_SAVE_SECONDS ?? 10);
const SEED = Number(process.env.BENCH_SEED ?? 20261122);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** `writes` (autosave and the save ratio), `reads` (the public reads on both backends), or both. */
const PARTS = (process.env.BENCH_LOAD_PARTS ?? 'writes,reads').split(',').map((part) => part.trim());

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

const postgresLabel = (redisUrl: string | undefined) =>
  `PostgreSQL${redisUrl ? ' + Redis' : ' + in-memory store (Redis did not answer)'}`;

/** The autosave load, then submitAnswer against its statement; false when an acknowledged save was lost. */
async function measureWrites(redisUrl: string | undefined): Promise<boolean> {
  const database = await throwAwayDatabase('dtmm_load');
  try {
    return await withPlatform({ databaseUrl: database.url, redisUrl, withBareSave: true }, async (app) => {
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
      writeLoadDoc(postgresLabel(redisUrl), {
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
      });
      return lost.lostSaves + lost.missing + lost.staleWins + lost.errors.length === 0;
    });
  } finally {
    await database.drop();
  }
}

/** Every public read on the embedded PGlite with the demo, then on PostgreSQL with the demo and 100,000 news. */
async function measureReads(redisUrl: string | undefined) {
  const loadAverage = os.loadavg()[0] ?? 0;
  const measure = (app: AppProcess) => measurePublicReads(app, READS);
  const pglite = await withPlatform({}, measure);
  const database = await throwAwayDatabase('dtmm_reads');
  try {
    const postgres = await withPlatform({ databaseUrl: database.url, redisUrl }, async (app) => {
      await fillNews(database.url);
      // Started again on the filled table, so nothing the app kept from the demo alone (caches, totals) lingers.
      await app.stop();
      await app.start();
      return measure(app);
    });
    writeReadsDoc(
      [
        { backend: 'Embedded PGlite + in-memory store, demo data', reads: pglite },
        {
          backend: `${postgresLabel(redisUrl)}, demo data and ${NEWS_ROWS.toLocaleString('en')} news`,
          reads: postgres,
        },
      ],
      READS,
      loadAverage,
    );
  } finally {
    await database.drop();
  }
}

async function main() {
  const unknown = PARTS.filter((part) => part !== 'writes' && part !== 'reads');
  if (unknown.length > 0) throw new Error(`BENCH_LOAD_PARTS: unknown ${unknown.join(', ')} (writes, reads)`);
  const redisUrl = (await redisAnswers()) ? REDIS_URL : undefined;
  if (PARTS.includes('writes') && !(await measureWrites(redisUrl))) process.exitCode = 1;
  if (PARTS.includes('reads')) await measureReads(redisUrl);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
