// `npm run bench:content` (issue 12): the public news list and title searches with 100,000 news rows
// on PostgreSQL. Each read runs against a bare process answering the same bytes (the ceiling), in
// the same run, and the statement itself is timed with EXPLAIN ANALYZE to show which index serves it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { gramsOf } from '../apps/server/src/lib/sql';
import { AppProcess } from './support/app-process';
import { throughput } from './support/autocannon-run';
import { writePerformanceSection } from './support/doc-section';
import { throwAwayDatabase } from './support/local';
import { fillNews, NEWS_ROWS } from './support/news-rows';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const q = encodeURIComponent;

const CASES = [
  {
    name: 'news list, one category, page 1',
    path: `/api/dtmm/company/news/list?category=${q('政策资讯')}&page=1&limit=10`,
  },
  { name: 'news list, page 500', path: `/api/dtmm/company/news/list?category=${q('政策资讯')}&page=500&limit=10` },
  {
    name: "title search, one row ('第4242期')",
    path: `/api/dtmm/company/news/list?title=${q('第4242期')}&page=1&limit=10`,
  },
  {
    name: "title search, 12.5% ('焦炉煤气')",
    path: `/api/dtmm/company/news/list?title=${q('焦炉煤气')}&page=1&limit=10`,
  },
  { name: "title search, 37.5% ('数字化')", path: `/api/dtmm/company/news/list?title=${q('数字化')}&page=1&limit=10` },
  {
    name: "title search, one character ('晋', ~30%)",
    path: `/api/dtmm/company/news/list?title=${q('晋')}&page=1&limit=10`,
  },
];

/** The statement behind a list page (content.repository.ts findPage), timed by PostgreSQL itself. */
async function explain(client: pg.Client, title: string | null) {
  const grams = title ? gramsOf(title).map((gram) => `'${gram}'`) : [];
  const filter = title
    ? `title_grams @> array[${grams.join(',')}]::text[] and title ilike '%' || $1 || '%'`
    : 'group_value = $1';
  const order = 'nullif(order_number, 0) asc nulls last, publish_time desc nulls last, id desc';
  const where = `kind = 'news' and status = 'published' and publish_time <= now() and ${filter}`;
  const sql = `explain (analyze, format json)
    select *, (select count(*) from content_items where ${where}) as total
    from content_items where ${where} order by ${order} limit 10`;
  const { rows } = await client.query(sql, [title ?? '政策资讯']);
  const plan = rows[0]['QUERY PLAN'][0];
  return {
    ms: plan['Execution Time'] as number,
    usesGrams: JSON.stringify(plan).includes('content_items_title_grams_idx'),
  };
}

async function main() {
  const database = await throwAwayDatabase('dtmm_bench_content');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dtmm-bench-content-'));
  const app = await AppProcess.platform({ databaseUrl: database.url, dataDir });
  const client = new pg.Client({ connectionString: database.url });
  const lines: string[] = [];
  try {
    await app.start();
    await client.connect();
    await fillNews(database.url);
    lines.push(
      `${new Date().toISOString().slice(0, 10)}, PostgreSQL, ${NEWS_ROWS.toLocaleString('en')} news rows plus the demo, ` +
        `${CONNECTIONS} connections, ${DURATION_S} s each, ${os.cpus().length} cores`,
      '',
      '| read | bare req/s | app req/s | app / bare | app p50 / p99 | statement (EXPLAIN ANALYZE) |',
      '| --- | --- | --- | --- | --- | --- |',
    );
    // Each statement timed before any load: after a load run the app's queued queries still run for a while.
    const statements = [];
    for (const c of CASES)
      statements.push(await explain(client, new URL(app.baseUrl + c.path).searchParams.get('title')));
    for (const [i, c] of CASES.entries()) {
      const body = await (await fetch(app.baseUrl + c.path)).text();
      const bodyFile = path.join(dataDir, 'bare-body.json');
      fs.writeFileSync(bodyFile, body);
      const bare = await AppProcess.baseline(bodyFile);
      await bare.start();
      const ceiling = await throughput(`${bare.baseUrl}/bare`, CONNECTIONS, DURATION_S);
      await bare.stop();
      const statement = statements[i] ?? { ms: Number.NaN, usesGrams: false };
      const title = new URL(app.baseUrl + c.path).searchParams.get('title');
      const real = await throughput(app.baseUrl + c.path, CONNECTIONS, DURATION_S);
      const index = title ? (statement.usesGrams ? ', grams index' : ', no grams index') : '';
      lines.push(
        `| ${c.name} | ${ceiling.rps.toFixed(0)} | ${real.rps.toFixed(0)} | ${(real.rps / ceiling.rps).toFixed(2)} | ` +
          `${real.p50} / ${real.p99} ms | ${statement.ms.toFixed(1)} ms${index} |`,
      );
      console.log(lines.at(-1));
    }
  } finally {
    await client.end().catch(() => {});
    await app.stop();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  writePerformanceSection(
    'bench-content',
    'Public content reads with 100,000 news rows (`npm run bench:content`)',
    lines,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
