import { messages } from '@dtmm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { areaText, isRealArea } from './regions.data';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ demo: false });
});
afterAll(() => t?.close());

describe('region data', () => {
  it('knows real province/city/district paths', () => {
    expect(isRealArea('14', '1401', '140105')).toBe(true);
    expect(isRealArea('14', '1401', '140202')).toBe(false);
    expect(isRealArea('14', '4101', '410102')).toBe(false);
    expect(isRealArea('', '', '')).toBe(false);
  });
  it('writes the area text', () => expect(areaText('14', '1401', '140105')).toBe('山西省 太原市 小店区'));
});

describe('region routes', () => {
  it('answers the whole tree with caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dtmm/common/regions' });
    expect(res.statusCode).toBe(200);
    const tree = res.json().data;
    expect(tree.length).toBeGreaterThanOrEqual(31);
    const shanxi = tree.find((p: { code: string }) => p.code === '14');
    expect(shanxi.name).toBe('山西省');
    expect(shanxi.children).toHaveLength(11);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers the children of a city', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dtmm/common/regions/1401/children' });
    expect(res.json().data).toEqual(expect.arrayContaining([{ code: '140105', name: '小店区' }]));
  });

  it('refuses unknown and malformed codes', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/dtmm/common/regions/99/children' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe(messages.region.unknown);
    const malformed = await t.app.inject({ method: 'GET', url: "/api/dtmm/common/regions/14'%20or%201=1/children" });
    expect(malformed.statusCode).toBe(400);
  });
});
