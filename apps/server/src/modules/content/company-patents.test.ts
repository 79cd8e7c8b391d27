import { contentMessages as cm, messages, companyPatentMessages as pm } from '@dtmm/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.table';
import { contentItems } from './content.table';
import { ContentClient, read } from './test/content-client';

let t: TestApp;
let cms: ContentClient;
const tokens: Record<string, string> = {};
const BASE = '/api/dtmm/company/patents';
const SUMMARY = '/api/dtmm/company/property/summary';
const COMPANY_A = '山西并州智能矿山装备有限公司';
const q = encodeURIComponent;

beforeAll(async () => {
  t = await buildTestApp();
  cms = await ContentClient.asOperator(t);
  for (const user of ['bz_admin', 'bz_user', 'th_admin', 'newcomer', 'operator']) tokens[user] = await t.tokenFor(user);
});
afterAll(() => t?.close());

let serial = 0;
const form = (extra: Record<string, unknown> = {}) => ({
  title: `一种矿用设备状态监测方法${++serial}`,
  patentNumber: `ZL 2026 1 0${String(100000 + serial)}.1`,
  patentType: '发明专利',
  applyDate: '2026-03-01',
  summary: '本发明公开了一种矿用设备状态监测方法。',
  ...extra,
});
const call = (user: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call(user ? (tokens[user] ?? '') : null, method, url, payload);
/** Adds an entry as `user` and answers its id. */
async function added(user: string, extra: Record<string, unknown> = {}) {
  const res = await call(user, 'POST', `${BASE}/add`, form(extra));
  if (res.body.code !== 0) throw new Error(`add: ${JSON.stringify(res.body)}`);
  return res.body.data.id as string;
}
const listed = async (user: string, query = '') =>
  (await call(user, 'GET', `${BASE}/list?limit=150${query}`)).body.data as Record<string, string>[];
const refusal = async (user: string, url: string, payload?: object) => (await call(user, 'POST', url, payload)).body;

describe('who may use the company patents', () => {
  it('refuses anonymous callers (401) and anyone without a certified company (400)', async () => {
    for (const [method, url] of [
      ['GET', `${BASE}/list`],
      ['POST', `${BASE}/add`],
      ['GET', SUMMARY],
    ] as const) {
      const payload = method === 'POST' ? form() : undefined;
      expect((await call(null, method, url, payload)).status).toBe(401);
      for (const user of ['newcomer', 'operator']) {
        const res = await call(user, method, url, payload);
        expect(res.body).toEqual({ code: 400, msg: messages.certification.companyFirst });
      }
    }
  });

  it('lets a USER add and read, but only the ADMIN edit and delete', async () => {
    const id = await added('bz_user');
    expect((await listed('bz_user')).map((row) => row.id)).toContain(id);
    expect((await call('bz_user', 'POST', `${BASE}/update/${id}`, form())).status).toBe(403);
    expect((await call('bz_user', 'POST', `${BASE}/delete/${id}`)).status).toBe(403);
    expect((await call('bz_admin', 'POST', `${BASE}/update/${id}`, form())).body).toEqual({ code: 0, msg: pm.updated });
    expect((await call('bz_admin', 'POST', `${BASE}/delete/${id}`)).body).toEqual({ code: 0, msg: pm.deleted });
  });

  it("answers 404 for another company's entry and for a missing one", async () => {
    const theirs = await added('th_admin');
    for (const id of [theirs, '999999999']) {
      expect(await refusal('bz_admin', `${BASE}/update/${id}`, form())).toEqual({ code: 404, msg: pm.notFound });
      expect(await refusal('bz_admin', `${BASE}/delete/${id}`)).toEqual({ code: 404, msg: pm.notFound });
    }
    expect((await listed('bz_admin')).map((row) => row.id)).not.toContain(theirs);
  });
});

describe('adding and editing', () => {
  it('stores a draft of the company, the company as patentee by default, and audits it', async () => {
    const res = await call('bz_user', 'POST', `${BASE}/add`, form({ title: '一种刮板输送机链条张力检测装置' }));
    expect(res.body).toMatchObject({ code: 0, msg: pm.added });
    const [row] = await listed('bz_user', `&title=${q('刮板输送机链条')}`);
    expect(row).toMatchObject({
      id: res.body.data.id,
      patentee: COMPANY_A,
      patentType: '发明专利',
      applyDate: '2026-03-01 00:00:00',
      status: 'draft',
      isPublish: '0',
      publishTime: '',
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'patent.add'), eq(auditLog.objectId, res.body.data.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ objectType: 'patent', subject: '一种刮板输送机链条张力检测装置' });
    const named = await added('bz_admin', { patentee: '山西并州智能矿山装备有限公司、太原理工大学' });
    expect((await listed('bz_admin')).find((item) => item.id === named)?.patentee).toBe(
      '山西并州智能矿山装备有限公司、太原理工大学',
    );
  });

  it('checks the form with the CMS rules and their messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: ' ' }, cm.titleRequired],
      [{ patentNumber: '' }, pm.numberRequired],
      [{ patentNumber: 'Z'.repeat(51) }, cm.textTooLong('专利号', 50)],
      [{ patentType: '商标' }, '请选择专利类型'],
      [{ applyDate: '2026/03/01' }, cm.badTime],
      [{ patentee: '权'.repeat(101) }, cm.textTooLong('专利权人', 100)],
      [{ summary: '摘'.repeat(1001) }, cm.textTooLong('摘要', 1000)],
    ];
    for (const [change, msg] of cases) {
      expect(await refusal('bz_admin', `${BASE}/add`, form(change))).toEqual({ code: 400, msg });
    }
  });

  it('refuses a number the company has registered (spaces and case aside), not one another company has', async () => {
    const first = await added('bz_admin', { patentNumber: 'ZL 2025 2 0555555.5' });
    const again = await refusal('bz_user', `${BASE}/add`, form({ patentNumber: 'zl202520555555.5' }));
    expect(again).toEqual({ code: 400, msg: pm.numberTaken });
    expect(await added('th_admin', { patentNumber: 'ZL 2025 2 0555555.5' })).toBeTruthy();
    const other = await added('bz_admin');
    const clash = await refusal('bz_admin', `${BASE}/update/${other}`, form({ patentNumber: 'ZL 2025 2 0555555.5' }));
    expect(clash).toEqual({ code: 400, msg: pm.numberTaken });
    // An entry keeps its own number on an edit.
    const own = form({ patentNumber: 'ZL 2025 2 0555555.5' });
    expect((await call('bz_admin', 'POST', `${BASE}/update/${first}`, own)).body.code).toBe(0);
  });
});

