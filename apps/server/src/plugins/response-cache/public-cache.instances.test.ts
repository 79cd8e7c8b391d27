import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContentClient } from '../../modules/content/test/content-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { PUBLIC_TAGS } from './public-tags';
import { cached, probe } from './test/cache-probe';

// Two instances on one database and one Redis: what A changes, B stops serving once the message
// arrives (each check polls B's own read, never a fixed sleep). On the memory store there is no B.
const redisUrl = process.env.DTMM_TEST_REDIS_URL;
let a: TestApp;
let b: TestApp;
let cms: ContentClient;

describe.skipIf(!redisUrl)('the public cache on two instances sharing one Redis', () => {
  beforeAll(async () => {
    a = await buildTestApp();
    b = await buildTestApp({ peerOf: a });
    cms = await ContentClient.asOperator(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const LIST = `/api/dtmm/company/news/list?category=${encodeURIComponent('政策资讯')}&page=1&limit=50`;
  const titles = async (t: TestApp) =>
    (await probe(t, LIST)).body.data.map((item: { title: string }) => item.title) as string[];

  it('B serves a fresh answer after A publishes, unpublishes and edits', async () => {
    expect(await titles(await cached(b, LIST).then(() => b))).not.toContain('跨实例资讯');
    const id = await cms.published('news', { title: '跨实例资讯', category: '政策资讯', content: '<p>正文</p>' });
    await vi.waitFor(async () => expect(await titles(b)).toContain('跨实例资讯'));

    await cached(b, `/api/dtmm/company/news/detail/${id}`);
    await cms.call('PUT', `/api/admin/news/${id}`, {
      title: '跨实例资讯（改）',
      category: '政策资讯',
      content: '<p>改</p>',
    });
    await vi.waitFor(async () =>
      expect((await probe(b, `/api/dtmm/company/news/detail/${id}`)).body.data.title).toBe('跨实例资讯（改）'),
    );

    await cached(b, LIST);
    await cms.call('POST', `/api/admin/news/${id}/unpublish`);
    await vi.waitFor(async () => expect(await titles(b)).not.toContain('跨实例资讯（改）'));
  });

  it("B's dictionaries follow A's edit at once, not after B's own 30 s dictionary cache", async () => {
    const DICT = '/api/dtmm/common/dict?code=company.scale';
    await cached(b, DICT);
    const added = await cms.call('POST', '/api/admin/dictionaries', {
      code: 'company.scale',
      label: '跨实例规模',
      value: 'cross-instance',
    });
    expect(added.body.code).toBe(0);
    await vi.waitFor(async () =>
      expect((await probe(b, DICT)).body.data.data.map((i: { label: string }) => i.label)).toContain('跨实例规模'),
    );
  });

  it('B starts empty after its subscription is lost and back: messages may have been missed meanwhile', async () => {
    const url = '/api/dtmm/company/company/list?page=1&limit=10';
    await cached(b, url);
    let cleared = 0;
    b.app.ctx.publicCache.onChange((tags) => {
      if (tags.length === PUBLIC_TAGS.length) cleared++;
    });
    const admin = new Redis(redisUrl ?? '');
    try {
      const subscribers = [...String(await admin.client('LIST')).matchAll(/id=(\d+) [^\n]* name=([^ ]+)/g)].filter(
        ([, , name]) => name === `${b.redisPrefix}public-cache-subscriber`,
      );
      expect(subscribers).toHaveLength(2);
      for (const [, id] of subscribers) await admin.client('KILL', 'ID', id ?? '');
    } finally {
      await admin.quit();
    }
    // Deaf (cleared), then subscribed again (cleared once more).
    await vi.waitFor(() => expect(cleared).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    await vi.waitFor(() => expect(b.app.ctx.publicCache.isOn).toBe(true));
    expect((await probe(b, url)).fromCache).toBe(false);
    expect((await probe(b, url)).fromCache).toBe(true);
  });
});
