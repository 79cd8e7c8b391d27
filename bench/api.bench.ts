// `npm run bench`: the dictionary endpoint and a paged list of the real app, each against a bare
// Fastify route answering the same bytes, on 127.0.0.1 in the same run. Prints ratios.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { throughput } from './support/autocannon-run';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Case {
  name: string;
  path: string;
}
const CASES: Case[] = [
  { name: 'dictionary (company.service.category)', path: '/api/dtmm/common/dict?code=company.service.category' },
  { name: 'paged provider list (page 1, 10 rows)', path: '/api/dtmm/company/company/list?page=1&limit=10' },
];

/** A bare Fastify route that answers `body` as JSON: the ceiling the real route is compared against. */
async function startBare(body: string) {
  const bare = Fastify();
  bare.get('/bare', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  return { bare, url: `${await bare.listen({ host: '127.0.0.1', port: 0 })}/bare` };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dtmm-bench-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PORT: '0',
    DTMM_DEMO: '1',
    // autocannon hammers from one address: keep the limiter in the path (its cost is measured) but out of reach.
    DTMM_RATE_LIMIT_API: '1000000',
  });
  const app = await buildApp(config);
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const rows: string[] = [];
  try {
    for (const c of CASES) {
      const sample = await fetch(base + c.path);
      const body = await sample.text();
      const { bare, url } = await startBare(body);
      const baseline = await throughput(url, CONNECTIONS, DURATION_S);
      await bare.close();
      const real = await throughput(base + c.path, CONNECTIONS, DURATION_S);
      const ratio = real.rps / baseline.rps;
      rows.push(
        `| ${c.name} | ${body.length} B | ${baseline.rps.toFixed(0)} | ${real.rps.toFixed(0)} | ${ratio.toFixed(2)} | ${real.p50} / ${real.p99} ms |`,
      );
    }
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const database = config.databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)';
  console.log(`\n${database}, ${CONNECTIONS} connections, ${DURATION_S} s each, ${os.cpus().length} cores\n`);
  console.log('| case | body | bare req/s | app req/s | app / bare | app p50 / p99 |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
