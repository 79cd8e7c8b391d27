import { messages } from '@dtmm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { DEMO_COMPANIES } from '../demo/demo-province';
import { areaText } from '../regions/regions.data';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const certifiedProviders = DEMO_COMPANIES.filter((c) => c.provider?.status === 1);
const list = (query: string) => t.app.inject({ method: 'GET', url: `/api/dtmm/company/company/list?${query}` });

describe('GET /api/dtmm/company/company/list (certified service providers)', () => {
  it('pages in SQL and counts every match', async () => {
    const first = await list('certifyType=%E6%9C%8D%E5%8A%A1%E5%95%86&page=1&limit=2');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.total).toBe(certifiedProviders.length);
    expect(body.data).toHaveLength(Math.min(2, certifiedProviders.length));
    const all = (await list(`limit=${certifiedProviders.length}`)).json().data;
    const second = (await list('page=2&limit=2')).json().data;
    expect(second.map((p: { id: string }) => p.id)).toEqual(all.slice(2, 4).map((p: { id: string }) => p.id));
  });

  it('shows only certified providers, newest first by default', async () => {
    const names = (await list('limit=100')).json().data.map((p: { companyName: string }) => p.companyName);
    const expected = [...certifiedProviders]
      .sort((a, b) => a.joinedDaysAgo - b.joinedDaysAgo)
      .map((c) => c.companyName);
    expect(names).toEqual(expected);
  });

  it('names each provider’s area, so a card needs no region tree', async () => {
    const rows = (await list('limit=100')).json().data as {
      province: string;
      city: string;
      district: string | null;
      areaText: string;
    }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.areaText).toBe(areaText(row.province, row.city, row.district));
    expect(rows.some((row) => row.areaText.startsWith('山西省'))).toBe(true);
  });

  it('sorts by a whitelisted column in either direction', async () => {
    const asc = (await list('sidx=createTime&sord=asc&limit=100')).json().data;
    const desc = (await list('sidx=createTime&sord=desc&limit=100')).json().data;
    expect(asc.map((p: { id: string }) => p.id)).toEqual(desc.map((p: { id: string }) => p.id).reverse());
  });

  it('filters by provider type, scenario, industry, company type and name', async () => {
    const sample = certifiedProviders[0];
    if (!sample?.provider) throw new Error('demo data has no certified provider');
    const scenario = sample.provider.serviceProviderCategory.split(',')[0] ?? '';
    const industry = sample.provider.serviceIndustry.split(',')[0] ?? '';
    const q = new URLSearchParams({
      serviceProviderType: sample.provider.serviceProviderType,
      serviceProviderCategory: scenario,
      serviceIndustry: industry,
      companyType: sample.companyType,
      companyName: sample.companyName.slice(2, 6),
    });
    const data = (await list(q.toString())).json().data;
    expect(data.map((p: { companyName: string }) => p.companyName)).toContain(sample.companyName);
    for (const p of data) {
      expect(p.serviceProviderCategory.split(',')).toContain(scenario);
      expect(p.serviceIndustry.split(',')).toContain(industry);
    }
  });

  it('matches a list item exactly, not as a substring', async () => {
    const res = await list(`serviceProviderCategory=${encodeURIComponent('数据')}`);
    expect(res.json().total).toBe(0);
  });

  it('treats LIKE wildcards in the name search as text', async () => {
    const res = await list(`companyName=${encodeURIComponent('%')}`);
    expect(res.json().total).toBe(0);
  });

  it.each([
    ['sidx=password_hash', messages.paging.sidx],
    ['sidx=created_at%3Bdrop%20table%20users', messages.paging.sidx],
    ['sord=up', messages.paging.sord],
    ['limit=100000', messages.paging.limit],
    ['page=-1', messages.paging.page],
    ['page=abc', messages.paging.page],
    ['certifyType=%E4%BC%81%E4%B8%9A', '仅支持查询服务商'],
  ])('refuses %s with 400 and its message', async (query, msg) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg });
  });

  it('answers an empty page past the end', async () => {
    const res = (await list('page=99')).json();
    expect(res.data).toEqual([]);
    expect(res.total).toBe(certifiedProviders.length);
  });
});
