import { COMPUTED_DICTIONARY_CODES, DICTIONARY_CODES, INDICATOR_ENTRIES, messages } from '@dtmm/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { seedDictionaries } from './dictionaries.seed';
import { dictionaryItems } from './dictionaries.table';
import { THIRD_LEVEL_INDICATORS } from './dictionary-seed';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ demo: false });
});
afterAll(() => t?.close());

const dict = (code: string) =>
  t.app.inject({ method: 'GET', url: `/api/dtmm/common/dict?code=${encodeURIComponent(code)}` });

describe('GET /api/dtmm/common/dict', () => {
  // operation.guide lists the published guides: content tests cover it.
  const STORED = DICTIONARY_CODES.filter((code) => !COMPUTED_DICTIONARY_CODES.includes(code));
  it.each(STORED)('answers label/value items for %s under data.data', async (code) => {
    const res = await dict(code);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(0);
    expect(body.data.code).toBe(code);
    expect(body.data.data.length).toBeGreaterThan(0);
    for (const item of body.data.data) {
      expect(item).toEqual({ label: expect.any(String), value: expect.any(String) });
      expect(item.label).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('keeps the service scenarios aligned with the scenarios of every third-level indicator, T01–T42', async () => {
    const items = (await dict('company.service.category')).json().data.data;
    expect(items.map((i: { value: string }) => i.value)).toEqual([...THIRD_LEVEL_INDICATORS]);
    const scenarios = new Set(INDICATOR_ENTRIES.map((entry) => entry.scenario));
    expect([...THIRD_LEVEL_INDICATORS].sort()).toEqual([...scenarios].sort());
  });

  it('lists the three news categories and the 551 entry the client leaves out', async () => {
    const values = (await dict('dtmm.news.category')).json().data.data.map((i: { value: string }) => i.value);
    expect(values).toEqual(expect.arrayContaining(['政策资讯', '行业资讯', '通知公告', '551']));
  });

  it('answers an unknown code with 404 and a clear message', async () => {
    const res = await dict('no.such.code');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: messages.dictionary.unknownCode('no.such.code') });
  });

  it('asks for a code when none is given', async () => {
    for (const url of ['/api/dtmm/common/dict', '/api/dtmm/common/dict?code=', '/api/dtmm/common/dict?code=%20']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: messages.dictionary.codeRequired });
    }
  });

  it('answers the same items as dict_key/dict_value at /cms/expertapi/getDictValuesByType (portal.md 7.5)', async () => {
    const lookup = (query: string) => t.app.inject({ url: `/cms/expertapi/getDictValuesByType${query}` });
    const res = await lookup('?code=company.scale');
    expect(res.statusCode).toBe(200);
    const items = (await dict('company.scale')).json().data.data as { label: string; value: string }[];
    expect(res.json()).toEqual({
      code: 0,
      msg: expect.any(String),
      data: items.map((item) => ({ dict_key: item.value, dict_value: item.label })),
    });
    expect(items.length).toBeGreaterThan(0);
    expect((await lookup('?code=no.such.code')).json()).toEqual({
      code: 404,
      msg: messages.dictionary.unknownCode('no.such.code'),
    });
    expect((await lookup('')).json()).toEqual({ code: 400, msg: messages.dictionary.codeRequired });
  });

  it('takes one code even when the parameter repeats', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/dtmm/common/dict?code=company.type&code=company.scale',
    });
    expect(res.statusCode).toBe(400);
  });

  it('leaves dictionaries operators edited alone when seeding again', async () => {
    await t.database.db
      .update(dictionaryItems)
      .set({ isEnabled: false })
      .where(eq(dictionaryItems.code, 'company.type'));
    await seedDictionaries(t.database.db);
    const rows = await t.database.db.select().from(dictionaryItems).where(eq(dictionaryItems.code, 'company.type'));
    expect(rows.every((row) => !row.isEnabled)).toBe(true);
  });
});
