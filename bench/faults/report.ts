import pg from 'pg';
import { writePerformanceSection } from '../support/doc-section';
import type { WriteOutcome } from './write-load';

export interface DrillFigures {
  drill: string;
  /** Writes under way while the fault lasted, and how many were acknowledged. */
  during: number;
  acknowledged: number;
  /** Answers other than an acknowledgement, by HTTP status (0: the client gave up), with their texts. */
  refusals: Record<string, number>;
  texts: string[];
  slowestMs: number;
  /** From the end of the fault to the first acknowledged write that started after it. */
  recoveryMs: number | null;
}

/** The figures of one drill from the writes around it. */
export function figuresOf(drill: string, outcomes: WriteOutcome[], began: number, ended: number): DrillFigures {
  // Every write that was under way at some moment of the fault.
  const during = outcomes.filter((o) => o.startedAt <= ended && o.startedAt + o.ms >= began);
  const refusals: Record<string, number> = {};
  for (const o of during.filter((o) => !o.acknowledged)) refusals[o.status] = (refusals[o.status] ?? 0) + 1;
  const firstAfter = outcomes
    .filter((o) => o.acknowledged && o.startedAt >= ended)
    .map((o) => o.startedAt + o.ms)
    .sort((a, b) => a - b)[0];
  return {
    drill,
    during: during.length,
    acknowledged: during.filter((o) => o.acknowledged).length,
    refusals,
    texts: [...new Set(during.filter((o) => !o.acknowledged).map((o) => o.msg))],
    slowestMs: Math.max(0, ...during.map((o) => o.ms)),
    recoveryMs: firstAfter === undefined ? null : Math.max(0, firstAfter - ended),
  };
}

export interface LostFigures {
  acknowledged: number;
  lost: number;
  /** Members in the database whose add has not exactly one audit row. */
  auditMismatches: number;
}

/** Compares the database with the acknowledged writes: every one must be there, with one audit row. */
export async function lostWrites(databaseUrl: string, outcomes: WriteOutcome[]): Promise<LostFigures> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const acked = outcomes.filter((o) => o.acknowledged).map((o) => o.username);
    const present = await client.query<{ username: string }>('select username from users where username = any($1)', [
      acked,
    ]);
    const audits = await client.query<{ n: number }>(
      `select count(*)::int as n from users u
        where u.username like 'fault\\_%'
          and (select count(*) from audit_log a where a.action = 'member.add' and a.subject = u.username) <> 1`,
    );
    return {
      acknowledged: acked.length,
      lost: acked.length - present.rows.length,
      auditMismatches: audits.rows[0]?.n ?? 0,
    };
  } finally {
    await client.end();
  }
}

/** Writes the figures into docs/performance.md between the faults markers. */
export function writeFaultsDoc(figures: DrillFigures[], lost: LostFigures, writes: number) {
  const rows = figures.map((f) => {
    const refused = Object.entries(f.refusals).map(([status, n]) => `${n}× ${status === '0' ? 'no answer' : status}`);
    const recovery = f.recoveryMs === null ? '—' : `${(f.recoveryMs / 1000).toFixed(1)} s`;
    const texts = f.texts.map((t) => `'${t}'`).join(', ') || '—';
    return `| ${f.drill} | ${f.acknowledged}/${f.during} | ${refused.join(', ') || '—'} | ${texts} | ${(f.slowestMs / 1000).toFixed(1)} s | ${recovery} |`;
  });
  writePerformanceSection('faults', 'Fault drills (`npm run bench:faults`, issue 5 suite 9)', [
    `Run of ${new Date().toISOString().slice(0, 10)}: ${writes} writes, ${lost.acknowledged} acknowledged, **${lost.lost} acknowledged writes lost**, ${lost.auditMismatches} members without exactly one audit row.`,
    '',
    '| drill | writes under way acknowledged | other answers | their texts | slowest answer | recovery after |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ]);
}