describe('published entries', () => {
  it('are public once a content editor publishes them; drafts never are; the company can no longer change them', async () => {
    const title = '一种智能综采工作面液压支架跟机控制方法';
    const id = await added('bz_user', { title });
    const publicTitles = async () =>
      (
        (await read(t, `/api/patents/patent/patent/list?limit=150&title=${q(title)}`)).body.data as { id: string }[]
      ).map((row) => row.id);
    expect(await publicTitles()).toEqual([]);
    await cms.publish('patents', id);
    expect(await publicTitles()).toEqual([id]);
    expect(await refusal('bz_admin', `${BASE}/update/${id}`, form())).toEqual({ code: 409, msg: pm.publishedLocked });
    expect(await refusal('bz_admin', `${BASE}/delete/${id}`)).toEqual({ code: 409, msg: pm.publishedUndeletable });
    expect((await listed('bz_user')).find((row) => row.id === id)).toMatchObject({
      status: 'published',
      isPublish: '1',
    });
  });

  it('go back to review (draft) when the company edits one the platform took down', async () => {
    const id = await added('bz_admin');
    await cms.publish('patents', id);
    expect((await cms.call('POST', `/api/admin/patents/${id}/unpublish`)).body.code).toBe(0);
    expect((await call('bz_admin', 'POST', `${BASE}/update/${id}`, form({ title: '改后的专利名称' }))).body.code).toBe(
      0,
    );
    expect((await listed('bz_admin')).find((row) => row.id === id)).toMatchObject({
      title: '改后的专利名称',
      status: 'draft',
    });
  });

  it("show the company's name in the CMS, and keep their company when a content editor edits them", async () => {
    const title = '一种带式输送机托辊故障声学诊断方法';
    const id = await added('bz_user', { title });
    const [row] = (await cms.call('GET', `/api/admin/patents?keyword=${q(title)}`)).body.data;
    expect(row).toMatchObject({ id, companyName: COMPANY_A, status: 'draft' });
    const edit = { ...form({ title }), patentee: COMPANY_A, publishTime: '', orderNumber: 0 };
    expect((await cms.call('PUT', `/api/admin/patents/${id}`, edit)).body.code).toBe(0);
    const [stored] = await t.database.db
      .select()
      .from(contentItems)
      .where(eq(contentItems.id, Number(id)));
    expect(stored?.companyId).not.toBeNull();
    expect((await listed('bz_admin')).map((item) => item.id)).toContain(id);
  });
});

