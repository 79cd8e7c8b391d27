import { ADMIN_ASSESSMENT_MESSAGES, type AdminAssessmentItem, INSIGHT_MESSAGES, messages } from '@dtmm/shared';
import { and, type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/rows-of';
import { containsPattern, inChinaYear } from '../../lib/sql';
import { buildTestApp, type TestApp } from '../../test/test-app';

// GET /api/admin/assessments against a plain OFFSET / COUNT over the records joined to their companies
// as they are now: 3,000 records over 29 months of 120 companies in three cities and 门类 (and none),
// with ties of time and score, before and after records complete, are withdrawn or deleted and
// companies move or are renamed.

let t: TestApp;
let db: Database;
let operator: string;

const LIST = '/api/admin/assessments';

beforeAll(async () => {
  t = await buildTestApp();
  db = t.database.db;
  operator = await t.tokenFor('operator');
  await db.execute(sql`
    insert into companies (company_name, social_credit_code, city, industry_category, certification_status)
    select '记录测试企业' || lpad(n::text, 3, '0') || case when n % 10 = 0 then '煤业' else '' end,
      '91149800' || lpad(n::text, 10, '0'),
      (array['1401', '1402', '1405', null])[1 + n % 4], (array['C', 'B', 'I', null])[1 + n % 4 / 2 + n % 3], 1
    from generate_series(1, 120) as n`);
  // In progress: one per company and type (n < 360); the rest completed or withdrawn, two by two in one
  // instant. Ids jump by 10,000 between two batches: the records without a completion or score fall in
  // several of a keyword's buckets (4,096 ids each).
  await insertRecords(0, 180);
  await db.execute(sql`select setval(pg_get_serial_sequence('assessment_records', 'id'),
    (select max(id) from assessment_records) + 10000)`);
  await insertRecords(180, 3000);
}, 120_000);

afterAll(() => t?.close());

/** Records n = from … to - 1: company n % 120, type (n / 120) % 3, started 3.5 hours apart. */
async function insertRecords(from: number, to: number) {
  await db.execute(sql`
    with c as (select id, row_number() over (order by id) - 1 as i from companies where company_name like '记录测试企业%'),
    n as (select n, timestamptz '2026-06-15 00:00:00+08' - (n / 2) * interval '7 hours' as at
      from generate_series(${from}::int, ${to - 1}::int) as n)
    insert into assessment_records (company_id, answer_type, assessment_type, bank_version, status, assessment_level,
      total_score, created_at, completed_at, withdrawn_at, withdraw_reason)
    select c.id, ((n.n / 120) % 3)::text, (1 + n.n % 2)::text, (select min(version) from assessment_bank_versions),
      s.status, case when s.status = '0' then 0 else (n.n / 7) % 6 end,
      case when s.status = '0' or n.n % 17 = 0 then null else (n.n % 500) / 5.0 end,
      n.at, case when s.status <> '0' then n.at + (n.n % 50) * interval '1 hour' end,
      case when s.status = '2' then n.at + interval '60 days' end, case when s.status = '2' then '重新评估' end
    from n join c on c.i = n.n % 120
    cross join lateral (select case when n.n < 360 then '0' when n.n % 3 = 0 then '2' else '1' end as status) s`);
}

type Query = Record<string, string | number>;
const queryText = (q: Query) =>
  Object.entries(q)
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join('&');

/** The filter as a plain WHERE over the records and their companies. */
function plainWhere(q: Query): SQL | undefined {
  const keyword = q.keyword === undefined ? undefined : String(q.keyword);
  return and(
    q.year === undefined ? undefined : inChinaYear(sql.raw('r.created_at'), Number(q.year)),
    q.cityCode === undefined ? undefined : sql`c.city = ${q.cityCode}`,
    q.industryCode === undefined ? undefined : sql`c.industry_category = ${q.industryCode}`,
    q.status === undefined ? undefined : sql`r.status = ${q.status}`,
    q.answerType === undefined ? undefined : sql`r.answer_type = ${q.answerType}`,
    q.level === undefined ? undefined : sql`r.status = '1' and r.assessment_level = ${q.level}`,
    keyword === undefined
      ? undefined
      : sql`(c.company_name ilike ${containsPattern(keyword)} or c.social_credit_code = ${keyword.toUpperCase()})`,
  );
}

const COLUMNS = { createTime: 'r.created_at', completedAt: 'r.completed_at', totalScore: 'r.total_score' } as const;

/** The page's ids and the total by a plain OFFSET and COUNT. */
async function plainPage(q: Query, page: number, limit: number) {
  const sidx = (q.sidx ?? 'createTime') as keyof typeof COLUMNS;
  const dir = sql.raw(String(q.sord ?? 'desc'));
  const nulls = sidx === 'createTime' ? sql`` : sql` nulls last`;
  const where = plainWhere(q) ?? sql`true`;
  const ids = rowsOf<{ id: string }>(
    await db.execute(sql`select r.id::text as id from assessment_records r join companies c on c.id = r.company_id
      where ${where} order by ${sql.raw(COLUMNS[sidx])} ${dir}${nulls}, r.id ${dir}
      limit ${limit} offset ${(page - 1) * limit}`),
  );
  const [counted] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from assessment_records r join companies c on c.id = r.company_id
      where ${where}`),
  );
  return { ids: ids.map((row) => row.id), total: counted?.n ?? 0 };
}

/** The records of the filter that have the order's key: the page after it starts with the keyless ones. */
async function keyedCount(q: Query) {
  const column = COLUMNS[(q.sidx ?? 'createTime') as keyof typeof COLUMNS];
  const [counted] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from assessment_records r join companies c on c.id = r.company_id
      where ${plainWhere(q) ?? sql`true`} and ${sql.raw(column)} is not null`),
  );
  return counted?.n ?? 0;
}

