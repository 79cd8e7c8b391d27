import { writePerformanceSection } from '../support/doc-section';
import type { EventLoopLag } from '../support/event-loop-probe';
import type { SaveKind, SaveOutcome } from './autosave-load';
import type { ReadFigures } from './public-reads';
import type { LostFigures } from './verify';

export interface WriteRun {
  users: number;
  intervalMs: number;
  durationS: number;
  outcomes: SaveOutcome[];
  lost: LostFigures;
  lag: EventLoopLag;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** p50 / p95 / p99 / max of the answered saves of one kind, in ms from when they were due. */
function latencyRow(label: string, outcomes: SaveOutcome[], kind: SaveKind) {
  const ms = outcomes
    .filter((o) => o.kind === kind && o.status !== 0)
    .map((o) => o.answeredAt - o.dueAt)
    .sort((a, b) => a - b);
  const cells = [50, 95, 99].map((p) => percentile(ms, p).toFixed(0));
  return `| ${label} | ${ms.length} | ${cells.join(' | ')} | ${(ms.at(-1) ?? 0).toFixed(0)} |`;
}

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
export function writeLoadDoc(
  backend: string,
  write: WriteRun,
  reads: ReadFigures[],
  connections: number,
  durationS: number,
) {
  const { outcomes, lost } = write;
  const lag = (l: EventLoopLag) => `${l.p50Ms} / ${l.p99Ms} / ${l.maxMs} ms`;
  const achieved = outcomes.length / write.durationS;
  writePerformanceSection('load', 'Load (`npm run bench:load`, issue 5 suite 8)', [
    `Run of ${new Date().toISOString().slice(0, 10)} on ${backend}, app and load on the same 2 cores.`,
    '',
    `**Saves:** ${write.users} users, one save each every ${write.intervalMs} ms for ${write.durationS} s ` +
      `(${achieved.toFixed(0)} saves/s sent, open loop): ${outcomes.length} saves, ` +
      `${count(outcomes, (o) => o.variant === 'duplicate')} of them duplicates, ` +
      `${count(outcomes, (o) => o.variant === 'stale')} stale saves sent after a newer one.`,
    `**Lost: ${lost.lostSaves} members whose role differs from the last acknowledged save, ${lost.lostAdds} acknowledged new members missing**, ` +
      `${lost.doubledAdds} duplicate adds stored twice, ${lost.auditMismatches} new members without exactly one audit row; ` +
      `errors: ${errorSummary(lost.errors)}. Event-loop lag of the app (p50 / p99 / max): ${lag(write.lag)}.`,
    '',
    '| save | answered | p50 ms | p95 ms | p99 ms | max ms |',
    '| --- | --- | --- | --- | --- | --- |',
    latencyRow('role change (the "answer")', outcomes, 'role'),
    latencyRow('new member (argon2 hash)', outcomes, 'add'),
    '',
    `**Public reads:** ${connections} connections, ${durationS} s per case, each against a bare Fastify process answering the same bytes.`,
    '',
    '| read | body | bare req/s | app req/s | app / bare | app p50 / p99 | lag bare p99 / app p99 |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...reads.map(
      (r) =>
        `| ${r.name} | ${r.bytes} B | ${r.bareRps.toFixed(0)} | ${r.appRps.toFixed(0)} | ${(r.appRps / r.bareRps).toFixed(2)} | ${r.p50} / ${r.p99} ms | ${r.bareLag.p99Ms} / ${r.appLag.p99Ms} ms |`,
    ),
  ]);
}
