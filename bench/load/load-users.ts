import type { BankTreeOption, ExamArea } from '@dtmm/shared';
import pg from 'pg';
import { hashPassword } from '../../apps/server/src/modules/auth/password';
import { logIn } from '../support/local';

const PASSWORD = 'Load@2026';

/** A question of the user's open questionnaire, as the browser holds it. */
export interface LoadQuestion {
  detailId: string;
  multiple: boolean;
  options: BankTreeOption[];
}

/** One simulated person: the ADMIN of their own certified company, signed in, with an assessment open. */
export interface LoadUser {
  index: number;
  token: string;
  userId: number;
  /** The session the token names (its `sid`): the bare save routes pass it to the statement. */
  sessionId: string;
  recordId: string;
  /** The level-1 questionnaire they keep answering. */
  questions: LoadQuestion[];
}

/**
 * Puts `count` certified companies, each with an ADMIN (`ld<n>`), into a fresh database in one
 * statement per table — one shared password hash keeps argon2 out of the set-up — then signs every
 * ADMIN in through the real login route and starts a diagnosis (group, every indicator) for each.
 */
export async function createLoadUsers(databaseUrl: string, baseUrl: string, count: number): Promise<LoadUser[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const companies = await client.query<{ id: string }>(
      `insert into companies (company_name, social_credit_code, certification_status, province, city)
       select '负载测试企业' || g, '91LOAD' || lpad(g::text, 12, '0'), 1, '山西省', '太原市'
         from generate_series(1, $1::int) g
       returning id`,
      [count],
    );
    const admins = await client.query<Seeded>(
      `insert into users (username, phone, password_hash, company_id, company_role)
       select 'ld' || c.n, '196' || lpad(c.n::text, 8, '0'), $1, c.id, 'ADMIN'
         from unnest($2::bigint[]) with ordinality as c(id, n)
       returning id, username`,
      [await hashPassword(PASSWORD), companies.rows.map((row) => row.id)],
    );
    return await startAll(baseUrl, admins.rows);
  } finally {
    await client.end();
  }
}

export interface Seeded {
  id: string;
  username: string;
}

/**
 * Signs each ADMIN in and opens their company's diagnosis (createExam continues one in progress);
 * the scale bench passes its own seeded ADMINs and password.
 */
export async function startAll(baseUrl: string, admins: Seeded[], password = PASSWORD): Promise<LoadUser[]> {
  const users: LoadUser[] = [];
  // A few at a time: argon2 verification is what a login costs, and libuv has four threads.
  for (let i = 0; i < admins.length; i += 8) {
    const batch = admins.slice(i, i + 8);
    users.push(...(await Promise.all(batch.map((admin, j) => startAssessment(baseUrl, admin, i + j, password)))));
  }
  return users;
}

async function startAssessment(baseUrl: string, admin: Seeded, index: number, password: string): Promise<LoadUser> {
  const { username } = admin;
  const token = await logIn(baseUrl, username, password);
  const res = await fetch(`${baseUrl}/api/dtmm/answer/createExam`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', access_token: token },
    body: JSON.stringify({ assessmentType: '2', answerType: '0' }),
  });
  const body = (await res.json()) as { data?: { record: { id: string }; questionTree: ExamArea[] } };
  if (!body.data) throw new Error(`createExam of ${username} failed: ${res.status}`);
  const questions = body.data.questionTree.flatMap((area) =>
    area.children.flatMap((group) =>
      group.children.flatMap((indicator) =>
        indicator.children.map((question) => ({
          detailId: question.detailId,
          multiple: question.questionType === 2,
          options: JSON.parse(question.options) as BankTreeOption[],
        })),
      ),
    ),
  );
  return {
    index,
    token,
    userId: Number(admin.id),
    sessionId: (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }).sid,
    recordId: body.data.record.id,
    questions,
  };
}