const FILTERS: Query[] = [
  {},
  { year: 2025 },
  { cityCode: '1401' },
  { industryCode: 'C', status: '1' },
  { cityCode: '1402', industryCode: 'B', answerType: '0', year: 2026 },
  { status: '0' },
  { status: '2', answerType: '2' },
  { level: 3 },
  { level: 0, industryCode: 'C' },
  { keyword: '煤业' },
  { keyword: '煤业', cityCode: '1401' },
  { keyword: '煤业', status: '1', year: 2025 },
  { keyword: '煤业', level: 3 },
  { keyword: '91149800000000007' + '0' },
];
const ORDERS: Query[] = [
  {},
  { sord: 'asc' },
  { sidx: 'completedAt' },
  { sidx: 'completedAt', sord: 'asc' },
  { sidx: 'totalScore' },
  { sidx: 'totalScore', sord: 'asc' },
];
const LIMIT = 20;

/**
 * Every filter and order on its first five, two middle, last three and a past-the-end page, and the
 * page where the records without the order's key begin.
 */
async function expectPagesAsPlain() {
  for (const filter of FILTERS) {
    for (const order of ORDERS) {
      const q = { ...filter, ...order };
      const { total } = await plainPage(q, 1, LIMIT);
      const last = Math.max(1, Math.ceil(total / LIMIT));
      if (!filter.keyword?.toString().startsWith('91')) expect(last, JSON.stringify(q)).toBeGreaterThan(1);
      const straddling = Math.floor((await keyedCount(q)) / LIMIT) + 1;
      const middle = Math.ceil(last / 2);
      const pages = [1, 2, 3, 4, 5, middle, middle + 1, straddling, last - 2, last - 1, last, last + 1];
      for (const page of new Set(pages.filter((p) => p >= 1))) await expectPageAsPlain(q, page, LIMIT);
    }
  }
}

async function expectPageAsPlain(q: Query, page: number, limit: number) {
  const expected = await plainPage(q, page, limit);
  const { status, body } = await t.call(operator, 'GET', `${LIST}?${queryText({ ...q, page, limit })}`);
  expect(status, JSON.stringify(body)).toBe(200);
  expect({ q, page, total: body.total, ids: body.data.map((row: { id: string }) => row.id) }).toEqual({
    q,
    page,
    total: expected.total,
    ids: expected.ids,
  });
}

/**
 * Every page of a keyword in every order, seven rows a page: a keyword's page is sorted from the buckets
 * it covers, so pages here start inside a bucket, cross one or lie within one (the records without the
 * order's key).
 */
