import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certify, providerPayload, requestIdFor } from '../../modules/certifications/test/certification-client';
import { ContentClient } from '../../modules/content/test/content-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { cached, probe } from './test/cache-probe';

/**
 * The real routes' declarations: each kind of edit is seen by the very next anonymous read on the
 * same instance, drafts are never served, and no signed-in answer reaches the cache.
 */
let t: TestApp;
let cms: ContentClient;
let operator: string;
let provider: string;
beforeAll(async () => {
  t = await buildTestApp();
  cms = await ContentClient.asOperator(t);
  operator = cms.token;
  provider = await t.tokenFor('lc_admin');
});
afterAll(() => t?.close());

const NEWS_LIST = `/api/dtmm/company/news/list?category=${encodeURIComponent('政策资讯')}&page=1&limit=50`;
const newsDetail = (id: string) => `/api/dtmm/company/news/detail/${id}`;
const titles = (read: { body: { data: { title: string }[] } }) => read.body.data.map((item) => item.title);
const news = (title: string) => ({ title, category: '政策资讯', content: `<p>${title}</p>` });
const call = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app
    .inject({ method, url, headers: { access_token: token }, ...(payload ? { payload } : {}) })
    .then((r) => r.json());

describe('content edits reach the next anonymous read', () => {
  it('edit, unpublish, publish and delete of a news item', async () => {
    const id = await cms.published('news', news('缓存测试资讯'));
    expect(titles(await cached(t, NEWS_LIST))).toContain('缓存测试资讯');
    expect((await cached(t, newsDetail(id))).body.data.title).toBe('缓存测试资讯');

    expect((await cms.call('PUT', `/api/admin/news/${id}`, news('缓存测试资讯（修订）'))).body.code).toBe(0);
    const edited = await probe(t, NEWS_LIST);
    expect([edited.fromCache, titles(edited)]).toEqual([false, expect.arrayContaining(['缓存测试资讯（修订）'])]);
    expect((await probe(t, newsDetail(id))).body.data.title).toBe('缓存测试资讯（修订）');

    await cached(t, newsDetail(id));
    expect((await cms.call('POST', `/api/admin/news/${id}/unpublish`)).body.code).toBe(0);
    expect(titles(await probe(t, NEWS_LIST))).not.toContain('缓存测试资讯（修订）');
    expect((await probe(t, newsDetail(id))).status).toBe(404);

    await cms.publish('news', id);
    expect(titles(await cached(t, NEWS_LIST))).toContain('缓存测试资讯（修订）');
    await cached(t, newsDetail(id));
    expect((await cms.call('DELETE', `/api/admin/news/${id}`)).body.code).toBe(0);
    expect(titles(await probe(t, NEWS_LIST))).not.toContain('缓存测试资讯（修订）');
    expect((await probe(t, newsDetail(id))).status).toBe(404);
  });

  it('a guide edit reaches the help menu, which lists the guides through a dictionary', async () => {
    const DICT = '/api/dtmm/common/dict?code=operation.guide';
    await cached(t, DICT);
    const id = await cms.published('guides', { title: '缓存测试指南' });
    const labels = (await probe(t, DICT)).body.data.data.map((item: { label: string }) => item.label);
    expect(labels).toContain('缓存测试指南');
    expect((await probe(t, `/api/dtmm/company/guide/detail/${id}`)).status).toBe(200);
  });
});

describe('a draft is never served', () => {
  it('not to the public, not to an operator on the public routes; from publishing on, at once; after unpublishing, no more', async () => {
    await cached(t, NEWS_LIST);
    const id = await cms.create('news', news('缓存测试草稿'));
    for (const token of [undefined, operator]) {
      const list = await probe(t, NEWS_LIST, token);
      expect(titles(list)).not.toContain('缓存测试草稿');
      expect((await probe(t, newsDetail(id), token)).status).toBe(404);
    }
    await cms.publish('news', id);
    const published = await probe(t, NEWS_LIST);
    expect([published.fromCache, titles(published)]).toEqual([false, expect.arrayContaining(['缓存测试草稿'])]);
    expect((await cached(t, newsDetail(id))).body.data.title).toBe('缓存测试草稿');
    await cms.call('POST', `/api/admin/news/${id}/unpublish`);
    expect(titles(await probe(t, NEWS_LIST))).not.toContain('缓存测试草稿');
    expect((await probe(t, newsDetail(id))).status).toBe(404);
  });
});

