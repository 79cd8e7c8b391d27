import pg from 'pg';
import type { SaveOutcome } from './autosave-load';

export interface LostFigures {
  /** Answers whose stored choice is not that of their newest acknowledged save (by seq). */
  lostSaves: number;
  /** Answers where an older save (a lower seq) is what stayed: the stale one won. */
  staleWins: number;
  /** Answers acknowledged but not in the database at all. */
  missing: number;
  /** Saves answered with anything but an acknowledgement. */
  errors: SaveOutcome[];
}

/** For each answer, its acknowledged save with the highest seq: what the database must hold. */
function newestAcknowledged(outcomes: SaveOutcome[]): Map<string, SaveOutcome> {
  const newest = new Map<string, SaveOutcome>();
  for (const o of outcomes) {
    if (!o.acknowledged) continue;
    const seen = newest.get(o.key);
    if (!seen || o.seq > seen.seq) newest.set(o.key, o);
  }
  return newest;
}

/** Compares assessment_answers with what was acknowledged: nothing acknowledged may be missing or stale. */
export async function compareWithDatabase(databaseUrl: string, outcomes: SaveOutcome[]): Promise<LostFigures> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = await client.query<{ key: string; option_ids: string[]; seq: string }>(
      `select record_id || ':' || question_id as key, option_ids, seq from assessment_answers`,
    );
    const stored = new Map(rows.rows.map((row) => [row.key, row]));
    let lostSaves = 0;
    let staleWins = 0;
    let missing = 0;
    for (const [key, expected] of newestAcknowledged(outcomes)) {
      const row = stored.get(key);
      if (!row) missing++;
      else if (Number(row.seq) < expected.seq) staleWins++;
      else if (row.option_ids.join(',') !== expected.value) lostSaves++;
    }
    return { lostSaves, staleWins, missing, errors: outcomes.filter((o) => !o.acknowledged) };
  } finally {
    await client.end();
  }
}
