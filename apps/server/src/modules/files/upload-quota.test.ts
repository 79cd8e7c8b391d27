import { messages } from '@dtmm/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { users } from '../users/users.table';
import { files } from './files.table';
import { pngOfSize } from './test/sample-files';
import { postUpload } from './test/upload-client';
import { startOfChinaDay } from './upload-quota';

const MB = 1024 * 1024;
let t: TestApp;
let now = Date.UTC(2026, 10, 24, 2, 0, 0); // 10:00 in China

beforeAll(async () => {
  t = await buildTestApp({
    clock: () => now,
    env: {
      DTMM_UPLOAD_RATE_PER_MINUTE: '3',
      DTMM_UPLOAD_DAILY_FILES: '5',
      DTMM_UPLOAD_DAILY_MB: '3',
      DTMM_UPLOAD_COMPANY_MB: '4',
      DTMM_UPLOAD_PERSON_MB: '2',
    },
  });
});
afterAll(() => t?.close());

const png = (size: number) => ({ filename: 'a.png', content: pngOfSize(Math.round(size)), contentType: 'image/png' });
const upload = async (username: string, size = 2_000) =>
  postUpload(t.app, await t.tokenFor(username), [png(size)], { project: 'company', projectClass: 'license' });
const rowsOf = async (username: string) => {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  const [row] = await t.database.db
    .select({ n: count() })
    .from(files)
    .where(eq(files.ownerUserId, user?.id ?? -1));
  return row?.n ?? 0;
};
const nextMinute = () => {
  now += 60_000;
};

describe('upload quotas (issue 11, finding 3)', () => {
  it('turns the day over at midnight China time', () => {
    expect(startOfChinaDay(Date.UTC(2026, 10, 24, 2)).toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(startOfChinaDay(Date.UTC(2026, 10, 23, 17)).toISOString()).toBe('2026-11-23T16:00:00.000Z');
  });

  it('limits upload requests a minute, before reading the body', async () => {
    for (let i = 0; i < 3; i++) expect((await upload('bz_user')).statusCode).toBe(200);
    const refused = await upload('bz_user');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 429, msg: messages.file.uploadTooOften });
    expect(await rowsOf('bz_user')).toBe(3);
    nextMinute();
    expect((await upload('bz_user')).statusCode).toBe(200);
  });

  it('limits files and megabytes a day per person, and lets them go on the next day', async () => {
    nextMinute();
    expect((await upload('bz_user')).statusCode).toBe(200); // the 5th today
    nextMinute();
    const sixth = await upload('bz_user');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ code: 429, msg: messages.file.dailyQuota(5, 3) });
    expect(await rowsOf('bz_user')).toBe(5);

    nextMinute();
    expect((await upload('th_user', 1.6 * MB)).statusCode).toBe(200);
    nextMinute();
    const tooMuch = await upload('th_user', 1.6 * MB);
    expect(tooMuch.json()).toEqual({ code: 429, msg: messages.file.dailyQuota(5, 3) });

    now += 24 * 60 * 60 * 1000;
    expect((await upload('bz_user')).statusCode).toBe(200);
  });

  it('caps what a company keeps in all, and what a person without a company keeps', async () => {
    nextMinute();
    expect((await upload('th_admin', 1.9 * MB)).statusCode).toBe(200); // 長治 now keeps ~3.5 MB
    nextMinute();
    const full = await upload('th_admin', 0.8 * MB);
    expect(full.statusCode).toBe(413);
    expect(full.json()).toEqual({ code: 413, msg: messages.file.storageQuota(4) });

    nextMinute();
    expect((await upload('newcomer', 1.5 * MB)).statusCode).toBe(200);
    nextMinute();
    const personFull = await upload('newcomer', 0.8 * MB);
    expect(personFull.json()).toEqual({ code: 413, msg: messages.file.storageQuota(2) });
  });
});