describe('reviews reach the next anonymous read', () => {
  it('an approved provider certification puts the company in the directory', async () => {
    const LIST = '/api/dtmm/company/company/list?page=1&limit=50';
    const names = (read: { body: { data: { companyName: string }[] } }) => read.body.data.map((c) => c.companyName);
    expect(names(await cached(t, LIST))).not.toContain('山西并州智能矿山装备有限公司');
    const current = await cached(t, '/api/dtmm/plan/serviceProvider/currentList');
    expect(JSON.stringify(current.body)).not.toContain('山西并州智能矿山装备有限公司');

    expect((await certify(t, await t.tokenFor('bz_admin'), providerPayload())).json().code).toBe(0);
    const request = await requestIdFor(t, operator, '山西并州智能矿山装备有限公司');
    expect((await call(operator, 'POST', `/api/admin/certifications/${request}/approve`)).code).toBe(0);
    const after = await probe(t, LIST);
    expect([after.fromCache, names(after)]).toEqual([false, expect.arrayContaining(['山西并州智能矿山装备有限公司'])]);
    const now = await probe(t, '/api/dtmm/plan/serviceProvider/currentList');
    expect(JSON.stringify(now.body)).toContain('山西并州智能矿山装备有限公司');
  });

  it('a solution decision shows in the catalogue, and a take-down removes it', async () => {
    const base = '/api/dtmm/plan/serviceSolution';
    const LIST = `${base}/listFull?page=1&limit=100`;
    const names = (read: { body: { data: { solutionName: string }[] } }) => read.body.data.map((s) => s.solutionName);
    const form = { solutionName: '缓存测试方案', contactPerson: '郝工', contactPhone: '0351-7012345' };
    const saved = await call(provider, 'POST', `${base}/save`, {
      ...form,
      serviceCategory: '设备管理',
      serviceTarget: '煤炭',
      serviceArea: '14',
    });
    const id = saved.data.id;
    expect(names(await cached(t, LIST))).not.toContain('缓存测试方案');
    expect((await probe(t, `${base}/get/${id}`)).status).toBe(404);

    expect((await call(operator, 'POST', `/api/admin/solutions/${id}/approve`)).code).toBe(0);
    expect(names(await probe(t, LIST))).toContain('缓存测试方案');
    expect((await cached(t, `${base}/get/${id}`)).body.data.solutionName).toBe('缓存测试方案');
    await cached(t, LIST);

    const reason = { reason: '联系电话无法接通。' };
    expect((await call(operator, 'POST', `/api/admin/solutions/${id}/unpublish`, reason)).code).toBe(0);
    expect(names(await probe(t, LIST))).not.toContain('缓存测试方案');
    expect((await probe(t, `${base}/get/${id}`)).status).toBe(404);
  });

  it('a dictionary change: added, changed, removed', async () => {
    const DICT = '/api/dtmm/common/dict?code=company.scale';
    const labels = async () => (await probe(t, DICT)).body.data.data.map((item: { label: string }) => item.label);
    await cached(t, DICT);
    const added = await call(operator, 'POST', '/api/admin/dictionaries', {
      code: 'company.scale',
      label: '缓存测试规模',
      value: 'cache-test',
    });
    expect(await labels()).toContain('缓存测试规模');
    await cached(t, DICT);
    const change = { label: '缓存测试规模（改）', value: 'cache-test', sortOrder: 99, isEnabled: true };
    expect((await call(operator, 'PUT', `/api/admin/dictionaries/${added.data.id}`, change)).code).toBe(0);
    expect(await labels()).toContain('缓存测试规模（改）');
    await cached(t, DICT);
    expect((await call(operator, 'DELETE', `/api/admin/dictionaries/${added.data.id}`)).code).toBe(0);
    expect(await labels()).not.toContain('缓存测试规模（改）');
  });
});

describe('signed-in answers never meet the cache', () => {
  it('an owner reads their entry under review fresh and unkept; the public still gets 404', async () => {
    const base = '/api/dtmm/plan/serviceSolution';
    const form = { solutionName: '缓存测试私有方案', contactPerson: '郝工', contactPhone: '0351-7012345' };
    const saved = await call(provider, 'POST', `${base}/save`, {
      ...form,
      serviceCategory: '设备管理',
      serviceTarget: '煤炭',
      serviceArea: '14',
    });
    const url = `${base}/get/${saved.data.id}`;
    const own = await probe(t, url, provider);
    expect([own.status, own.body.data.tableFlag, own.fromCache]).toEqual([200, '2', false]);
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.headers.etag).toBeUndefined();
    expect((await probe(t, url)).status).toBe(404);
    expect((await probe(t, url, provider)).body.data.solutionName).toBe('缓存测试私有方案');
  });

  it('a cached public answer goes to no one with a credential: theirs is their own, a bad token is refused', async () => {
    const url = '/api/dtmm/plan/serviceSolution/listFull?page=1&limit=4';
    const anonymous = await cached(t, url);
    expect(anonymous.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const signedIn = await probe(t, url, provider);
    expect(signedIn.fromCache).toBe(false);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const forged = await probe(t, '/api/dtmm/plan/serviceSolution/get/1', 'forged.token.value');
    expect(forged.status).toBe(401);
    expect((await probe(t, url)).body).toEqual(anonymous.body);
  });
});
