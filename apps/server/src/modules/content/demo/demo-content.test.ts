import { NEWS_PAGE_CATEGORIES } from '@dtmm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { read } from '../test/content-client';
import { DEMO_CASES } from './cases.data';
import { DEMO_NEWS } from './news.data';

let t: TestApp;
const q = encodeURIComponent;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const total = async (url: string) => (await read(t, url)).body.total as number;
const download = (id: string) => t.app.inject({ method: 'GET', url: `/api/dtmm/common/file/download/${id}` });

describe('the demo province’s portal content (issue 12)', () => {
  it('fills every news group, the 551 topic and the knowledge tabs with published items only', async () => {
    for (const category of [...NEWS_PAGE_CATEGORIES, '551', '政策解读', '知识资料']) {
      const published = DEMO_NEWS.filter((n) => n.category === category && (n.status ?? 'published') === 'published');
      expect(await total(`/api/dtmm/company/news/list?category=${q(category)}`), category).toBe(published.length);
    }
    expect(await total(`/api/dtmm/company/news/list?category=${q('政策资讯')}`)).toBeGreaterThanOrEqual(10);
    const groups = (await read(t, '/api/dtmm/company/news/newslist')).body.data;
    for (const category of NEWS_PAGE_CATEGORIES) expect(groups[category]).toHaveLength(6);
  });

  it('serves the news PDFs and attachments to anyone, as real PDF files', async () => {
    const withPdf = DEMO_NEWS.find((n) => n.pdf && n.attachments?.length && (n.status ?? 'published') === 'published');
    if (!withPdf) throw new Error('the demo has no news item with a PDF and attachments');
    const [item] = (await read(t, `/api/dtmm/company/news/list?title=${q(withPdf.title)}`)).body.data;
    const detail = (await read(t, `/api/dtmm/company/news/detail/${item.id}`)).body.data;
    for (const id of [detail.fdAddOn1, ...detail.fdAddOn2.split(',')]) {
      const res = await download(id);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('gives every case a cover, one a video, and the providers their service cases', async () => {
    const cases = (await read(t, '/api/dtmm/company/case/list?limit=150')).body.data;
    expect(cases).toHaveLength(DEMO_CASES.length);
    const cover = await download(cases[0].coverImage);
    expect(cover.headers['content-type']).toBe('image/png');
    const details = await Promise.all(
      cases.map((c: { id: string }) => read(t, `/api/dtmm/company/case/detail/${c.id}`)),
    );
    const videos = details.map((d) => d.body.data.fdAddOn3).filter(Boolean);
    expect(videos).toHaveLength(1);
    expect((await download(videos[0])).headers['content-type']).toBe('video/webm');
    const linked = cases.filter((c: { companyId: string }) => c.companyId);
    expect(linked.length).toBeGreaterThanOrEqual(6);
  });

  it('publishes standards of every status, courses of every type, guides with three videos, notices, patents and demands', async () => {
    for (const status of ['预研', '已立项', '正在起草', '即将实施', '现行']) {
      expect(await total(`/api/dtmm/company/standard/list?standardStatus=${q(status)}`), status).toBeGreaterThanOrEqual(
        2,
      );
    }
    for (const type of ['数字化转型', '产品创新', '技术创新', '营销创新']) {
      expect(await total(`/api/dtmm/company/course/list?courseType=${q(type)}`), type).toBeGreaterThanOrEqual(2);
    }
    const guides = (await read(t, '/api/dtmm/common/dict?code=operation.guide')).body.data.data;
    expect(guides).toHaveLength(6);
    const withVideo = await Promise.all(
      guides.map(
        async (g: { value: string }) =>
          (await read(t, `/api/dtmm/company/guide/detail/${g.value}`)).body.data.videoFileId,
      ),
    );
    expect(withVideo.filter(Boolean)).toHaveLength(3);
    expect(await total('/cms/notices/queryList')).toBeGreaterThanOrEqual(5);
    expect(await total('/api/patents/patent/patent/list')).toBeGreaterThanOrEqual(8);
    expect(await total('/api/patents/requirement/requirement/list')).toBeGreaterThanOrEqual(8);
  });
});
