// The benchmark query of previewReport (benchmark.repository.ts findGroupFigures) timed by PostgreSQL:
// the repository function is called with a stand-in database that only keeps the statement it is
// given, and that exact statement (text and parameters) is run under EXPLAIN ANALYZE.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Queryable } from '../../apps/server/src/db/database';
import {
  findGroupFigures,
  type GroupRequest,
  type PopulationOf,
} from '../../apps/server/src/modules/assessment/report/benchmark.repository';

export interface QueryPlan {
  /** EXPLAIN ANALYZE's execution time (its per-row timing adds to it). */
  ms: number;
  /** The same statement run plainly, median of PLAIN_RUNS, measured by the client (one local round trip included). */
  plainMs: number;
  planningMs: number;
  /** Index names the plan reads. */
  indexes: string[];
  seqScan: boolean;
  /** Rows the scan of assessment_benchmark_entries returned. */
  scannedRows: number;
  /** The plan as a tree: 'Aggregate (Hashed) [Nested Loop [Seq Scan on assessment_benchmark_entries, …]]'. */
  shape: string;
}

interface PlanNode {
  'Node Type': string;
  Strategy?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

function shapeOf(node: PlanNode): string {
  const name =
    node['Node Type'] +
    (node.Strategy && node.Strategy !== 'Plain' ? ` (${node.Strategy})` : '') +
    (node['Relation Name'] ? ` on ${node['Relation Name']}` : '') +
    (node['Index Name'] ? ` using ${node['Index Name']}` : '');
  const children = (node.Plans ?? []).map(shapeOf);
  return children.length === 0 ? name : `${name} [${children.join(', ')}]`;
}

/** The SQL text and parameters of the population statement findGroupFigures sends (its first). */
export async function groupFiguresStatement(of: PopulationOf, groups: readonly GroupRequest[]) {
  let statement: SQL | undefined;
  const recorder = {
    execute: async (query: SQL) => {
      statement ??= query;
      return { rows: [] };
    },
  } as unknown as Queryable;
  await findGroupFigures(recorder, of, groups);
  if (!statement) throw new Error('findGroupFigures sent no statement');
  return new PgDialect().sqlToQuery(statement);
}

const PLAIN_RUNS = 20;

export async function explainGroupFigures(
  databaseUrl: string,
  of: PopulationOf,
  groups: readonly GroupRequest[],
): Promise<QueryPlan> {
  const { sql, params } = await groupFiguresStatement(of, groups);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`explain (analyze, buffers, format json) ${sql}`, params);
    const plan = rows[0]['QUERY PLAN'][0] as { Plan: PlanNode; 'Execution Time': number; 'Planning Time': number };
    const nodes: PlanNode[] = [];
    const walk = (node: PlanNode) => {
      nodes.push(node);
      for (const child of node.Plans ?? []) walk(child);
    };
    walk(plan.Plan);
    const plain: number[] = [];
    for (let i = 0; i < PLAIN_RUNS; i += 1) {
      const started = performance.now();
      await client.query(sql, params);
      plain.push(performance.now() - started);
    }
    plain.sort((a, b) => a - b);
    const scan = nodes.find((node) => node['Relation Name'] === 'assessment_benchmark_entries');
    return {
      ms: plan['Execution Time'],
      plainMs: plain[Math.floor(PLAIN_RUNS / 2)] ?? Number.NaN,
      planningMs: plan['Planning Time'],
      indexes: [...new Set(nodes.flatMap((node) => (node['Index Name'] ? [node['Index Name']] : [])))],
      seqScan: nodes.some((node) => node['Node Type'] === 'Seq Scan'),
      scannedRows: (scan?.['Actual Rows'] ?? 0) * (scan?.['Actual Loops'] ?? 1),
      shape: shapeOf(plan.Plan),
    };
  } finally {
    await client.end();
  }
}