describe('the list and the summary', () => {
  it("shows the demo company's own patents: the published one and its draft", async () => {
    const own = await listed('bz_admin', `&title=${q('一种')}`);
    expect(own.find((row) => row.patentNumber === 'ZL 2024 1 0387215.7')).toMatchObject({ status: 'published' });
    expect(own.find((row) => row.patentNumber === 'ZL 2026 2 0418736.2')).toMatchObject({ status: 'draft' });
    expect((await listed('th_admin')).some((row) => row.patentNumber === 'ZL 2024 1 0387215.7')).toBe(false);
  });

  it('pages and filters in SQL', async () => {
    await added('bz_admin', { patentType: '外观设计' });
    const all = await call('bz_admin', 'GET', `${BASE}/list?limit=2`);
    expect(all.body.data).toHaveLength(2);
    expect(all.body.total).toBeGreaterThan(2);
    const designs = await listed('bz_admin', `&patentType=${q('外观设计')}`);
    expect(designs.length).toBeGreaterThan(0);
    expect(designs.every((row) => row.patentType === '外观设计')).toBe(true);
    const drafts = await listed('bz_admin', '&status=draft');
    expect(drafts.every((row) => row.status === 'draft')).toBe(true);
    expect((await call('bz_admin', 'GET', `${BASE}/list?status=pending`)).status).toBe(400);
  });

  it('counts by type and status and lists the public entries', async () => {
    const th = await t.tokenFor('th_user');
    const before = (await t.call(th, 'GET', SUMMARY)).body.data;
    const design = await added('th_admin', { patentType: '外观设计', title: '一种铸件外观' });
    await added('th_admin', { patentType: '软件著作权' });
    await cms.publish('patents', design);
    const res = await t.call(th, 'GET', SUMMARY);
    expect(res.status).toBe(200);
    const after = res.body.data;
    const countOf = (data: typeof after, key: 'byType' | 'byStatus', name: string) =>
      data[key].find((row: Record<string, unknown>) => row.patentType === name || row.status === name)?.count;
    expect(after.total).toBe(before.total + 2);
    expect(after.byType.map((row: { patentType: string }) => row.patentType)).toEqual([
      '发明专利',
      '实用新型',
      '外观设计',
      '软件著作权',
    ]);
    expect(countOf(after, 'byType', '外观设计')).toBe(countOf(before, 'byType', '外观设计') + 1);
    expect(countOf(after, 'byStatus', 'published')).toBe(countOf(before, 'byStatus', 'published') + 1);
    expect(countOf(after, 'byStatus', 'draft')).toBe(countOf(before, 'byStatus', 'draft') + 1);
    expect(after.published[0]).toMatchObject({ id: design, title: '一种铸件外观', isPublish: '1' });
  });
});
