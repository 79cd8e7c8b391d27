import pg from 'pg';
import { DUPLICATE_ADD_REFUSALS, type SaveOutcome } from './autosave-load';
import type { LoadUser } from './load-users';

export interface LostFigures {
  /** Keys (members) whose role in the database differs from their last acknowledged save. */
  lostSaves: number;
  /** Acknowledged new members missing from their company. */
  lostAdds: number;
  /** New members acknowledged twice (the unique username keeps a second row out of the database). */
  doubledAdds: number;
  /** New members whose add has not exactly one audit row. */
  auditMismatches: number;
  /** Answers that were neither an acknowledgement nor a duplicate add's "already there". */
  errors: SaveOutcome[];
}

/** Answers that are failures: everything but acknowledgements and a duplicate add's refusal. */
function failedSaves(outcomes: SaveOutcome[]): SaveOutcome[] {
  return outcomes.filter(
    (o) => !o.acknowledged && !(o.kind === 'add' && o.status === 400 && DUPLICATE_ADD_REFUSALS.has(o.msg)),
  );
}

/** For each key, the value of the save whose acknowledgement arrived last. */
function lastAcknowledged(outcomes: SaveOutcome[]): Map<string, string> {
  const latest = new Map<string, SaveOutcome>();
  for (const o of outcomes) {
    if (o.kind !== 'role' || !o.acknowledged) continue;
    const seen = latest.get(o.key);
    if (!seen || o.answeredAt > seen.answeredAt) latest.set(o.key, o);
  }
  return new Map([...latest].map(([key, o]) => [key, o.value]));
}

/** Compares the database with what was acknowledged: nothing acknowledged may be missing or stale. */
export async function compareWithDatabase(
  databaseUrl: string,
  users: LoadUser[],
  outcomes: SaveOutcome[],
): Promise<LostFigures> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const roles = await client.query<{ id: string; company_role: string }>(
      'select id, company_role from users where id = any($1::bigint[])',
      [users.flatMap((u) => u.memberIds)],
    );
    const expected = lastAcknowledged(outcomes);
    // A member nobody managed to save keeps the role it was seeded with.
    const lostSaves = roles.rows.filter((row) => row.company_role !== (expected.get(row.id) ?? 'USER')).length;

    const acknowledgedAdds = outcomes.filter((o) => o.kind === 'add' && o.acknowledged).map((o) => o.value);
    const distinctAdds = new Set(acknowledgedAdds).size;
    const present = await client.query<{ username: string; audits: number }>(
      `select u.username,
              (select count(*)::int from audit_log a where a.action = 'member.add' and a.subject = u.username) as audits
         from users u where u.username = any($1) and u.company_id is not null`,
      [acknowledgedAdds],
    );
    return {
      lostSaves,
      lostAdds: distinctAdds - present.rows.length,
      doubledAdds: acknowledgedAdds.length - distinctAdds,
      auditMismatches: present.rows.filter((r) => r.audits !== 1).length,
      errors: failedSaves(outcomes),
    };
  } finally {
    await client.end();
  }
}
