import { messages } from '@dtmm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { isRealIndustry } from './industries.data';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ demo: false });
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GB/T 4754-2017 industries', () => {
  it('lists all 20 categories A–T', async () => {
    const res = await get('/api/dtmm/industry/categories');
    const data = res.json().data;
    expect(data).toHaveLength(20);
    expect(data.map((c: { categoryCode: string }) => c.categoryCode).join('')).toBe('ABCDEFGHIJKLMNOPQRST');
    expect(data[2]).toEqual({ id: 'C', categoryCode: 'C', categoryName: '制造业' });
  });

  it('has all 97 divisions across the categories', async () => {
    let total = 0;
    for (const letter of 'ABCDEFGHIJKLMNOPQRST') {
      const res = await get(`/api/dtmm/industry/secondary/${letter}`);
      expect(res.statusCode).toBe(200);
      total += res.json().data.length;
    }
    expect(total).toBe(97);
  });

  it('lists manufacturing divisions 13–43, each with its groups', async () => {
    const divisions = (await get('/api/dtmm/industry/secondary/C')).json().data;
    expect(divisions.map((d: { secondaryCode: string }) => d.secondaryCode)).toEqual(
      Array.from({ length: 31 }, (_, i) => String(13 + i)),
    );
    for (const division of divisions) {
      const groups = (await get(`/api/dtmm/industry/tertiary/${division.secondaryCode}`)).json().data;
      expect(groups.length).toBeGreaterThan(0);
      for (const group of groups) expect(group.tertiaryCode.startsWith(division.secondaryCode)).toBe(true);
    }
  });

  it('knows real paths and treats the third level as optional', () => {
    expect(isRealIndustry('C', '34')).toBe(true);
    expect(isRealIndustry('C', '34', '341')).toBe(true);
    expect(isRealIndustry('B', '34')).toBe(false);
    expect(isRealIndustry('C', '34', '351')).toBe(false);
  });

  it('refuses unknown and malformed codes with a clear message', async () => {
    const unknownCategory = await get('/api/dtmm/industry/secondary/Z');
    expect(unknownCategory.statusCode).toBe(400);
    const unknownDivision = await get('/api/dtmm/industry/tertiary/99');
    expect(unknownDivision.statusCode).toBe(404);
    expect(unknownDivision.json().msg).toBe(messages.industry.unknownSecondary);
    const injected = await get("/api/dtmm/industry/tertiary/13'--");
    expect(injected.statusCode).toBe(400);
  });
});
