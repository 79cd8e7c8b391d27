// A completed questionnaire's submit while 200 people autosave: seeded companies' open diagnoses are
// answered up to the level where the model ends them (real answers to the bank, the pledge accepted),
// their ADMINs sign in, and each submit completes one record — scoring, the frozen report with its peer
// figures, the benchmark entry, the audit row — while 200 other ADMINs click an answer every second.
import pg from 'pg';
import { runAutosaveLoad } from '../load/autosave-load';
import { type Seeded, startAll } from '../load/load-users';
import { currentBankQuestion, randomOf } from '../report/answers';
import { logIn } from '../support/local';
import { SCALE_PASSWORD } from './seed';
import { resultTemplates } from './templates';

interface ReadyRecord {
  id: string;
  level: number;
  token: string;
}

/** `count` seeded companies' open diagnoses, answered to their last level and the pledge accepted. */
async function readyRecords(databaseUrl: string, baseUrl: string, count: number): Promise<ReadyRecord[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: versions } = await client.query<{ version: number }>(
      `select version from assessment_bank_versions where seed_key = 'platform-2'`,
    );
    const templates = resultTemplates(versions[0]?.version ?? 2, 4, randomOf(77));
    const { rows } = await client.query<{ id: string; industry_group: string; admin: string; username: string }>(
      `select r.id, r.industry_group, u.id as admin, u.username from assessment_records r
       join companies c on c.id = r.company_id and c.certification_status = 1 and c.social_credit_code like '91SC%'
       join users u on u.company_id = c.id and u.company_role = 'ADMIN'
       where r.status = '0' and r.answer_type = '0' and r.current_level = 1 and r.pledge_version is null
         and substr(c.social_credit_code, 5)::int > 1000
       order by r.id limit $1`,
      [count],
    );
    const answers = rows.flatMap((row, i) => {
      const choices = templates.filter((t) => t.industryGroup === row.industry_group);
      const template = choices[i % choices.length];
      if (!template) return [];
      return Object.entries(template.answers).map(([questionId, optionIds]) => ({
        record_id: row.id,
        question_id: questionId,
        level: currentBankQuestion(questionId).level,
        option_ids: optionIds,
        final_level: template.finalLevel,
        answered_by: row.admin,
      }));
    });
    await client.query('begin');
    await client.query(`delete from assessment_answers where record_id = any($1::bigint[])`, [rows.map((r) => r.id)]);
    await client.query(
      `insert into assessment_answers (record_id, question_id, level, option_ids, answered_by)
       select record_id, question_id, level, option_ids, answered_by from jsonb_to_recordset($1::jsonb)
         as t(record_id bigint, question_id text, level int, option_ids text[], answered_by bigint)`,
      [JSON.stringify(answers)],
    );
    await client.query(
      `update assessment_records r set current_level = t.final_level, assessment_level = t.final_level - 1,
         pledge_version = 1, pledge_accepted_at = now(), pledge_accepted_by = u.id, pledge_accepted_by_name = u.username
       from (select distinct record_id, final_level, answered_by from jsonb_to_recordset($1::jsonb)
         as x(record_id bigint, final_level int, answered_by bigint)) t
       join users u on u.id = t.answered_by
       where r.id = t.record_id`,
      [JSON.stringify(answers)],
    );
    await client.query('commit');
    const levels = new Map(answers.map((answer) => [answer.record_id, answer.final_level]));
    const ready: ReadyRecord[] = [];
    for (let i = 0; i < rows.length; i += 8) {
      const batch = rows.slice(i, i + 8);
      ready.push(
        ...(await Promise.all(
          batch.map(async (row) => ({
            id: row.id,
            level: levels.get(row.id) ?? 1,
            token: await logIn(baseUrl, row.username, SCALE_PASSWORD),
          })),
        )),
      );
    }
    return ready;
  } finally {
    await client.end();
  }
}

/** 200 seeded ADMINs of the first thousand companies with their open diagnosis, for the autosave load. */
async function autosaveUsers(databaseUrl: string, baseUrl: string, count: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client
    .query<Seeded>(
      `select u.id, u.username from users u join companies c on c.id = u.company_id
       where u.company_role = 'ADMIN' and c.certification_status = 1 and c.social_credit_code like '91SC%'
         and substr(c.social_credit_code, 5)::int <= 1000
       order by u.id limit $1`,
      [count],
    )
    .finally(() => client.end());
  return startAll(baseUrl, rows, SCALE_PASSWORD);
}

