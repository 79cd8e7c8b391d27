// `npm run bench:report` (issue 15): previewReport of a record among 10,000 completed records on
// PostgreSQL (target ≤ 50 ms p99) with the benchmark query under EXPLAIN ANALYZE, and the time of a
// report PDF (goal ≤ 2 s warm): cold (Chromium starts), warm renders of other records, cache hits.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReportData } from '@dtmm/shared';
import pg from 'pg';
import type { GroupRequest, PopulationOf } from '../apps/server/src/modules/assessment/report/benchmark.repository';
import { groupsOf } from '../apps/server/src/modules/assessment/report/peer-figures';
import { randomOf } from './report/answers';
import { type Completed, completeThroughApi } from './report/complete';
import { explainGroupFigures } from './report/explain';
import { measurePdfs, type PdfFigures } from './report/pdf-renders';
import { loadPreview, type PreviewLoad } from './report/preview-load';
import { type PostgresRun, writeReportDoc } from './report/report-doc';
import { seedCompletedRecords } from './report/seed-records';
import { AppProcess } from './support/app-process';
import { logIn, throwAwayDatabase } from './support/local';

const RECORDS = Number(process.env.BENCH_REPORT_RECORDS ?? 10_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Records the demo ADMIN completes through the API: the first is loaded and printed cold, the others warm. */
const PDF_RECORDS = Math.max(2, Number(process.env.BENCH_PDF_RECORDS ?? 5));
const SEED = Number(process.env.BENCH_SEED ?? 20261126);
const WITH_PGLITE = process.env.BENCH_REPORT_PGLITE !== '0';
const ADMIN = 'bz_admin';
const PASSWORD = 'demo@2026';
/** Maturities of the records completed through the API: reports of different levels and lengths. */
const QUALITIES = [0.62, 0.52, 0.72, 0.88, 0.57, 0.8, 0.67];

const previewUrl = (baseUrl: string, id: string) => `${baseUrl}/api/dtmm/answer/previewReport/${id}`;

/** One request at a time: the time of a report on an idle server, and the body's size. */
async function alone(baseUrl: string, token: string, id: string, times: number) {
  const ms: number[] = [];
  let bytes = 0;
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    const res = await fetch(previewUrl(baseUrl, id), { headers: { access_token: token } });
    const body = await res.arrayBuffer();
    ms.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`previewReport/${id}: ${res.status} ${Buffer.from(body).toString()}`);
    bytes = body.byteLength;
  }
  ms.sort((a, b) => a - b);
  return { p50: ms[Math.floor(ms.length / 2)] ?? 0, bytes };
}

/** Whose figures previewReport reads today for the record, and the groups it compares the company with. */
async function groupsOfRecord(databaseUrl: string, recordId: string): Promise<[PopulationOf, GroupRequest[]]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<
      Record<'company_id' | 'industry_category' | 'industry_division' | 'size_band', string>
    >(
      `select r.company_id, p.industry_category, p.industry_division, p.size_band
       from assessment_reports p join assessment_records r on r.id = p.record_id where p.record_id = $1`,
      [recordId],
    );
    const row = rows[0];
    const keys = {
      industryCategory: row?.industry_category ?? '',
      industryDivision: row?.industry_division ?? '',
      sizeBand: row?.size_band ?? '',
    };
    const of = {
      bankVersion: 1,
      recordId: Number(recordId),
      companyId: Number(row?.company_id ?? 0),
      asOf: new Date(),
    };
    return [of, groupsOf(keys)];
  } finally {
    await client.end();
  }
}

async function onPostgres(): Promise<PostgresRun> {
  const database = await throwAwayDatabase('dtmm_bench_report');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dtmm-bench-report-'));
  const app = await AppProcess.platform({ databaseUrl: database.url, dataDir });
  try {
    await app.start();
    const token = await logIn(app.baseUrl, ADMIN, PASSWORD);
    const random = randomOf(SEED);
    const completed: Completed[] = [];
    for (let i = 0; i < PDF_RECORDS; i += 1)
      completed.push(await completeThroughApi(app.baseUrl, token, QUALITIES[i % QUALITIES.length] ?? 0.6, random));
    console.log(`${ADMIN} completed ${completed.map((c) => `${c.recordId} (level ${c.level})`).join(', ')}`);
    const seed = await seedCompletedRecords(database.url, RECORDS, SEED);
    console.log('seeded', seed);
    const recordId = (completed[0] as Completed).recordId;
    const { p50: aloneP50, bytes } = await alone(app.baseUrl, token, recordId, 50);
    const res = await fetch(previewUrl(app.baseUrl, recordId), { headers: { access_token: token } });
    const { data } = (await res.json()) as { data: ReportData };
    const group = data.benchmark.group ?? { scope: '-', label: '-', companyCount: 0 };
    const report = { ...group, totalScore: data.totalScore as number, bytes };
    console.log('report', report, `alone p50 ${aloneP50.toFixed(1)} ms`);
    const plan = await explainGroupFigures(database.url, ...(await groupsOfRecord(database.url, recordId)));
    console.log('benchmark query', plan);
    const load = await loadPreview(app.baseUrl, token, recordId, CONNECTIONS, DURATION_S);
    console.log('previewReport under load', load);
    let pdf: PdfFigures | null = null;
    let pdfError: string | null = null;
    try {
      const pdfDir = path.join(dataDir, 'pdf');
      fs.mkdirSync(pdfDir);
      pdf = await measurePdfs(
        app.baseUrl,
        token,
        completed.map((c) => c.recordId),
        pdfDir,
      );
    } catch (error) {
      pdfError = error instanceof Error ? error.message : String(error);
      console.error('PDF', error);
    }
    return { seed, completed, report, aloneP50, plan, load, pdf, pdfError };
  } finally {
    await app.stop().catch(() => undefined);
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The same load on the embedded PGlite with the demo data and one completed record. */
async function onPglite(): Promise<PreviewLoad & { aloneP50: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dtmm-bench-report-pglite-'));
  const app = await AppProcess.platform({ dataDir });
  try {
    await app.start();
    const token = await logIn(app.baseUrl, ADMIN, PASSWORD);
    const { recordId } = await completeThroughApi(app.baseUrl, token, QUALITIES[0] ?? 0.6, randomOf(SEED));
    const { p50: aloneP50 } = await alone(app.baseUrl, token, recordId, 50);
    return { ...(await loadPreview(app.baseUrl, token, recordId, CONNECTIONS, DURATION_S)), aloneP50 };
  } finally {
    await app.stop().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const loadAverage = os.loadavg()[0] ?? 0;
  const postgres = await onPostgres();
  const pglite = WITH_PGLITE ? await onPglite() : null;
  if (pglite) console.log('previewReport on PGlite (demo)', pglite);
  writeReportDoc({ postgres, pglite, records: RECORDS, connections: CONNECTIONS, durationS: DURATION_S, loadAverage });
  const { load } = postgres;
  if (load.non2xx > 0 || load.errors > 0 || (pglite && pglite.non2xx + pglite.errors > 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
