import pg from 'pg';
import { hashPassword } from '../../apps/server/src/modules/auth/password';
import { logIn } from '../support/local';

/** Members each simulated user keeps saving: the stand-ins for a questionnaire's answers. */
export const MEMBERS_PER_USER = 5;
const PASSWORD = 'Load@2026';

/** One simulated person: the ADMIN of their own certified company, signed in. */
export interface LoadUser {
  index: number;
  token: string;
  /** The company's USER members, in the order the saves walk them. */
  memberIds: number[];
}

interface SeededCompany {
  admin: string;
  memberIds: number[];
}

/**
 * Puts `count` certified companies, each with an ADMIN (`ld<n>`) and `MEMBERS_PER_USER` USER
 * members, into a fresh database in one statement per table — one shared password hash keeps
 * argon2 out of the set-up — then signs every ADMIN in through the real login route.
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
    const companyIds = companies.rows.map((row) => Number(row.id));
    const people = await client.query<{ id: string; username: string; company_id: string; company_role: string }>(
      `insert into users (username, phone, password_hash, company_id, company_role)
       select 'ld' || c.n || case when m = 0 then '' else '_' || m end,
              '196' || lpad(((c.n - 1) * ($3::int + 1) + m)::text, 8, '0'),
              $1, c.id, case when m = 0 then 'ADMIN' else 'USER' end
         from unnest($2::bigint[]) with ordinality as c(id, n), generate_series(0, $3::int) m
       returning id, username, company_id, company_role`,
      [await hashPassword(PASSWORD), companyIds, MEMBERS_PER_USER],
    );
    const seeded = companyIds.map((companyId): SeededCompany => {
      const mine = people.rows.filter((row) => Number(row.company_id) === companyId);
      const admin = mine.find((row) => row.company_role === 'ADMIN');
      if (!admin) throw new Error(`company ${companyId} has no ADMIN`);
      const members = mine.filter((row) => row.company_role === 'USER').map((row) => Number(row.id));
      return { admin: admin.username, memberIds: members.sort((a, b) => a - b) };
    });
    return await signInAll(baseUrl, seeded);
  } finally {
    await client.end();
  }
}

async function signInAll(baseUrl: string, seeded: SeededCompany[]): Promise<LoadUser[]> {
  const users: LoadUser[] = [];
  // A few at a time: argon2 verification is what a login costs, and libuv has four threads.
  for (let i = 0; i < seeded.length; i += 8) {
    const batch = seeded.slice(i, i + 8);
    const tokens = await Promise.all(batch.map((company) => logIn(baseUrl, company.admin, PASSWORD)));
    batch.forEach((company, j) => {
      users.push({ index: i + j, token: tokens[j] ?? '', memberIds: company.memberIds });
    });
  }
  return users;
}