/** Latencies of one pass of submits. */
export interface SubmitPass {
  submits: number;
  p50: number;
  p99: number;
  max: number;
  refused: number;
  seconds: number;
}

export interface SubmitRun {
  /** Submits arriving at a steady rate, each on its own whatever the others do (open loop): the figure. */
  paced: SubmitPass;
  /** Submits back to back at `connections` at once: the most completions a second the platform takes. */
  backToBack: SubmitPass;
  saves: number;
  savesAcknowledged: number;
  saveP99: number;
  /** The passes ran under the autosave when this is under autosaveSeconds − 5. */
  submitSeconds: number;
  autosaveSeconds: number;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

const submitOf = (baseUrl: string, record: ReadyRecord) =>
  fetch(`${baseUrl}/api/dtmm/answer/submitQuestionnaire`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', access_token: record.token },
    body: JSON.stringify({ recordId: record.id, level: record.level }),
  });

const passOf = (latencies: number[], refused: number, seconds: number): SubmitPass => ({
  submits: latencies.length,
  p50: Math.round(percentile(latencies, 50)),
  p99: Math.round(percentile(latencies, 99)),
  max: Math.round(Math.max(0, ...latencies)),
  refused,
  seconds,
});

/**
 * Each record's submit sent at its time, `perSecond` a second, without waiting for the ones before
 * (a client's own timer: autocannon's rate limit starves the process that also runs the autosave).
 */
async function pacedSubmits(baseUrl: string, records: ReadyRecord[], perSecond: number): Promise<SubmitPass> {
  const started = performance.now();
  let refused = 0;
  const latencies = await Promise.all(
    records.map(async (record, i) => {
      const dueAt = started + (i * 1000) / perSecond;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAt - performance.now())));
      const res = await submitOf(baseUrl, record);
      const body = (await res.json()) as { code?: number };
      if (res.status !== 200 || body.code !== 0) refused += 1;
      // From when it was due: a late start of the client's own counts against the platform.
      return performance.now() - dueAt;
    }),
  );
  return passOf(latencies, refused, (performance.now() - started) / 1000);
}

/** The records' submits `connections` at a time, each connection sending its next as its last answers. */
async function backToBackSubmits(baseUrl: string, records: ReadyRecord[], connections: number): Promise<SubmitPass> {
  const started = performance.now();
  const latencies: number[] = [];
  let refused = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let record = records[next++]; record; record = records[next++]) {
        const sent = performance.now();
        const res = await submitOf(baseUrl, record);
        const body = (await res.json()) as { code?: number };
        if (res.status !== 200 || body.code !== 0) refused += 1;
        latencies.push(performance.now() - sent);
      }
    }),
  );
  return passOf(latencies, refused, (performance.now() - started) / 1000);
}

/**
 * Completing submits while `autosavers` people each save once a second: `submits` of them paced at
 * `perSecond`, then as many back to back at `connections` at once.
 */
export async function measureSubmitUnderAutosave(
  databaseUrl: string,
  baseUrl: string,
  options: { submits: number; perSecond: number; connections: number; autosavers: number; autosaveSeconds: number },
): Promise<SubmitRun> {
  const ready = await readyRecords(databaseUrl, baseUrl, options.submits * 2);
  const savers = await autosaveUsers(databaseUrl, baseUrl, options.autosavers);
  const autosave = runAutosaveLoad(baseUrl, {
    users: savers,
    durationMs: options.autosaveSeconds * 1000,
    intervalMs: 1000,
    seed: 31,
  });
  // The autosave reaches its beat before the submits start.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const started = performance.now();
  const paced = await pacedSubmits(baseUrl, ready.slice(0, options.submits), options.perSecond);
  const backToBack = await backToBackSubmits(baseUrl, ready.slice(options.submits), options.connections);
  const submitSeconds = (performance.now() - started) / 1000;
  const saves = await autosave;
  const latencies = saves.map((save) => save.answeredAt - save.dueAt);
  return {
    paced,
    backToBack,
    saves: saves.length,
    savesAcknowledged: saves.filter((save) => save.acknowledged).length,
    saveP99: Math.round(percentile(latencies, 99)),
    submitSeconds,
    autosaveSeconds: options.autosaveSeconds,
  };
}