async function expectEveryKeywordPageAsPlain(filters: Query[]) {
  for (const filter of filters) {
    for (const order of ORDERS) {
      const q = { ...filter, ...order };
      const { total } = await plainPage(q, 1, 7);
      for (let page = 1; page <= Math.ceil(total / 7) + 1; page += 1) await expectPageAsPlain(q, page, 7);
    }
  }
}

// Each record under each order's bucket (month started, month completed, whole points; -1 for none), its
// company's city and 门类 as they are now, and summed over every city, 门类 or both ('*').
const FRESH_COUNTS = sql`with x as (
    select s.series, s.bucket, to_char(r.created_at at time zone 'Asia/Shanghai', 'YYYY')::int as year, r.status,
      r.answer_type, coalesce(c.city, '') as city, coalesce(c.industry_category, '') as industry
    from assessment_records r join companies c on c.id = r.company_id,
    lateral (values
      ('createTime', to_char(r.created_at at time zone 'Asia/Shanghai', 'YYYYMM')::int),
      ('completedAt', coalesce(to_char(r.completed_at at time zone 'Asia/Shanghai', 'YYYYMM')::int, -1)),
      ('totalScore', coalesce(floor(r.total_score)::int, -1))) as s(series, bucket))
  select series, city, industry, year, bucket, status, answer_type, count(*)::int as n from x group by 1, 2, 3, 4, 5, 6, 7
  union all select series, city, '*', year, bucket, status, answer_type, count(*)::int from x group by 1, 2, 4, 5, 6, 7
  union all select series, '*', industry, year, bucket, status, answer_type, count(*)::int from x group by 1, 3, 4, 5, 6, 7
  union all select series, '*', '*', year, bucket, status, answer_type, count(*)::int from x group by 1, 4, 5, 6, 7`;
const KEPT_COUNTS = sql`select series, city, industry_category, year, bucket, status, answer_type, sum(n)::int as n
  from assessment_record_counts group by 1, 2, 3, 4, 5, 6, 7 having sum(n) <> 0`;

