// `npm run bench:web` (issue 16): Lighthouse's performance score of the public pages, mobile and
// desktop, on the freshly built web app served by the platform on the embedded PGlite with the demo
// data. A measurement: it exits 0 whatever the scores, and 1 only when it could not measure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withPlatform } from './support/app-process';
import { type FormFactor, type PageFigures, runLighthouse } from './web/lighthouse-run';
import { met, verdict, type WebRow, writeWebDoc } from './web/report';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
/** BENCH_WEB_BUILD=0 measures the apps/web/dist already there (when there is one) instead of building. */
const BUILD = process.env.BENCH_WEB_BUILD !== '0';
const ROOT = path.resolve(import.meta.dirname, '..');
const WEB = path.join(ROOT, 'apps/web');

/** The pages and scores of issue 16. */
const PAGES: { path: string; targets: Record<FormFactor, number> }[] = [
  { path: '/home', targets: { mobile: 90, desktop: 98 } },
  { path: '/infoGovernment', targets: { mobile: 80, desktop: 95 } },
  { path: '/empowerment/serviceProvider', targets: { mobile: 80, desktop: 95 } },
];
const FORM_FACTORS: FormFactor[] = ['mobile', 'desktop'];

/** Builds the web app, so the bundle measured is the tree's. */
function buildWeb() {
  if (!BUILD && fs.existsSync(path.join(WEB, 'dist/index.html'))) {
    console.log('BENCH_WEB_BUILD=0: measuring the apps/web/dist already built');
    return;
  }
  const build = spawnSync('npm', ['run', 'build', '-w', '@dtmm/web'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build -w @dtmm/web failed (exit ${build.status})`);
}

/**
 * A copy of the build for the app to serve: a build elsewhere on the machine replaces apps/web/dist's
 * hashed files, and a page whose scripts vanish mid-run measures nothing. The server renders pages
 * with ../dist-server, next to dist.
 */
function snapshotBuild(into: string): string {
  for (const dir of ['dist', 'dist-server'])
    if (fs.existsSync(path.join(WEB, dir))) fs.cpSync(path.join(WEB, dir), path.join(into, dir), { recursive: true });
  return path.join(into, 'dist');
}

/** `RUNS` runs of one page in one form factor; Lighthouse varies from run to run, so the median counts. */
async function measurePage(url: string, formFactor: FormFactor, reportsDir: string) {
  const runs: PageFigures[] = [];
  const slug = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '');
  for (let i = 1; i <= RUNS; i += 1) {
    runs.push(await runLighthouse(url, formFactor, path.join(reportsDir, `${slug}-${formFactor}-${i}.json`)));
    console.log(`${url} ${formFactor} run ${i}: ${runs.at(-1)?.score} (${runs.at(-1)?.reportPath})`);
  }
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return { median: sorted[Math.floor((sorted.length - 1) / 2)] as PageFigures, scores: runs.map((run) => run.score) };
}

async function main() {
  const loadAverage = os.loadavg()[0] ?? 0;
  buildWeb();
  const reportsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dtmm-lighthouse-'));
  const buildCopy = fs.mkdtempSync(path.join(os.tmpdir(), 'dtmm-web-build-'));
  const started = Date.now();
  const rows = await withPlatform({ webDist: snapshotBuild(buildCopy) }, async (app) => {
    const measured: WebRow[] = [];
    for (const page of PAGES)
      for (const formFactor of FORM_FACTORS) {
        // 127.0.0.1, not localhost: one address family, no resolver in the timings.
        const figures = await measurePage(`${app.baseUrl}${page.path}`, formFactor, reportsDir);
        measured.push({ page: page.path, formFactor, target: page.targets[formFactor], ...figures });
      }
    return measured;
  }).finally(() => fs.rmSync(buildCopy, { recursive: true, force: true }));
  writeWebDoc(rows, RUNS, loadAverage);
  console.log(`\nLighthouse, median of ${RUNS} runs (${((Date.now() - started) / 1000).toFixed(0)} s):`);
  for (const row of rows) console.log(`  ${row.page.padEnd(30)} ${row.formFactor.padEnd(8)} ${verdict(row)}`);
  console.log(`${rows.filter(met).length} of ${rows.length} targets met; JSON reports in ${reportsDir}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
