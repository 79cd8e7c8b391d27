import { messages } from '@dtmm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../db/pg-errors';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { verifyPassword } from '../auth/password';
import { insertUser } from './accounts.repository';
import {
  auditActions,
  FIXED_CODE,
  FORGET,
  findUser,
  freshPhone,
  GOOD_PASSWORD,
  postForm,
  postJson,
  REGISTER,
  registration,
  SEND_REGISTER,
} from './testing';

const m = messages.auth;
const v = messages.validation;
let t: TestApp;
let now = Date.UTC(2026, 10, 20, 4, 0, 0);

beforeAll(async () => {
  t = await buildTestApp({ clock: () => now, env: { DTMM_SMS_FIXED_CODE: FIXED_CODE } });
});
afterAll(() => t?.close());

async function sendCode(phone: string) {
  const res = await postJson(t, SEND_REGISTER, { phone });
  expect(res.json(), phone).toMatchObject({ code: 0 });
}

describe('POST /api/dtmm/auth/register', () => {
  it('registers with a form-encoded body: argon2id hash, no company, audited', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    const res = await postForm(t, REGISTER, registration(phone, '新用户_甲'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, msg: m.registered, data: null });
    const user = await findUser(t, { username: '新用户_甲' });
    expect(user).toMatchObject({ phone, companyId: null, companyRole: null, isOperator: false, isDisabled: false });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user?.passwordHash ?? '', GOOD_PASSWORD)).toBe(true);
    expect(await auditActions(t, user?.id ?? 0)).toEqual(['account.register']);
  });

  it('registers with a JSON body, the username trimmed', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    const res = await postJson(t, REGISTER, registration(phone, '  json_user  '));
    expect(res.json()).toEqual({ code: 0, msg: m.registered, data: null });
    expect(await findUser(t, { username: 'json_user' })).toBeDefined();
  });

  it('refuses a taken username without using up the code', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    const taken = await postForm(t, REGISTER, registration(phone, 'bz_admin'));
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ code: 400, msg: m.usernameTaken });
    const retry = await postForm(t, REGISTER, registration(phone, 'bz_admin_2'));
    expect(retry.json().code).toBe(0);
  });

  it('says nothing about a taken phone or username without the phone’s code (issue 11)', async () => {
    const res = await postForm(t, REGISTER, registration('13834527106', 'bz_admin'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: m.verifyCodeExpired });
    const again = await postJson(t, SEND_REGISTER, { phone: '13834527106' });
    expect(again.json().msg).toBe(m.phoneTaken);
  });

  it('refuses a taken username only after the right code, without using the code up', async () => {
    const first = freshPhone();
    await sendCode(first);
    expect((await postForm(t, REGISTER, registration(first, 'first_one'))).json().code).toBe(0);
    const phone = freshPhone();
    await sendCode(phone);
    const wrongCode = await postForm(t, REGISTER, registration(phone, 'first_one', { verifyCode: '000000' }));
    expect(wrongCode.json()).toEqual({ code: 400, msg: m.verifyCodeWrong });
    const taken = await postForm(t, REGISTER, registration(phone, 'first_one'));
    expect(taken.json()).toEqual({ code: 400, msg: m.usernameTaken });
    expect((await postForm(t, REGISTER, registration(phone, 'second_one'))).json().code).toBe(0);
  });

  it('counts registration attempts in the address’s daily cap', async () => {
    const capped = await buildTestApp({
      demo: false,
      clock: () => now,
      env: { DTMM_SMS_FIXED_CODE: FIXED_CODE, DTMM_SMS_DAILY_PER_IP: '3' },
    });
    try {
      const answers = [];
      for (let i = 0; i < 4; i++) {
        const res = await postForm(capped, REGISTER, registration(freshPhone(), `cap_${i}`), {}, '198.51.100.9');
        answers.push(res.json().msg);
      }
      expect(answers.slice(0, 3)).toEqual([m.verifyCodeExpired, m.verifyCodeExpired, m.verifyCodeExpired]);
      expect(answers[3]).toBe(m.dailyLimit);
    } finally {
      await capped.close();
    }
  });

  it('answers a parallel race for one username with one success and one clear 400', async () => {
    const [a, b] = [freshPhone(), freshPhone()];
    await sendCode(a);
    await sendCode(b);
    const results = await Promise.all([
      postForm(t, REGISTER, registration(a, 'racer')),
      postForm(t, REGISTER, registration(b, 'racer')),
    ]);
    const bodies = results.map((r) => r.json());
    expect(bodies.map((b) => b.code).sort()).toEqual([0, 400]);
    expect(bodies.find((b) => b.code === 400)?.msg).toBe(m.usernameTaken);
    expect(results.every((r) => r.statusCode < 500)).toBe(true);
  });

  it('refuses a wrong code, a missing one, a used one and one older than 5 minutes', async () => {
    const phone = freshPhone();
    expect((await postForm(t, REGISTER, registration(phone, 'no_code'))).json().msg).toBe(m.verifyCodeExpired);
    await sendCode(phone);
    const wrong = await postForm(t, REGISTER, registration(phone, 'wrong_code', { verifyCode: '000000' }));
    expect(wrong.json()).toEqual({ code: 400, msg: m.verifyCodeWrong });
    now += 5 * 60_000;
    expect((await postForm(t, REGISTER, registration(phone, 'stale_code'))).json().msg).toBe(m.verifyCodeExpired);
  });

  it('refuses a register code for a password reset (codes are per purpose)', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    const reset = await postJson(t, FORGET, {
      phone,
      verifyCode: FIXED_CODE,
      newPassword: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
    });
    expect(reset.json()).toEqual({ code: 400, msg: m.verifyCodeExpired });
    expect((await postForm(t, REGISTER, registration(phone, 'purpose_ok'))).json().code).toBe(0);
  });

  it('answers every rule of portal.md 5.2 with its message', async () => {
    const phone = freshPhone();
    const cases: [Record<string, string>, string][] = [
      [{ username: '' }, m.usernameRequired],
      [{ username: '   ' }, m.usernameRequired],
      [{ username: 'a' }, m.usernameLength],
      [{ password: '' }, v.passwordRequired],
      [{ password: 'a1!', confirmPassword: 'a1!' }, v.passwordMin],
      [{ password: 'abcdef!', confirmPassword: 'abcdef!' }, v.passwordDigit],
      [{ password: 'ABC123!', confirmPassword: 'ABC123!' }, v.passwordLower],
      [{ password: 'abc123', confirmPassword: 'abc123' }, v.passwordSpecial],
      [{ password: 'abc 123!', confirmPassword: 'abc 123!' }, v.passwordSpaces],
      [{ confirmPassword: '' }, v.passwordRequired],
      [{ confirmPassword: 'abc123!y' }, v.passwordMismatch],
      [{ phone: '' }, m.mobileRequired],
      [{ phone: '12812345678' }, m.mobileInvalid],
      [{ verifyCode: '' }, m.verifyCodeRequired],
      [{ verifyCode: '12345' }, m.verifyCodeFormat],
    ];
    for (const [change, msg] of cases) {
      const res = await postForm(t, REGISTER, registration(phone, 'rules_user', change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json(), JSON.stringify(change)).toEqual({ code: 400, msg });
    }
    expect(await findUser(t, { username: 'rules_user' })).toBeUndefined();
  });

  it('recognises the unique-constraint violation of this driver (the race path)', async () => {
    const duplicate = { username: 'bz_admin', phone: freshPhone(), passwordHash: 'x', createdAt: new Date() };
    const error = await insertUser(t.database.db, duplicate).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });
});
