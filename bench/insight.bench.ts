// `npm run bench:insight` (issue 19): GET /api/admin/insight, the province dashboard, with 10,000
// companies and 50,000 assessment records (five per company, real results of the shared model),
// on the embedded PGlite and on PostgreSQL. BENCH_INSIGHT_COMPANIES scales the set (e.g. 500 for a
// quick check); the figures go into docs/performance.md only for the full set.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase, type Queryable } from '../apps/server/src/db/database';
import { DEMO_PASSWORD } from '../apps/server/src/modules/demo/demo-province';
import { assessedCompany, randomOf } from './report/answers';
import { AppProcess } from './support/app-process';
import { writePerformanceSection } from './support/doc-section';
import { logIn, throwAwayDatabase } from './support/local';

const COMPANIES = Number(process.env.BENCH_INSIGHT_COMPANIES ?? 10_000);
const RECORDS_PER_COMPANY = 5;
const IS_FULL = COMPANIES >= 10_000;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TEMPLATES = 24;
const YEAR = new Date().getFullYear();

const CASES = [
  { name: 'province, this year', query: `year=${YEAR}` },
  { name: 'one city (太原市)', query: `year=${YEAR}&cityCode=1401` },
  { name: 'one industry (制造业)', query: `year=${YEAR}&industryCode=C` },
  { name: 'city and industry, last year', query: `year=${YEAR - 1}&cityCode=1404&industryCode=B` },
];

/** Real results of the model, from weak to strong companies: every record reuses one. */
function templates() {
  const random = randomOf(19);
  return Array.from({ length: TEMPLATES }, (_, k) => {
    const { result } = assessedCompany(0.3 + (0.66 * (k + 0.5)) / TEMPLATES, random);
    return { k, level: result.level, tier: result.tier, score: result.totalScore, result };
  });
}

/**
 * The data set, written by the database itself (generate_series): companies over 11 cities, 门类 and
 * sizes, an ADMIN and an approved certification each, one provider in 50; five records per company
 * over the last two years (one in 20 still in progress, one in 10 of the 551 topic), solutions and
 * formal applications. The kept counts are made in one pass at the end (insight_rebuild and
 * assessment_record_counts_rebuild), with the triggers off meanwhile, as a bulk load would.
 */
async function fill(handle: Awaited<ReturnType<typeof openDatabase>>['db']) {
  await handle.transaction(async (db) => {
    await db.execute(sql`set local session_replication_role = replica`);
    await fillRows(db);
    // What the triggers would have done: each record takes its company's place, and both kinds of kept
    // counts (the dashboard's, 评估记录's) are made afresh.
    await db.execute(sql`update assessment_records r set city = c.city, industry_category = c.industry_category
      from companies c where c.id = r.company_id`);
    await db.execute(sql`select insight_rebuild()`);
    await db.execute(sql`select assessment_record_counts_rebuild()`);
  });
  await handle.execute(sql`analyze`);
}

async function fillRows(db: Queryable) {
  await db.execute(
    sql`create temporary table bench_templates (k int, level int, tier text, score float8, result jsonb)`,
  );
  for (const t of templates()) {
    await db.execute(
      sql`insert into bench_templates values (${t.k}, ${t.level}, ${t.tier}, ${t.score}, ${JSON.stringify(t.result)}::jsonb)`,
    );
  }
  const cities = `array['1401','1402','1403','1404','1405','1406','1407','1408','1409','1410','1411']`;
  const industries = `array['C','C','C','C','C','B','B','D','E','F','G','I']`;
  await db.execute(
    sql.raw(`insert into companies (company_name, social_credit_code, province, city, industry_category, employee,
        certification_status, provider_status, created_at)
      select '看板压测企业' || g, '91INS' || lpad(g::text, 13, '0'), '14', (${cities})[1 + g % 11],
        (${industries})[1 + g % 12], (1 + g % 6)::text, 1, case when g % 50 = 0 then 1 else 0 end,
        now() - (g % 730) * interval '1 day'
      from generate_series(1, ${COMPANIES}) g`),
  );
  await db.execute(
    sql.raw(`insert into users (username, phone, password_hash, company_id, company_role, created_at)
      select 'ins_bench_' || c.id, '17' || lpad(c.id::text, 9, '0'), 'not-a-password', c.id, 'ADMIN', c.created_at
      from companies c where c.social_credit_code like '91INS%'`),
  );
  await db.execute(
    sql.raw(`insert into certification_requests (certify_type, status, applicant_user_id, company_id, payload, submitted_at, decided_at)
      select case when c.provider_status = 1 then '服务商' else '企业' end, 1, u.id, c.id, '{}'::jsonb, c.created_at, c.created_at
      from companies c join users u on u.company_id = c.id where c.social_credit_code like '91INS%'`),
  );
  await db.execute(
    sql.raw(`insert into assessment_records (company_id, answer_type, assessment_type, bank_version, status,
        assessment_level, digital_transformation_level, total_score, result, created_at, completed_at)
      select c.id, case when j = 5 and c.id % 10 = 0 then '2' else '0' end, '2', 1,
        case when j = 5 and c.id % 20 = 0 then '0' else '1' end,
        t.level, t.tier, t.score, t.result, at, case when j = 5 and c.id % 20 = 0 then null else at + interval '1 hour' end
      from companies c cross join generate_series(1, ${RECORDS_PER_COMPANY}) j
        cross join lateral (select now() - ((c.id * 7 + j * 53) % 730) * interval '1 day' as at) d
        join bench_templates t on t.k = (c.id * 5 + j) % ${TEMPLATES}
      where c.social_credit_code like '91INS%'`),
  );
  await db.execute(
    sql.raw(`insert into solutions (company_id, solution_name, service_category, service_target, service_area,
        contact_person, contact_phone, image_file_ids, table_flag, created_at)
      select c.id, '压测方案' || c.id || '-' || s, '{}', '{}', '{}', '张三', '13900000000', '{}', (s % 3)::text,
        c.created_at + s * interval '1 day'
      from companies c cross join generate_series(1, 3) s where c.provider_status = 1 and c.social_credit_code like '91INS%'`),
  );
  await db.execute(
    sql.raw(`insert into formal_applications (company_id, assessment_type, assessment_count, application_level,
        application_remark, status, created_at)
      select c.id, 'zdservice', 1, 2, '压测申请', (c.id % 4)::text, c.created_at + interval '2 days'
      from companies c where c.id % 5 = 0 and c.social_credit_code like '91INS%'`),
  );
}

