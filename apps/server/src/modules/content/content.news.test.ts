import { contentMessages as cm } from '@dtmm/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.table';
import { ContentClient, read } from './test/content-client';

let t: TestApp;
let cms: ContentClient;
const year = new Date().getFullYear();
const q = encodeURIComponent;

beforeAll(async () => {
  t = await buildTestApp();
  cms = await ContentClient.asOperator(t);
});
afterAll(() => t?.close());

const news = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  summary: `${title}的摘要`,
  category: '政策资讯',
  source: '省工信厅',
  author: '平台运营中心',
  content: `<p>${title}正文</p>`,
  ...extra,
});
const listTitles = async (query: string) =>
  ((await read(t, `/api/dtmm/company/news/list?${query}`)).body.data as { title: string }[]).map((n) => n.title);

describe('news: drafts, publishing and the public (issue 12)', () => {
  it('a draft is invisible everywhere public until published, and again after unpublishing', async () => {
    const title = '测试草稿资讯甲';
    const id = await cms.create('news', news(title));
    const invisible = async () => {
      expect(await listTitles(`category=${q('政策资讯')}&title=${q(title)}`)).toEqual([]);
      const groups = (await read(t, '/api/dtmm/company/news/newslist')).body.data;
      expect(JSON.stringify(groups)).not.toContain(title);
      const detail = await read(t, `/api/dtmm/company/news/detail/${id}`);
      expect(detail.status).toBe(404);
      expect(detail.body).toEqual({ code: 404, msg: cm.notFound });
    };
    await invisible();

    await cms.publish('news', id);
    expect(await listTitles(`category=${q('政策资讯')}&title=${q(title)}`)).toEqual([title]);
    const groups = (await read(t, '/api/dtmm/company/news/newslist')).body.data;
    expect(Object.keys(groups)).toEqual(['政策资讯', '行业资讯', '通知公告']);
    expect(groups['政策资讯'][0].title).toBe(title);
    const detail = (await read(t, `/api/dtmm/company/news/detail/${id}`)).body.data;
    expect(detail).toMatchObject({ id, title, source: '省工信厅', content: `<p>${title}正文</p>`, fdAddOn1: '' });
    expect(detail.publishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    expect((await cms.call('POST', `/api/admin/news/${id}/publish`)).body).toEqual({
      code: 409,
      msg: cm.alreadyPublished,
    });
    expect((await cms.call('POST', `/api/admin/news/${id}/unpublish`)).body.code).toBe(0);
    await invisible();
    expect((await cms.call('POST', `/api/admin/news/${id}/unpublish`)).body).toEqual({
      code: 409,
      msg: cm.notPublished,
    });
  });

  it('filters by category, title fragment and year; empty filters are ignored', async () => {
    const a = await cms.published('news', news('晋中市数字化车间认定结果公示', { category: '通知公告' }));
    await cms.published(
      'news',
      news('太原市中小企业上云补贴申报', { category: '行业资讯', publishTime: `${year - 2}-03-01` }),
    );
    expect(await listTitles(`category=${q('通知公告')}&title=${q('车间认定')}`)).toEqual([
      '晋中市数字化车间认定结果公示',
    ]);
    expect(await listTitles(`title=${q('上云补贴')}&year=${year - 2}`)).toEqual(['太原市中小企业上云补贴申报']);
    expect(await listTitles(`title=${q('上云补贴')}&year=${year}`)).toEqual([]);
    expect(await listTitles(`title=${q('车')}&category=&year=`)).toContain('晋中市数字化车间认定结果公示');
    expect(a).toBeTruthy();
    const tooOld = await read(t, `/api/dtmm/company/news/list?year=${year - 31}`);
    expect(tooOld.body).toEqual({ code: 400, msg: cm.badYear });
    expect((await read(t, `/api/dtmm/company/news/list?year=${year + 1}`)).status).toBe(400);
    expect((await read(t, `/api/dtmm/company/news/list?year=${year - 30}`)).status).toBe(200);
  });

  it('a title search takes %, _ and \\ literally', async () => {
    await cms.published('news', news('增长100%_的秘密'));
    expect(await listTitles(`title=${q('100%_')}`)).toEqual(['增长100%_的秘密']);
    expect(await listTitles(`title=${q('%_的')}`)).toEqual(['增长100%_的秘密']);
  });

  it('pins by order number, pages with the total, and sorts as asked', async () => {
    const category = q('行业资讯');
    await cms.published('news', news('置顶二号资讯', { category: '行业资讯', orderNumber: 2 }));
    await cms.published('news', news('置顶一号资讯', { category: '行业资讯', orderNumber: 1 }));
    const page = (await read(t, `/api/dtmm/company/news/list?category=${category}&page=1&limit=2`)).body;
    expect(page.data.map((n: { title: string }) => n.title)).toEqual(['置顶一号资讯', '置顶二号资讯']);
    expect(page.total).toBeGreaterThanOrEqual(2);
    const past = (await read(t, `/api/dtmm/company/news/list?category=${category}&page=999&limit=10`)).body;
    expect(past).toMatchObject({ code: 0, data: [], total: page.total });
    const byId = (await read(t, `/api/dtmm/company/news/list?category=${category}&sidx=id&sord=asc&limit=150`)).body
      .data;
    const unpinned = byId
      .filter((n: { title: string }) => !n.title.startsWith('置顶'))
      .map((n: { id: string }) => Number(n.id));
    expect(unpinned).toEqual([...unpinned].sort((x, y) => x - y));
  });

  it('551 is a category like the others, kept out of the home page groups', async () => {
    const title = '“1”专题第三批服务企业名单';
    await cms.published('news', news(title, { category: '551' }));
    const topic = await read(t, `/api/dtmm/company/news/list?category=551&sidx=createTime&sord=desc&page=1&limit=2`);
    expect(topic.body.data.map((item: { title: string }) => item.title)).toContain(title);
    expect(JSON.stringify((await read(t, '/api/dtmm/company/news/newslist')).body.data)).not.toContain(title);
  });

  it('a future publish time waits: published but not shown until then', async () => {
    const title = '明年实施的资讯';
    await cms.published('news', news(title, { publishTime: `${year + 1}-06-01 09:00` }));
    expect(await listTitles(`title=${q(title)}`)).toEqual([]);
  });

  it('sanitises rich text on write, keeping Chinese text and platform images', async () => {
    const image = await cms.upload('image');
    const html = `<p onclick="x()">转型<script>alert(1)</script><img src="/api/dtmm/common/file/download/${image}"><a href="javascript:alert(1)">链接</a></p>`;
    const id = await cms.published('news', news('净化测试', { content: html }));
    const { content } = (await read(t, `/api/dtmm/company/news/detail/${id}`)).body.data;
    expect(content).toContain('转型');
    expect(content).toContain(`src="/api/dtmm/common/file/download/${image}"`);
    expect(content).not.toMatch(/script|onclick|javascript:/i);
  });

  it('keeps the PDF and attachments, and refuses files of another kind or that do not exist', async () => {
    const pdf = await cms.upload('document');
    const attachments = [await cms.upload('document', '申报表.pdf'), await cms.upload('document', '名单.pdf')];
    const id = await cms.published('news', news('带附件资讯', { fdAddOn1: pdf, fdAddOn2: attachments.join(',') }));
    expect((await read(t, `/api/dtmm/company/news/detail/${id}`)).body.data).toMatchObject({
      fdAddOn1: pdf,
      fdAddOn2: attachments.join(','),
    });
    const image = await cms.upload('image');
    const wrong = await cms.call('POST', '/api/admin/news', news('错附件', { fdAddOn1: image }));
    expect(wrong.body).toEqual({ code: 400, msg: cm.fileMismatch('PDF') });
    const missing = await cms.call(
      'POST',
      '/api/admin/news',
      news('缺附件', { fdAddOn2: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(missing.body).toEqual({ code: 400, msg: cm.fileMismatch('附件') });
  });

  it('refuses a category outside the dictionary and the knowledge tabs', async () => {
    const res = await cms.call('POST', '/api/admin/news', news('未知类别', { category: '花边新闻' }));
    expect(res.body).toEqual({ code: 400, msg: cm.unknownValue('类别', '花边新闻') });
    expect(await cms.create('news', news('政策解读条目', { category: '政策解读' }))).toBeTruthy();
  });

  it('edits, searches the back office, deletes — each change audited', async () => {
    const id = await cms.create('news', news('待修改的资讯'));
    const edited = await cms.call('PUT', `/api/admin/news/${id}`, news('已修改的资讯', { orderNumber: 5 }));
    expect(edited.body).toEqual({ code: 0, msg: cm.updated });
    const one = (await cms.call('GET', `/api/admin/news/${id}`)).body.data;
    expect(one).toMatchObject({ id, title: '已修改的资讯', status: 'draft', orderNumber: 5, updaterName: 'operator' });
    const list = (await cms.call('GET', `/api/admin/news?keyword=${q('已修改')}&status=draft`)).body;
    expect(list.data.map((row: { id: string }) => row.id)).toEqual([id]);
    expect(list.data[0]).toMatchObject({ group: '政策资讯', status: 'draft' });
    expect((await cms.call('GET', `/api/admin/news?keyword=${q('已修改')}&status=published`)).body.total).toBe(0);
    expect((await cms.call('DELETE', `/api/admin/news/${id}`)).body).toEqual({ code: 0, msg: cm.deleted });
    expect((await cms.call('GET', `/api/admin/news/${id}`)).status).toBe(404);
    expect((await cms.call('DELETE', `/api/admin/news/${id}`)).status).toBe(404);
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.subject, '已修改的资讯'))).map(
      (a) => a.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['content.update', 'content.delete']));
  });

  it('answers the form rules with their messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [news(''), cm.titleRequired],
      [news('x'.repeat(201)), cm.titleTooLong(200)],
      [news('时间', { publishTime: '2026/01/01' }), cm.badTime],
      [news('排序', { orderNumber: -1 }), cm.badOrder],
      [news('文件', { fdAddOn1: 'not-a-file' }), cm.badFileId],
    ];
    for (const [form, msg] of cases) {
      const res = await cms.call('POST', '/api/admin/news', form);
      expect(res.body, msg).toMatchObject({ code: 400, msg });
    }
  });
});
