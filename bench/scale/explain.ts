// EXPLAIN (ANALYZE, BUFFERS) of the statements the measured routes send: the repository functions run
// on a drizzle instance whose logger keeps each statement, then each is explained with its parameters.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/database';
import * as schema from '../../apps/server/src/db/schema';

export interface Explained {
  name: string;
  /** The plan's lines that matter: nodes with their index, rows and time, the buffers, the timing. */
  lines: string[];
  executionMs: number;
}

/** Runs `work` and answers the statements it sent, in order. */
export async function statementsOf(
  databaseUrl: string,
  work: (db: Database) => Promise<unknown>,
): Promise<{ sql: string; params: unknown[] }[]> {
  const statements: { sql: string; params: unknown[] }[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const db = drizzle(pool, {
      schema,
      logger: { logQuery: (sql, params) => void statements.push({ sql, params }) },
    }) as unknown as Database;
    await work(db);
    // A transaction's own statements have no plan.
    return statements.filter((statement) => !/^\s*(begin|commit|rollback)\b/i.test(statement.sql));
  } finally {
    await pool.end();
  }
}

const NODE =
  /(Scan|Join|Aggregate|Sort |Sort$|Limit|Nested Loop|Hash|Unique|WindowAgg|Gather|Append|Memoize|SubPlan|InitPlan|Rows Removed|Execution Time)/;

/** The plan's nodes with their rows and times, the top node's buffers, and the execution time. */
function shortPlan(plan: string[]): string[] {
  const buffers = plan.find((line) => line.trim().startsWith('Buffers:'));
  const lines = plan
    .filter((line) => NODE.test(line) && !/Sort Key|Hash Key|Sort Method/.test(line))
    .map((line) => line.replace(/\(cost=[^)]*\) /, '').replace(/\s+$/, ''));
  const execution = lines.pop() ?? '';
  return [...lines.slice(0, 14), ...(buffers ? [`(top node) ${buffers.trim()}`] : []), execution];
}

const SETTING = /^\s*set\s+local\s+/i;

/** Each statement of `work`, explained, its plan shortened (shortPlan). */
export async function explain(
  databaseUrl: string,
  name: string,
  work: (db: Database) => Promise<unknown>,
): Promise<Explained[]> {
  const statements = await statementsOf(databaseUrl, work);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const explained: Explained[] = [];
    // A transaction's own settings (set local) have no plan: they hold here for the session's explains.
    for (const setting of statements.filter((statement) => SETTING.test(statement.sql))) {
      await client.query(setting.sql.replace(SETTING, 'set '));
    }
    const plans = statements.filter((statement) => !SETTING.test(statement.sql));
    for (const [i, statement] of plans.entries()) {
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${statement.sql}`,
        statement.params as unknown[],
      );
      const plan = rows.map((row) => row['QUERY PLAN']);
      const executionMs = Number(/Execution Time: ([\d.]+)/.exec(plan.join('\n'))?.[1] ?? Number.NaN);
      explained.push({
        name: plans.length > 1 ? `${name} (${i + 1}/${plans.length})` : name,
        lines: shortPlan(plan),
        executionMs,
      });
    }
    return explained;
  } finally {
    await client.end();
  }
}
