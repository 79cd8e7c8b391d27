import { messages } from '@dtmm/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.table';
import { postLogin, solveCaptcha } from './test/auth-client';

const m = messages.auth;
const onRedis = Boolean(process.env.DTMM_TEST_REDIS_URL);
let now = Date.now();
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ clock: () => now, env: { DTMM_LOGIN_IP_MAX_FAILURES: '20' } });
});
afterAll(() => t?.close());

const MINUTE = 60_000;
const wrong = (username: string, ip = '10.2.0.1') => postLogin(t, username, { password: 'wrong-pass1!', ip });
const msgOf = async (res: Promise<{ json(): { data?: { msg: string } } }>) => (await res).json().data?.msg;

async function passwordEvaluations(username: string) {
  const rows = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(eq(auditLog.subject, username), sql`${auditLog.detail}->>'reason' = 'password'`));
  return rows[0]?.n ?? 0;
}

describe('the lockout of portal.md 4.4, on the server', () => {
  it('counts down 3, 2, 1, locks on the 4th failure and then refuses even the right password', async () => {
    expect(await msgOf(wrong('bz_user'))).toBe(m.attemptsLeft(3));
    expect(await msgOf(wrong('bz_user'))).toBe(m.attemptsLeft(2));
    const third = await wrong('bz_user');
    expect(third.json()).toEqual({
      code: 400,
      msg: m.attemptsLeft(1),
      data: { msg: m.attemptsLeft(1), remainingAttempts: 1 },
    });
    const fourth = await wrong('bz_user');
    expect(fourth.json().data).toEqual({ msg: m.locked(10), lockedMinutes: 10, remainingAttempts: 0 });
    const right = await postLogin(t, 'bz_user');
    expect(right.statusCode).toBe(400);
    expect(right.json().data.msg).toBe(m.locked(10));
    expect(await passwordEvaluations('bz_user')).toBe(4); // the right password was not even evaluated
    const [locked] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'login.locked'));
    expect(locked).toMatchObject({ subject: 'bz_user', ip: '10.2.0.1' });
  });

  it('locks the phone number of a locked username too', async () => {
    expect(await msgOf(postLogin(t, '15235168730'))).toMatch(/^请\d+分钟后再登录！$/);
  });

  it.skipIf(onRedis)('shows the minutes left rounded up, and lifts the lock after 10 minutes', async () => {
    now += 5 * MINUTE + 1;
    expect(await msgOf(postLogin(t, 'bz_user'))).toBe(m.locked(5));
    now += 5 * MINUTE;
    const res = await postLogin(t, 'bz_user');
    expect(res.statusCode).toBe(200);
    expect(await msgOf(wrong('bz_user'))).toBe(m.attemptsLeft(3)); // a fresh count
  });

  it('resets the count on success', async () => {
    expect(await msgOf(wrong('th_user'))).toBe(m.attemptsLeft(3));
    expect(await msgOf(wrong('th_user'))).toBe(m.attemptsLeft(2));
    expect((await postLogin(t, 'th_user')).statusCode).toBe(200);
    expect(await msgOf(wrong('th_user'))).toBe(m.attemptsLeft(3));
  });

  it("does not count '验证码错误'", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await postLogin(t, 'sy_admin', { fields: { captcha: 'XXXXX' } });
      expect(res.json().data).toEqual({ msg: m.captchaWrong });
    }
    expect(await msgOf(wrong('sy_admin'))).toBe(m.attemptsLeft(3));
  });

  it('evaluates at most 4 of 50 parallel wrong passwords', async () => {
    const captchas = await Promise.all(Array.from({ length: 50 }, () => solveCaptcha(t)));
    const answers = await Promise.all(
      captchas.map((fields) =>
        postLogin(t, 'js_admin', { password: 'wrong-pass1!', fields, noCaptcha: true, ip: '10.2.0.9' }),
      ),
    );
    const texts = answers.map((res) => res.json().data.msg as string);
    expect(texts.every((msg) => /^你还有[123]次机会登录！$|^请\d+分钟后再登录！$/.test(msg))).toBe(true);
    expect(texts.filter((msg) => msg.startsWith('请')).length).toBeGreaterThanOrEqual(46);
    expect(await passwordEvaluations('js_admin')).toBeLessThanOrEqual(4);
    expect((await postLogin(t, 'js_admin')).json().data.msg).toMatch(/^请\d+分钟后再登录！$/);
  });
});

describe('the per-address throttle', () => {
  it('answers 429 with Retry-After after 20 failures from one address, for any username', async () => {
    const ip = '10.3.0.7';
    for (let i = 0; i < 20; i++) {
      const res = await postLogin(t, `ghost_${i}`, { ip });
      expect(res.json().data.msg).toBe(m.userNotFound);
    }
    const res = await postLogin(t, 'fc_admin', { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 429, msg: m.tooManyFromAddress, data: { msg: m.tooManyFromAddress } });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await postLogin(t, 'fc_admin', { ip: '10.3.0.8' })).statusCode).toBe(200);
    const throttled = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'login.throttled'));
    expect(throttled).toHaveLength(1);
    expect(throttled[0]?.ip).toBe(ip);
  });
});
