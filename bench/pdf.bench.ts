// `npm run bench:pdf` (issue 28, 2): can a few accounts tie up the report printer? Three company
// ADMINs download fresh reports of their own in a loop (ignoring 429 and Retry-After) while the
// ADMIN of another company downloads theirs now and then. Goal: the victim's download ≤ 2 × a quiet
// warm render. Needs the built web app and /usr/bin/chromium; runs on the embedded database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomOf } from './report/answers';
import { completeThroughApi } from './report/complete';
import { type Download, download, type HostileTally, runHostile, victimDownloads } from './report/pdf-contention';
import { AppProcess } from './support/app-process';
import { writePerformanceSection } from './support/doc-section';
import { logIn, sleep } from './support/local';
import { median } from './support/median';

const PASSWORD = 'demo@2026';
const VICTIM = 'bz_admin';
const HOSTILE = ['th_admin', 'js_admin', 'fc_admin'];
/** Fresh reports per hostile account: more than its renders in the measured time, so each render is real. */
const HOSTILE_RECORDS = Number(process.env.BENCH_PDF_HOSTILE_RECORDS ?? 14);
const QUIET_SAMPLES = Number(process.env.BENCH_PDF_QUIET ?? 3);
const VICTIM_SAMPLES = Number(process.env.BENCH_PDF_VICTIM ?? 8);
/** Between the victim's downloads: the samples spread over the hostile accounts' burst and their 429s. */
const VICTIM_GAP_MS = Number(process.env.BENCH_PDF_GAP_MS ?? 6_000);
const SEED = 20261128;

async function recordsOf(baseUrl: string, token: string, count: number, random: () => number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1)
    ids.push((await completeThroughApi(baseUrl, token, 0.5 + 0.04 * i, random)).recordId);
  return ids;
}

interface Run {
  cold: Download;
  quiet: Download[];
  victim: Download[];
  hostile: HostileTally;
  attackS: number;
}

async function measure(app: AppProcess): Promise<Run> {
  const random = randomOf(SEED);
  const victimToken = await logIn(app.baseUrl, VICTIM, PASSWORD);
  const victimRecords = await recordsOf(app.baseUrl, victimToken, 1 + QUIET_SAMPLES + VICTIM_SAMPLES, random);
  const accounts = [];
  for (const name of HOSTILE) {
    const token = await logIn(app.baseUrl, name, PASSWORD);
    accounts.push({ token, recordIds: await recordsOf(app.baseUrl, token, HOSTILE_RECORDS, random) });
  }
  console.log('records completed', { victim: victimRecords.length, hostile: HOSTILE_RECORDS * HOSTILE.length });
  const [coldId, ...rest] = victimRecords;
  const cold = await download(app.baseUrl, victimToken, coldId as string);
  const quiet = await victimDownloads(app.baseUrl, victimToken, rest.slice(0, QUIET_SAMPLES), 500);
  const stop = { isSet: false };
  const started = performance.now();
  const hostile = runHostile(app.baseUrl, accounts, stop);
  await sleep(2_000); // the hostile renders hold both slots and the queue
  const victim = await victimDownloads(app.baseUrl, victimToken, rest.slice(QUIET_SAMPLES), VICTIM_GAP_MS);
  stop.isSet = true;
  await hostile.done;
  return { cold, quiet, victim, hostile: hostile.tally, attackS: (performance.now() - started) / 1000 };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function writeDoc(run: Run, loadAverage: number) {
  const quietMedian = median(run.quiet.map((d) => d.ms));
  const victimMs = run.victim.map((d) => d.ms);
  const worst = Math.max(...victimMs);
  const failed = run.victim.filter((d) => d.status !== 200).map((d) => d.status);
  const isMet = failed.length === 0 && worst <= 2 * quietMedian;
  const { rendered, cached, refused429, other } = run.hostile;
  writePerformanceSection('pdf-fairness', 'Report PDFs under hostile renders (`npm run bench:pdf`, issue 28)', [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores (load average ${loadAverage.toFixed(1)} at the start, other engineers' work on the machine), embedded database, default limits (two renders at once, ${6} renders a minute per person).`,
    '',
    `${HOSTILE.join(', ')} each download ${HOSTILE_RECORDS} fresh reports of their own in a loop for ${run.attackS.toFixed(0)} s, asking again 0.25 s after every 429; ${VICTIM} (another company) downloads a report it has not printed before every ${VICTIM_GAP_MS / 1000} s.`,
    '',
    '| | figure |',
    '| --- | --- |',
    `| cold (Chromium starts) | ${seconds(run.cold.ms)} |`,
    `| quiet warm render, median of ${run.quiet.length} | ${seconds(quietMedian)} |`,
    `| victim under attack, median / worst of ${victimMs.length} | ${seconds(median(victimMs))} / ${seconds(worst)} |`,
    `| victim refusals | ${failed.length === 0 ? 'none' : failed.join(', ')} |`,
    `| hostile renders / cache hits / 429 | ${rendered} / ${cached} / ${refused429}${Object.keys(other).length ? ` (other: ${JSON.stringify(other)})` : ''} |`,
    '',
    `Goal (the victim's download ≤ 2 × a quiet warm render, ${seconds(2 * quietMedian)}): ${isMet ? '**met**' : '**not met**'}. Before the fix a new \`Host\` per request made every hostile download a fresh render and three accounts made this download fail with 503 after 31.8 s; now the cache key is the data alone (another Host is a cache hit), each account starts at most six renders a minute, and the renders of people served within the last minute share one of the two slots, so someone printing now and then finds the other free.`,
  ]);
  return isMet;
}

async function main() {
  const loadAverage = os.loadavg()[0] ?? 0;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dtmm-bench-pdf-'));
  const app = await AppProcess.platform({ dataDir });
  try {
    await app.start();
    const run = await measure(app);
    console.log(run);
    if (!writeDoc(run, loadAverage)) process.exitCode = 1;
  } finally {
    await app.stop().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
