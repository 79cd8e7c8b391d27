import { and, desc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.table';
import { users } from '../users/users.table';

let t: TestApp;
let operator: string;

beforeAll(async () => {
  t = await buildTestApp();
  operator = await t.tokenFor('operator');
  // 10,000 companies in one statement, all created in the same instant: the export must break the tie by id as the list does.
  await t.database.db.execute(sql`
    insert into companies (company_name, social_credit_code, certification_status)
    select '导出测试企业' || lpad(n::text, 5, '0'), '91149900' || lpad(n::text, 10, '0'), n % 3
    from generate_series(1, 10000) as n`);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function download(url: string, token: string | null = operator) {
  return t.app.inject({ method: 'GET', url, headers: token ? { access_token: token } : {} });
}

/** The rows of the file's only sheet, header first, each as its cells' values. */
async function sheetRows(payload: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow({ includeEmpty: true }, (row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/** Every item of a back-office list for `query`, page by page. */
async function listAll(path: string, query: string) {
  // biome-ignore lint/suspicious/noExplicitAny: the items of whichever list
  const items: any[] = [];
  for (let page = 1; ; page += 1) {
    const { body } = await t.call(operator, 'GET', `${path}?${query}&page=${page}&limit=150`);
    items.push(...body.data);
    if (items.length >= body.total || body.data.length === 0) return { items, total: body.total as number };
  }
}

describe('GET /api/admin/exports/companies', () => {
  it('streams 10,000 filtered companies that open in a spreadsheet library, as the list answers them', async () => {
    const query = `keyword=${encodeURIComponent('导出测试企业')}`;
    const res = await download(`/api/admin/exports/companies?${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-total-rows']).toBe('10000');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="export-\d{8}\.xlsx"; filename\*=UTF-8''%E4%BC%81%E4%B8%9A%E5%88%97%E8%A1%A8-\d{8}\.xlsx$/,
    );
    const [header, ...rows] = await sheetRows(res.rawPayload);
    expect(header).toEqual(['企业名称', '统一社会信用代码', '企业认证', '服务商认证', '成员数', '创建时间']);
    const list = await listAll('/api/admin/companies', query);
    expect(list.total).toBe(10_000);
    expect(rows.map((row) => [row[0], row[1], row[4], row[5]])).toEqual(
      list.items.map((item) => [item.companyName, item.socialCreditCode, item.memberCount, item.createTime]),
    );
  }, 120_000);

  it('follows the list through a sort in the other direction and a status filter', async () => {
    const query = `keyword=${encodeURIComponent('导出测试')}&certificationStatus=1&sidx=companyName&sord=asc`;
    const res = await download(`/api/admin/exports/companies?${query}`);
    const [, ...rows] = await sheetRows(res.rawPayload);
    const list = await listAll('/api/admin/companies', query);
    expect(res.headers['x-total-rows']).toBe(String(list.total));
    expect(rows.map((row) => row[0])).toEqual(list.items.map((item) => item.companyName));
    expect(new Set(rows.map((row) => row[2]))).toEqual(new Set(['已认证']));
  }, 60_000);

  it('records the download in the audit log with its filters and row count', async () => {
    await download(`/api/admin/exports/companies?keyword=${encodeURIComponent('导出测试企业0000')}&page=3`);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.export'), eq(auditLog.objectType, 'companies')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row?.detail).toEqual({
      filters: { keyword: '导出测试企业0000', sidx: 'createTime', sord: 'desc' },
      rows: 9,
    });
  });

  it('refuses strangers, members and operators without the reviewer role', async () => {
    expect((await download('/api/admin/exports/companies', null)).statusCode).toBe(401);
    expect((await download('/api/admin/exports/companies', await t.tokenFor('bz_user'))).statusCode).toBe(403);
    await t.database.db
      .update(users)
      .set({ isOperator: true, operatorRoles: ['contentEditor'] })
      .where(eq(users.username, 'newcomer'));
    const editor = await t.tokenFor('newcomer');
    const refused = await download('/api/admin/exports/companies', editor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('无权操作：需要审核员角色');
    // The assessments and the 551 topic are any operator's.
    expect((await download('/api/admin/exports/assessments', editor)).statusCode).toBe(200);
  });

  it('answers a bad filter with the list’s own 400', async () => {
    for (const query of ['certificationStatus=7', 'sidx=memberCount', 'sord=up']) {
      const exported = await download(`/api/admin/exports/companies?${query}`);
      const listed = await t.call(operator, 'GET', `/api/admin/companies?${query}`);
      expect(exported.statusCode).toBe(400);
      expect(exported.json().msg).toBe(listed.body.msg);
    }
  });
});

/** Each other table: the export's first columns against its list's items, in order. */
const TABLES = [
  {
    table: 'certifications',
    list: '/api/admin/certifications',
    query: 'sidx=decidedAt&sord=asc',
    header: ['企业名称', '认证类型', '统一社会信用代码', '申请人', '提交时间', '状态', '审核时间', '驳回原因'],
    // biome-ignore lint/suspicious/noExplicitAny: a list item
    expected: (item: any) => [
      item.companyName ?? '（未填写）',
      item.certifyType,
      item.creditCode ?? '-',
      item.applicantName,
      item.submittedAt,
    ],
  },
  {
    table: 'solutions',
    list: '/api/admin/solutions',
    query: 'sidx=updateTime&sord=asc',
    header: ['方案名称', '服务商', '应用场景', '状态', '联系人', '联系电话', '创建时间', '更新时间'],
    // biome-ignore lint/suspicious/noExplicitAny: a list item
    expected: (item: any) => [item.solutionName, item.companyName],
  },
  {
    table: 'acceptances',
    list: '/api/admin/acceptances',
    query: 'sord=asc',
    header: [
      '企业',
      '统一社会信用代码',
      '类型',
      '申请等级',
      '状态',
      '提交时间',
      '评估日期',
      '评估机构',
      '评估结果',
      '完成时间',
    ],
    // biome-ignore lint/suspicious/noExplicitAny: a list item
    expected: (item: any) => [item.company.companyName, item.company.socialCreditCode, item.assessmentTypeName],
  },
  {
    table: 'served-enterprises',
    list: '/api/admin/served-enterprises',
    query: 'sidx=completionTime&sord=desc',
    header: ['服务商', '企业名称', '所在地区', '所属行业', '评估等级', '完成时间', '服务状态', '开始时间'],
    // biome-ignore lint/suspicious/noExplicitAny: a list item
    expected: (item: any) => [item.serviceProviderName, item.companyName],
  },
  {
    table: 'audit',
    list: '/api/admin/audit',
    // Until yesterday (China time): the demo's history, not the export's own audit row of today.
    query: `sord=asc&to=${new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10)}`,
    header: ['序号', '时间', '操作人', '操作类型', '对象类型', '对象ID', '结果', '涉及账号', 'IP', '详情', '本行哈希'],
    // biome-ignore lint/suspicious/noExplicitAny: a list item
    expected: (item: any) => [item.chainSeq, item.createTime, item.actor, item.action],
  },
];

describe.each(TABLES)('GET /api/admin/exports/$table', ({ table, list, query, header, expected }) => {
  it('holds what the list shows, in its order', async () => {
    const res = await download(`/api/admin/exports/${table}?${query}`);
    expect(res.statusCode).toBe(200);
    const [head, ...rows] = await sheetRows(res.rawPayload);
    expect(head).toEqual(header);
    const { items, total } = await listAll(list, query);
    expect(total).toBeGreaterThan(0);
    expect(res.headers['x-total-rows']).toBe(String(total));
    expect(rows.map((row) => row.slice(0, expected(items[0]).length).map((v) => v ?? null))).toEqual(
      items.map((item) => expected(item).map((v: unknown) => (v === '' ? null : v))),
    );
  });
});

describe('personal data in the exports (issue 31)', () => {
  it('holds the contact phones masked, as the list shows them', async () => {
    const query = 'sidx=updateTime&sord=asc';
    const [, ...rows] = await sheetRows((await download(`/api/admin/exports/solutions?${query}`)).rawPayload);
    const { items } = await listAll('/api/admin/solutions', query);
    const phones = rows.map((row) => String(row[5]));
    expect(phones).toEqual(items.map((item: { contactPhone: string }) => item.contactPhone));
    for (const phone of phones) expect(phone).toMatch(/^\d{3}\*{4,}\d{4}$/);
  });
});

describe('GET /api/admin/exports/assessments', () => {
  it('lists the completed records with their scores, filtered by year, city and industry', async () => {
    const all = await sheetRows((await download('/api/admin/exports/assessments?status=1')).rawPayload);
    expect(all[0]).toEqual([
      '企业名称',
      '统一社会信用代码',
      '所在城市',
      '行业门类',
      '评估类型',
      '企业类型',
      '评估状态',
      '评估等级',
      '转型等级',
      '总分',
      '开始时间',
      '完成时间',
      '撤回时间',
      '撤回原因',
    ]);
    const completed = all.slice(1);
    expect(completed.length).toBeGreaterThan(0);
    for (const row of completed) {
      expect(row[6]).toBe('已完成');
      expect(typeof row[9]).toBe('number');
    }
    const taiyuan = await download('/api/admin/exports/assessments?status=1&cityCode=1401&industryCode=C&year=');
    const rows = (await sheetRows(taiyuan.rawPayload)).slice(1);
    expect(taiyuan.headers['x-total-rows']).toBe(String(rows.length));
    expect(rows.every((row) => row[2] === '太原市' && row[3] === '制造业')).toBe(true);
    expect((await download('/api/admin/exports/assessments?year=1800')).json().msg).toBe('请选择正确的年份');
  });
});
