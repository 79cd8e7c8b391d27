import os from 'node:os';
import { writePerformanceSection } from '../support/doc-section';
import type { EventLoopLag } from '../support/event-loop-probe';
import type { SaveOutcome } from './autosave-load';
import type { ReadFigures, ReadRunOptions } from './public-reads';
import type { SaveRatio, SaveThroughput } from './save-ratio';
import type { LostFigures } from './verify';

export interface WriteRun {
  users: number;
  questions: number;
  intervalMs: number;
  durationS: number;
  outcomes: SaveOutcome[];
  lost: LostFigures;
  lag: EventLoopLag;
  ratio: SaveRatio;
  ratioConnections: number;
  ratioSeconds: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** p50 / p95 / p99 / max of the answered saves, in ms from when they were due. */
function latencyRow(label: string, outcomes: SaveOutcome[]) {
  const ms = outcomes
    .filter((o) => o.status !== 0)
    .map((o) => o.answeredAt - o.dueAt)
    .sort((a, b) => a - b);
  const cells = [50, 95, 99].map((p) => percentile(ms, p).toFixed(0));
  return `| ${label} | ${ms.length} | ${cells.join(' | ')} | ${(ms.at(-1) ?? 0).toFixed(0)} |`;
}

/** One contender of the save comparison, with submitAnswer's throughput as a share of its own. */
const saveRow = (label: string, run: SaveThroughput, app: SaveThroughput) =>
  `| ${label} | ${run.rps.toFixed(0)} | ${run.p50} / ${run.p99} | ${run.lag.p99Ms} ms | ${(app.rps / run.rps).toFixed(2)} |`;

const count = (outcomes: SaveOutcome[], test: (o: SaveOutcome) => boolean) => outcomes.filter(test).length;

function errorSummary(errors: SaveOutcome[]) {
  const byAnswer = new Map<string, number>();
  for (const e of errors) {
    const answer = `${e.status} '${e.msg}'`;
    byAnswer.set(answer, (byAnswer.get(answer) ?? 0) + 1);
  }
  return [...byAnswer].map(([answer, n]) => `${n}× ${answer}`).join(', ') || 'none';
}

/** Writes the run's figures into docs/performance.md between the load markers. */
export function writeLoadDoc(backend: string, write: WriteRun) {
  const { outcomes, lost, ratio } = write;
  const lag = (l: EventLoopLag) => `${l.p50Ms} / ${l.p99Ms} / ${l.maxMs} ms`;
  const achieved = outcomes.length / write.durationS;
  const stale = outcomes.filter((o) => o.variant === 'stale');
  writePerformanceSection('load', 'Load (`npm run bench:load`, issue 5 suite 8, issue 14)', [
    `Run of ${new Date().toISOString().slice(0, 10)} on ${backend}, app and load on the same 2 cores.`,
    '',
    `**Autosave:** ${write.users} users, each with a diagnosis open (${write.questions} level-1 questions), ` +
      `clicking an answer every ${write.intervalMs} ms for ${write.durationS} s ` +
      `(${achieved.toFixed(0)} submitAnswer calls/s sent, open loop): ${outcomes.length} saves, ` +
      `${count(outcomes, (o) => o.variant === 'duplicate')} of them sent twice at once, ` +
      `${stale.length} stale saves (an older seq sent 5 ms after a newer one; ${count(stale, (o) => !o.stored)} answered stored: false).`,
    `**Lost: ${lost.lostSaves} answers whose stored choice is not their newest acknowledged save, ` +
      `${lost.missing} acknowledged answers missing, ${lost.staleWins} answers where a stale save won**; ` +
      `errors: ${errorSummary(lost.errors)}. Event-loop lag of the app (p50 / p99 / max): ${lag(write.lag)}.`,
    '',
    '| save | answered | p50 ms | p95 ms | p99 ms | max ms |',
    '| --- | --- | --- | --- | --- | --- |',
    latencyRow('submitAnswer (latency from when the click was due)', outcomes),
    '',
    `**submitAnswer against its one statement** (the repository's saveAnswer: insert … select … for share … ` +
      `on conflict … where the version seen or the member's own seq allows) behind a bare route: in the platform itself (/api/bench/bare-save: ` +
      `the same process and request pipeline, no token check, record facts or validation; the statement checks the ` +
      `session and membership itself, as it does for submitAnswer) and in a minimal Fastify ` +
      `process with nothing else; ${write.ratioConnections} connections saving as fast as answered, ` +
      `${ratio.rounds} alternating rounds of ${write.ratioSeconds} s each (the median round shown):`,
    '',
    '| route | req/s | p50 / p99 ms | lag p99 | submitAnswer / it |',
    '| --- | --- | --- | --- | --- |',
    saveRow('the statement in a minimal process', ratio.bareProcess, ratio.app),
    saveRow('**the statement in a platform route**', ratio.bareRoute, ratio.app),
    saveRow('submitAnswer', ratio.app, ratio.app),
  ]);
}

/** What issue 16 asks of every public read: at least half of a bare process answering the same bytes. */
const READ_TARGET = 0.5;
const ratioOf = (r: ReadFigures) => r.appRps / r.bareRps;

/** One backend's reads, with the ratios below the target marked. */
export interface ReadRun {
  backend: string;
  reads: ReadFigures[];
}

function readTable({ backend, reads }: ReadRun) {
  const met = reads.filter((r) => ratioOf(r) >= READ_TARGET).length;
  return [
    `**${backend}:** ${met} of ${reads.length} reads at ≥ ${READ_TARGET} × bare.`,
    '',
    '| read | body | bare req/s | app req/s | app / bare | app p50 / p99 | lag p99 bare / app |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...reads.map((r) => {
      const ratio = ratioOf(r);
      const mark = ratio < READ_TARGET ? ' ✗' : '';
      return (
        `| ${r.name} | ${r.bytes} B | ${r.bareRps.toFixed(0)} | ${r.appRps.toFixed(0)} | ${ratio.toFixed(2)}${mark} | ` +
        `${r.p50} / ${r.p99} ms | ${r.bareLag.p99Ms} / ${r.appLag.p99Ms} ms |`
      );
    }),
  ];
}

/** Writes the public reads of every backend into docs/performance.md between the public-reads markers. */
export function writeReadsDoc(runs: ReadRun[], options: ReadRunOptions, loadAverage: number) {
  const { connections, roundSeconds, rounds } = options;
  writePerformanceSection('public-reads', 'Public reads (`npm run bench:load`, issue 16)', [
    `Run of ${new Date().toISOString().slice(0, 10)}: ${connections} connections; bare and app in ${rounds} ` +
      `alternating rounds of ${roundSeconds} s each per read, the round with the median ratio shown; ` +
      `app and load on the same ${os.cpus().length} cores (1-minute load average ${loadAverage.toFixed(1)} when it ` +
      `started); ✗ marks a read below ${READ_TARGET} × bare.`,
    ...runs.flatMap((run) => ['', ...readTable(run)]),
  ]);
}