type Backend = 'PGlite (embedded)' | 'PostgreSQL';

/**
 * Starts the platform once (migrations, demo), fills the set with it stopped, and measures every case:
 * with the dashboard's one-minute answer cache (what operators get), then with it off
 * (DTMM_INSIGHT_CACHE_S=0), so that every request runs all the aggregates: one operator at a time (what
 * a computed answer costs) and as many at once as with the cache (where they queue for the cores).
 */
async function measure(backend: Backend, databaseUrl: string | undefined) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dtmm-bench-insight-'));
  const backends = { dataDir, ...(databaseUrl ? { databaseUrl } : {}) };
  const app = await AppProcess.platform(backends);
  const uncached = await AppProcess.platform(backends, false, { DTMM_INSIGHT_CACHE_S: '0' });
  try {
    await app.start();
    await app.stop();
    const handle = await openDatabase({ databaseUrl, embeddedDir: path.join(dataDir, 'pglite') });
    const started = Date.now();
    await fill(handle.db).finally(() => handle.close());
    console.log(`${backend}: filled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const cached = new Map<string, { alone: { miss: number; hit: number }; load: LoadFigures }>();
    await app.start();
    const token = await logIn(app.baseUrl, 'operator', DEMO_PASSWORD);
    for (const c of CASES) {
      const alone = await timedAlone(app.baseUrl, c.query, token);
      const load = await underLoad(`${app.baseUrl}/api/admin/insight?${c.query}`, token, CONNECTIONS);
      cached.set(c.name, { alone, load });
    }
    await app.stop();
    await uncached.start();
    const uncachedToken = await logIn(uncached.baseUrl, 'operator', DEMO_PASSWORD);
    const rows: string[] = [];
    for (const c of CASES) {
      const url = `${uncached.baseUrl}/api/admin/insight?${c.query}`;
      const computed = await underLoad(url, uncachedToken, 1);
      const crowded = await underLoad(url, uncachedToken, CONNECTIONS);
      const { alone, load } = cached.get(c.name) ?? {};
      rows.push(
        `| ${backend} | ${c.name} | ${alone?.miss} ms | ${alone?.hit} ms | ${load?.rps.toFixed(0)} | ${load?.p50} / ${load?.p99} ms | ${computed.rps.toFixed(0)} | ${computed.p50} / **${computed.p99}** ms | ${crowded.rps.toFixed(0)} | ${crowded.p50} / ${crowded.p99} ms |`,
      );
      console.log(rows.at(-1));
    }
    return rows;
  } finally {
    await app.stop().catch(() => undefined);
    await uncached.stop().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
}

/** `connections` operators asking at once for `DURATION_S` seconds; any refusal fails the run. */
async function underLoad(url: string, token: string, connections: number): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections,
    duration: DURATION_S,
    headers: { access_token: token },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/**
 * Six single requests: the first computes the answer (a cache miss: every aggregate runs), the
 * median of the other five is a cached answer's cost (authentication, serialisation).
 */
async function timedAlone(baseUrl: string, query: string, token: string) {
  const times: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/admin/insight?${query}`, { headers: { access_token: token } });
    if (!res.ok) throw new Error(`${query}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  const cached = times.slice(1).sort((a, b) => a - b);
  return { miss: Math.round(times[0] ?? Number.NaN), hit: Math.round(cached[2] ?? Number.NaN) };
}

async function main() {
  const pglite = await measure('PGlite (embedded)', undefined);
  const database = await throwAwayDatabase('dtmm_bench_insight');
  const postgres = await measure('PostgreSQL', database.url).finally(() => database.drop());
  const lines = [
    `${new Date().toISOString().slice(0, 10)}, ${COMPANIES.toLocaleString('en')} companies and ` +
      `${(COMPANIES * RECORDS_PER_COMPANY).toLocaleString('en')} assessment records plus the demo, ` +
      `${CONNECTIONS} connections, ${DURATION_S} s each, ${os.cpus().length} cores. Target: p99 ≤ 200 ms.`,
    '',
    `| backend | GET /api/admin/insight | first answer (computed) | cached (median) | with the cache, ${CONNECTIONS} at once: req/s | p50 / p99 | computed every call, one at a time: req/s | p50 / p99 | computed every call, ${CONNECTIONS} at once: req/s | p50 / p99 |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...pglite,
    ...postgres,
  ];
  if (IS_FULL) writePerformanceSection('insight', 'Province dashboard (`npm run bench:insight`)', lines);
  else console.log(`${lines.join('\n')}\n(a reduced set: docs/performance.md left as it was)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