async function expectCountsAsFresh() {
  const key = (rows: Record<string, unknown>[]) => rows.map((row) => JSON.stringify(Object.values(row))).sort();
  expect(key(rowsOf(await db.execute(KEPT_COUNTS)))).toEqual(key(rowsOf(await db.execute(FRESH_COUNTS))));
  const [stray] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from assessment_records r join companies c on c.id = r.company_id
      where r.city is distinct from c.city or r.industry_category is distinct from c.industry_category`),
  );
  expect(stray?.n).toBe(0);
}

describe('GET /api/admin/assessments: exact at any depth', () => {
  it('gives every page and total of every filter and order as a plain OFFSET and COUNT', async () => {
    await expectCountsAsFresh();
    await expectPagesAsPlain();
  }, 300_000);

  it('gives every page of a broad keyword in every order as a plain OFFSET', async () => {
    await expectEveryKeywordPageAsPlain([{ keyword: '煤业' }]);
  }, 300_000);

  it('stays exact when records complete, are withdrawn or deleted and companies move or are renamed', async () => {
    await db.execute(sql`update assessment_records set status = '1', completed_at = now(), total_score = 55, assessment_level = 3
      where id in (select id from assessment_records where status = '0' order by id limit 40)`);
    await db.execute(sql`update assessment_records set status = '2', withdrawn_at = now(), withdraw_reason = '数据有误'
      where id in (select id from assessment_records where status = '1' order by created_at limit 60)`);
    await db.execute(
      sql`delete from assessment_records where id in (select id from assessment_records order by id desc limit 25)`,
    );
    await db.execute(sql`update companies set city = '1402', industry_category = 'B'
      where id in (select id from companies where company_name like '记录测试企业%' and city = '1401' limit 10)`);
    await db.execute(
      sql`update companies set city = null where id in (select id from companies where city = '1405' limit 3)`,
    );
    // Renamed: one company leaves the keyword, two join it.
    await db.execute(
      sql`update companies set company_name = replace(company_name, '煤业', '焦化') where company_name = '记录测试企业010煤业'`,
    );
    await db.execute(sql`update companies set company_name = company_name || '煤业'
      where company_name in ('记录测试企业011', '记录测试企业047')`);
    await expectCountsAsFresh();
    await expectPagesAsPlain();
  }, 300_000);

  it('then gives every page of a broad keyword and a status in every order as a plain OFFSET', async () => {
    await expectEveryKeywordPageAsPlain([{ keyword: '煤业', status: '2' }]);
  }, 300_000);

  // A keyword's counts are kept while the list's version stands (migration 0032); a rename alone, which
  // moves no record, must still raise it.
  it('follows a company renamed into a keyword whose counts it kept, its records on the next read', async () => {
    const q = { keyword: '煤业', sidx: 'totalScore' };
    await expectPageAsPlain(q, 2, LIMIT);
    const before = await plainPage(q, 1, LIMIT);
    await db.execute(
      sql`update companies set company_name = company_name || '煤业' where company_name = '记录测试企业013'`,
    );
    const after = await plainPage(q, 1, LIMIT);
    expect(after.total).toBeGreaterThan(before.total);
    await expectPageAsPlain(q, 2, LIMIT);
    await expectPageAsPlain(q, Math.ceil(after.total / LIMIT), LIMIT);
  });
});

describe('GET /api/admin/assessments: the rows', () => {
  it('shows the company, place, type, status, level and times of a record', async () => {
    const { body } = await t.call(operator, 'GET', `${LIST}?status=2&cityCode=1402&limit=1`);
    const [row] = body.data;
    expect(row).toMatchObject({
      companyName: expect.stringMatching(/^记录测试企业/),
      cityCode: '1402',
      cityName: '大同市',
      status: '2',
      withdrawReason: expect.any(String),
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      completedTime: expect.stringMatching(/^\d{4}-/),
      withdrawnTime: expect.stringMatching(/^\d{4}-/),
    });
    const inProgress = (await t.call(operator, 'GET', `${LIST}?status=0&limit=1`)).body.data[0];
    expect(inProgress).toMatchObject({ levelText: '-', totalScore: null, completedTime: null });
  });

  it('exports exactly the rows of the list, in its order', async () => {
    const query = 'cityCode=1401&status=2&sidx=totalScore&sord=asc';
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/exports/assessments?${query}`,
      headers: { access_token: operator },
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => void sheet.push((row.values as unknown[]).slice(1)));
    const listed: unknown[][] = [];
    for (let page = 1; ; page += 1) {
      const { body } = await t.call(operator, 'GET', `${LIST}?${query}&page=${page}&limit=50`);
      listed.push(...body.data.map((row: AdminAssessmentItem) => [row.companyName, row.createTime, row.totalScore]));
      if (body.data.length < 50) break;
    }
    expect(listed.length).toBeGreaterThan(50);
    expect(sheet.slice(1).map((row) => [row[0], row[10], row[9] ?? null])).toEqual(listed);
  });
});

describe('GET /api/admin/assessments: who and what', () => {
  it('is any operator’s: a stranger is asked to sign in, a company’s member or a provider refused', async () => {
    expect((await t.call(null, 'GET', LIST)).status).toBe(401);
    for (const username of ['bz_user', 'bz_admin', 'lc_admin']) {
      expect((await t.call(await t.tokenFor(username), 'GET', LIST)).status).toBe(403);
    }
    for (const username of ['op_editor', 'op_auditor']) {
      expect((await t.call(await t.tokenFor(username), 'GET', LIST)).status).toBe(200);
    }
  });

  it('refuses a bad filter with its message', async () => {
    const cases: [string, string][] = [
      ['status=9', ADMIN_ASSESSMENT_MESSAGES.status],
      ['answerType=7', ADMIN_ASSESSMENT_MESSAGES.answerType],
      ['level=6', ADMIN_ASSESSMENT_MESSAGES.level],
      ['level=x', ADMIN_ASSESSMENT_MESSAGES.level],
      ['year=1800', INSIGHT_MESSAGES.year],
      ['cityCode=3101', INSIGHT_MESSAGES.city],
      ['industryCode=Z', INSIGHT_MESSAGES.industry],
      ['sidx=companyName', messages.paging.sidx],
      ['page=0', messages.paging.page],
    ];
    for (const [query, msg] of cases) {
      const { status, body } = await t.call(operator, 'GET', `${LIST}?${query}`);
      expect({ query, status, msg: body.msg }).toEqual({ query, status: 400, msg });
    }
  });
});
