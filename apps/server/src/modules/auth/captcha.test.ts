import { messages } from '@dtmm/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.table';
import { CAPTCHA_ALPHABET } from './captcha-font';
import { postLogin, solveCaptcha } from './test/auth-client';

const m = messages.auth;
const onRedis = Boolean(process.env.DTMM_TEST_REDIS_URL);
let now = Date.now();
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
});
afterAll(() => t?.close());

const image = (query: string) => t.app.inject({ url: `/api/dtmm/common/jcaptcha.jpg${query}` });
const loginWith = (fields: Record<string, string | undefined>, username = 'bz_admin') =>
  postLogin(t, username, { noCaptcha: true, fields });
const msgOf = async (res: ReturnType<typeof loginWith>) => (await res).json().data?.msg;

describe('GET /api/dtmm/common/jcaptcha.jpg', () => {
  it('answers an uncached PNG and keeps a 4-5 character answer under the captcha id', async () => {
    const res = await image('?captchaCookie=abcdef123456&timestamp=1732230000000');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
    const answer = await t.kv.get('captcha:abcdef123456');
    expect(answer).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4,5}$`));
    expect(await t.kv.ttl('captcha:abcdef123456')).toBeLessThanOrEqual(5 * 60_000);
  });

  it.each([
    ['no captcha id', ''],
    ['a short id', '?captchaCookie=abc'],
    ['an id with other characters', '?captchaCookie=abc%20def%3Cscript%3E'],
    ['a 65-character id', `?captchaCookie=${'a'.repeat(65)}`],
  ])('refuses %s with 400', async (_name, query) => {
    expect((await image(query)).statusCode).toBe(400);
  });
});

describe('the captcha at login', () => {
  it('accepts the answer in any case', async () => {
    const { captchaCookie, captcha } = await solveCaptcha(t);
    const res = await loginWith({ captchaCookie, captcha: ` ${captcha.toLowerCase()} ` });
    expect(res.statusCode).toBe(200);
  });

  it("answers '验证码错误' for a wrong, missing or unknown captcha, and audits it", async () => {
    const { captchaCookie } = await solveCaptcha(t);
    expect(await msgOf(loginWith({ captchaCookie, captcha: 'WRONG' }))).toBe(m.captchaWrong);
    expect(await msgOf(loginWith({ captchaCookie: (await solveCaptcha(t)).captchaCookie }))).toBe(m.captchaWrong);
    expect(await msgOf(loginWith({ captcha: 'ACEF' }))).toBe(m.captchaWrong);
    expect(await msgOf(loginWith({ captchaCookie: 'never-issued-id', captcha: 'ACEF' }))).toBe(m.captchaWrong);
    const res = await loginWith({ captchaCookie, captcha: 'WRONG' });
    expect(res.json()).toEqual({ code: 400, msg: m.captchaWrong, data: { msg: m.captchaWrong } });
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'login.failure'));
    expect(rows.every((row) => (row.detail as { reason: string }).reason === 'captcha')).toBe(true);
  });

  it('is used up by a wrong answer: the right one afterwards is refused', async () => {
    const { captchaCookie, captcha } = await solveCaptcha(t);
    expect(await msgOf(loginWith({ captchaCookie, captcha: 'WRONG' }))).toBe(m.captchaWrong);
    expect(await msgOf(loginWith({ captchaCookie, captcha }))).toBe(m.captchaWrong);
  });

  it('is single use, even after a wrong password', async () => {
    const solved = await solveCaptcha(t);
    expect(await msgOf(loginWith({ ...solved, password: 'wrong-pass1!' }, 'th_admin'))).toBe(m.attemptsLeft(3));
    expect(await msgOf(loginWith(solved, 'th_admin'))).toBe(m.captchaWrong);
  });

  it('is replaced by a newer image for the same captcha id', async () => {
    const first = await solveCaptcha(t);
    await image(`?captchaCookie=${first.captchaCookie}`);
    const second = (await t.kv.get(`captcha:${first.captchaCookie}`)) ?? '';
    if (second !== first.captcha) expect(await msgOf(loginWith(first))).toBe(m.captchaWrong);
    await image(`?captchaCookie=${first.captchaCookie}`);
    const third = (await t.kv.get(`captcha:${first.captchaCookie}`)) ?? '';
    expect((await loginWith({ captchaCookie: first.captchaCookie, captcha: third })).statusCode).toBe(200);
  });

  it.skipIf(onRedis)('expires after 5 minutes', async () => {
    const solved = await solveCaptcha(t);
    now += 5 * 60_000 + 1;
    expect(await msgOf(loginWith(solved))).toBe(m.captchaWrong);
    const fresh = await solveCaptcha(t);
    now += 5 * 60_000 - 1;
    expect((await loginWith(fresh)).statusCode).toBe(200);
  });
});
