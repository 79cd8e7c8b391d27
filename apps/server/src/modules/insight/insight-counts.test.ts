import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/rows-of';
import { buildTestApp, type TestApp } from '../../test/test-app';

// The dashboard's kept counts, latest records and indicator sums (migration 0022's triggers) against a count made
// afresh from the rows, after the changes that move them: a company changing city and 门类, a record
// completed and withdrawn, a member leaving, a request decided, a company deleted.

let t: TestApp;
let db: Database;
beforeAll(async () => {
  t = await buildTestApp({ demo: true });
  db = t.database.db;
}, 60_000);
afterAll(() => t?.close());

const FRESH_COUNTS = sql`
  select series, insight_year(at) as year, insight_month(at) as month, coalesce(city, '') as city,
    coalesce(industry, '') as industry_category, count(*)::int as n
  from (
    select 'users' as series, u.created_at as at, c.city, c.industry_category as industry
      from users u left join companies c on c.id = u.company_id where not u.is_operator
    union all select 'companies', c.created_at, c.city, c.industry_category from companies c
    union all select insight_certification_series(r.certify_type), r.decided_at, c.city, c.industry_category
      from certification_requests r join companies c on c.id = r.company_id where r.status = 1 and r.decided_at is not null
    union all select 'assessmentsStarted', a.created_at, c.city, c.industry_category
      from assessment_records a join companies c on c.id = a.company_id where a.answer_type in ('0', '2')
    union all select 'assessmentsCompleted', a.completed_at, c.city, c.industry_category
      from assessment_records a join companies c on c.id = a.company_id
      where a.answer_type in ('0', '2') and a.status = '1' and a.completed_at is not null) x
  group by 1, 2, 3, 4, 5
  union all select 'enterprisesNow', 0, 0, coalesce(city, ''), coalesce(industry_category, ''), count(*)::int
    from companies where certification_status = 1 group by 4, 5
  union all select 'providersNow', 0, 0, coalesce(city, ''), coalesce(industry_category, ''), count(*)::int
    from companies where provider_status = 1 group by 4, 5`;

const FRESH_LATEST = sql`
  select distinct on (insight_year(r.completed_at), r.company_id)
    insight_year(r.completed_at) as year, r.company_id, r.id as record_id
  from assessment_records r
  where r.status = '1' and r.answer_type in ('0', '2') and r.completed_at is not null
  order by insight_year(r.completed_at), r.company_id, r.completed_at desc, r.id desc`;

const FRESH_SUMS = sql`
  select l.year, coalesce(l.city, '') as city, coalesce(l.industry_category, '') as industry_category, x.i::int as i,
    coalesce(sum(x.score::numeric), 0)::text as total, count(x.score)::int as n
  from insight_latest_records l, unnest(l.indicator_scores) with ordinality as x(score, i)
  where l.certified group by 1, 2, 3, 4 having count(x.score) > 0`;

const KEPT_SUMS = sql`
  select s.year, s.city, s.industry_category, u.i::int as i, u.total::text as total, u.n
  from insight_indicator_sums s, unnest(s.sums, s.counts) with ordinality as u(total, n, i) where u.n > 0`;

const FRESH_SCORES = sql`
  select year, coalesce(city, '') as city, coalesce(industry_category, '') as industry_category,
    coalesce(employee, '') as employee, level, count(*)::int as companies, sum(total_score::numeric)::text as total
  from insight_latest_records where certified group by 1, 2, 3, 4, 5`;

const KEPT_SCORES = sql`
  select year, city, industry_category, employee, level, companies, total::text as total
  from insight_score_sums where companies > 0`;

type Row = Record<string, unknown>;
const key = (row: Row) => JSON.stringify(Object.values(row).map(String));
const sorted = (rows: Row[]) => rows.map(key).sort();

async function expectKeptAsFresh() {
  const kept = rowsOf<Row>(
    await db.execute(
      sql`select series, year, month, city, industry_category, n::int as n from insight_counts where n <> 0`,
    ),
  );
  expect(sorted(kept)).toEqual(sorted(rowsOf<Row>(await db.execute(FRESH_COUNTS))));
  const latest = rowsOf<Row>(await db.execute(sql`select year, company_id, record_id from insight_latest_records`));
  expect(sorted(latest)).toEqual(sorted(rowsOf<Row>(await db.execute(FRESH_LATEST))));
  expect(sorted(rowsOf<Row>(await db.execute(KEPT_SUMS)))).toEqual(sorted(rowsOf<Row>(await db.execute(FRESH_SUMS))));
  expect(sorted(rowsOf<Row>(await db.execute(KEPT_SCORES)))).toEqual(
    sorted(rowsOf<Row>(await db.execute(FRESH_SCORES))),
  );
}

const one = async <T extends Row>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))[0] as T;

describe('the dashboard counts the database keeps (issue 31)', () => {
  it('match a fresh count on the demo province', async () => {
    await expectKeptAsFresh();
  });

  it('follow a company to another city and 门类, with its people, requests and records', async () => {
    const { id } = await one<{ id: string }>(
      sql`select c.id from companies c where exists (select from assessment_records r where r.company_id = c.id and r.status = '1') order by c.id limit 1`,
    );
    await db.execute(sql`update companies set city = '1402', industry_category = 'F' where id = ${id}`);
    await expectKeptAsFresh();
  });

  it('follow a record withdrawn, a member leaving, a request rejected after approval and a company deleted', async () => {
    await db.execute(
      sql`update assessment_records set status = '2', withdrawn_at = now() where id = (select id from assessment_records where status = '1' order by completed_at desc limit 1)`,
    );
    await db.execute(
      sql`update users set company_id = null, company_role = null where id = (select id from users where company_role = 'USER' order by id limit 1)`,
    );
    await db.execute(
      sql`update certification_requests set status = 0 where id = (select id from certification_requests where status = 1 order by id limit 1)`,
    );
    await db.execute(sql`update companies set certification_status = 2 where id = (select min(id) from companies)`);
    const { id } = await one<{ id: string }>(sql`
      insert into companies (company_name, social_credit_code, city, industry_category, certification_status, created_at)
      values ('将被删除的企业', '91140100MA0DELETE1', '1401', 'C', 1, now()) returning id`);
    await db.execute(sql`insert into users (username, phone, password_hash, company_id, company_role)
      values ('to_be_deleted', '13900009999', 'x', ${id}, 'ADMIN')`);
    await db.execute(sql`insert into assessment_records (company_id, answer_type, assessment_type, bank_version)
      values (${id}, '0', '2', (select min(version) from assessment_bank_versions))`);
    await expectKeptAsFresh();
    await db.execute(sql`delete from companies where id = ${id}`);
    await expectKeptAsFresh();
  });
});
