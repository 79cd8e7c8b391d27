import fs from 'node:fs';
import path from 'node:path';
import { GENERAL_PURPOSE_INDUSTRY } from '@dtmm/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../../paths';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { dictionaryItems } from './dictionaries.table';

/** Migration 0019: a deployment that already keeps the 服务行业 dictionary gets 通用 and 制造业 (issue 29 §4). */
const MIGRATION = fs.readFileSync(path.join(SERVER_ROOT, 'drizzle/0019_service_industries_general.sql'), 'utf8');
const CODE = 'service.serviceTarget';
const ADDED = [GENERAL_PURPOSE_INDUSTRY, '制造业'];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ demo: false });
}, 120_000);
afterAll(() => t?.close());

const serviceIndustries = () =>
  t.database.db
    .select({ value: dictionaryItems.value, sortOrder: dictionaryItems.sortOrder })
    .from(dictionaryItems)
    .where(eq(dictionaryItems.code, CODE))
    .orderBy(asc(dictionaryItems.sortOrder), asc(dictionaryItems.id));
const migrate = () => t.database.db.execute(sql.raw(MIGRATION));

describe('migration 0019: 通用 and 制造业 in an existing 服务行业 dictionary', () => {
  it('adds them first in the order operators keep, and leaves the rest as it was', async () => {
    const db = t.database.db;
    await db.delete(dictionaryItems).where(and(eq(dictionaryItems.code, CODE), inArray(dictionaryItems.value, ADDED)));
    const before = (await serviceIndustries()).map((item) => item.value);
    await migrate();
    const after = (await serviceIndustries()).map((item) => item.value);
    expect(after).toEqual([...ADDED, ...before]);
    await migrate();
    expect((await serviceIndustries()).map((item) => item.value)).toEqual(after);
  });

  it('adds nothing to a database whose dictionary the seed has yet to fill', async () => {
    const db = t.database.db;
    await db.delete(dictionaryItems).where(eq(dictionaryItems.code, CODE));
    await migrate();
    expect(await serviceIndustries()).toEqual([]);
  });
});
