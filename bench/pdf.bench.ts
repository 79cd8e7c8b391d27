// `npm run bench:pdf` (issue 28, 2): can a few accounts tie up the report printer? Three company
// ADMINs download fresh reports of their own in a loop (ignoring 429 and Retry-After) while the
// ADMINs of other companies each print one report now and then, as people do. Goal: such a download
// ≤ 2 × a quiet warm render. Needs the built web app and /usr/bin/chromium; runs on the embedded database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomOf } from './report/answers';
import { completeThroughApi } from './report/complete';
import {
  type Download,
  download,
  downloadInTurn,
  type HostileAccount,
  type HostileTally,
  runHostile,
} from './report/pdf-contention';
import { AppProcess } from './support/app-process';
import { writePerformanceSection } from './support/doc-section';
import { logIn, sleep } from './support/local';
import { median } from './support/median';

const PASSWORD = 'demo@2026';
/** Prints the baseline: a cold render, then warm ones on a quiet server. */
const QUIET = 'bz_admin';
/** Each prints one report during the attack (a person printing twice a minute is served as a repeat). */
const VICTIMS = ['sy_admin', 'yh_admin', 'cy_admin', 'rc_admin', 'yc_admin', 'gs_admin', 'py_admin', 'sz_admin'];
const HOSTILE = ['th_admin', 'js_admin', 'fc_admin'];
/** Fresh reports per hostile account: more than its renders in the measured time, so each render is real. */
const HOSTILE_RECORDS = Number(process.env.BENCH_PDF_HOSTILE_RECORDS ?? 14);
const QUIET_SAMPLES = Number(process.env.BENCH_PDF_QUIET ?? 5);
/** Between the victims' downloads: the samples spread over the hostile accounts' burst and their 429s. */
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

/** Each account signed in, with `count` completed records of its own. */
async function accountsWithRecords(baseUrl: string, names: string[], count: number, random: () => number) {
  const accounts: HostileAccount[] = [];
  for (const name of names) {
    const token = await logIn(baseUrl, name, PASSWORD);
    accounts.push({ token, recordIds: await recordsOf(baseUrl, token, count, random) });
  }
  return accounts;
}

async function measure(app: AppProcess): Promise<Run> {
  const random = randomOf(SEED);
  const [quietOne] = await accountsWithRecords(app.baseUrl, [QUIET], 1 + QUIET_SAMPLES, random);
  const victims = await accountsWithRecords(app.baseUrl, VICTIMS, 1, random);
  const hostileAccounts = await accountsWithRecords(app.baseUrl, HOSTILE, HOSTILE_RECORDS, random);
  const { token, recordIds } = quietOne as HostileAccount;
  const cold = await download(app.baseUrl, token, recordIds[0] as string);
  const quiet = await downloadInTurn(app.baseUrl, token, recordIds.slice(1), 500);
  const stop = { isSet: false };
  const started = performance.now();
  const hostile = runHostile(app.baseUrl, hostileAccounts, stop);
  await sleep(2_000); // the hostile renders hold both slots and the queue
  const victim: Download[] = [];
  for (const account of victims)
    victim.push(...(await downloadInTurn(app.baseUrl, account.token, account.recordIds, VICTIM_GAP_MS)));
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
  const withinGoal = run.victim.filter((d) => d.status === 200 && d.ms <= 2 * quietMedian).length;
  const isMet = withinGoal === run.victim.length;
  const { rendered, cached, refused429, other } = run.hostile;
  writePerformanceSection('pdf-fairness', 'Report PDFs under hostile renders (`npm run bench:pdf`, issue 28)', [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores (load average ${loadAverage.toFixed(1)} at the start, other engineers' work on the machine), embedded database, default limits (two renders at once, ${6} renders a minute per person).`,
    '',
    `${HOSTILE.join(', ')} each download ${HOSTILE_RECORDS} fresh reports of their own in a loop for ${run.attackS.toFixed(0)} s, asking for the same report again 0.25 s after every 429; meanwhile ${VICTIMS.join(', ')} (other companies) each download one report, one after another ${VICTIM_GAP_MS / 1000} s apart.`,
    '',
    '| | figure |',
    '| --- | --- |',
    `| cold (Chromium starts) | ${seconds(run.cold.ms)} |`,
    `| quiet warm render (${QUIET}), median of ${run.quiet.length} | ${seconds(quietMedian)} |`,
    `| one report each of ${victimMs.length} other companies under attack, median / worst | ${seconds(median(victimMs))} / ${seconds(worst)} |`,
    `| each, in order (the first starts 2 s after the attack) | ${victimMs.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s |`,
    `| their refusals | ${failed.length === 0 ? 'none' : failed.join(', ')} |`,
    `| hostile renders / cache hits / 429 | ${rendered} / ${cached} / ${refused429}${Object.keys(other).length ? ` (other: ${JSON.stringify(other)})` : ''} |`,
    '',
    `Goal (such a download ≤ 2 × a quiet warm render, ${seconds(2 * quietMedian)}): ${isMet ? '**met**' : `**not met** for ${run.victim.length - withinGoal} of ${run.victim.length}`}. In the attack's first seconds the hostile accounts' first renders are a newcomer's like anyone's (both slots, and one waiting); from their second render on they take turns in one render at a time. Before the fix a new \`Host\` per request made every hostile download a fresh render and three accounts made this download fail with 503 after 31.8 s; now the cache key is the data alone (another Host is a cache hit), each account starts at most six renders a minute, and someone served within the last minute starts a render only when no other render runs, so a person printing now and then starts at once, beside at most one hostile render.`,
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
