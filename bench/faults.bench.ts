// `npm run bench:faults` (issue 5, suite 9): a steady stream of acknowledged writes while the
// database gets slow, black-holed and restarted, the app is SIGKILLed and Redis stops. Needs the
// local PostgreSQL and Redis, and stops and starts them: never run it beside other tests.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../apps/server/src/modules/demo/demo-province';
import { DRILLS, type DrillTools } from './faults/drills';
import { FaultProxy } from './faults/fault-proxy';
import { type DrillFigures, figuresOf, lostWrites, writeFaultsDoc } from './faults/report';
import { WriteLoad } from './faults/write-load';
import { AppProcess } from './support/app-process';
import { ADMIN_URL, logIn, sleep, throwAwayDatabase } from './support/local';

// Long enough to see recovery: a query that was under way when the fault ended may still need its 15 s timeout.
const SETTLE_MS = 20_000;

async function main() {
  const database = await throwAwayDatabase('dtmm_faults');
  const server = new URL(ADMIN_URL);
  const proxy = new FaultProxy(server.hostname, Number(server.port || 5432));
  const proxyPort = await proxy.listen();
  // The app reaches the database only through the proxy, so the drills can slow it down and cut it off.
  const appUrl = new URL(database.url);
  appUrl.port = String(proxyPort);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dtmm-faults-'));
  const app = await AppProcess.platform({
    databaseUrl: appUrl.toString(),
    redisUrl: 'redis://127.0.0.1:6379',
    dataDir,
  });
  await app.start();
  const token = await logIn(app.baseUrl, 'bz_admin', DEMO_PASSWORD);
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
  const lost = await lostWrites(database.url, load.outcomes);
  writeFaultsDoc(figures, lost, load.outcomes.length);
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (lost.lost > 0 || lost.auditMismatches > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
