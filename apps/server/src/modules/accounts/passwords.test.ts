import { messages } from '@dtmm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { verifyPassword } from '../auth/password';
import {
  auditActions,
  FIXED_CODE,
  FORGET,
  findUser,
  freshPhone,
  postForm,
  postJson,
  SEND_RESET,
  UPDATE,
} from './testing';

const m = messages.auth;
const v = messages.validation;
const DEMO_PASSWORD = 'demo@2026';
let t: TestApp;
let now = Date.now();

beforeAll(async () => {
  t = await buildTestApp({ clock: () => now, env: { DTMM_SMS_FIXED_CODE: FIXED_CODE } });
  now = Date.now(); // after the demo users were seeded with the database's clock
});
afterAll(() => t?.close());

const reset = (phone: string, newPassword: string, extra: Record<string, string> = {}) => ({
  phone,
  verifyCode: FIXED_CODE,
  newPassword,
  confirmPassword: newPassword,
  ...extra,
});

async function sendResetCode(phone: string) {
  expect((await postJson(t, SEND_RESET, { phone })).json()).toMatchObject({ code: 0 });
}

describe('POST /api/dtmm/auth/forgetPassword', () => {
  it('sets the new password, ends every session and is audited', async () => {
    const before = await findUser(t, { username: 'th_user' });
    if (!before) throw new Error('demo user th_user missing');
    const token = await t.tokenFor('th_user');
    now += 1_000;
    await sendResetCode(before.phone);
    const res = await postJson(t, FORGET, reset(before.phone, 'new1pass!'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, msg: m.passwordReset, data: null });
    const after = await findUser(t, { username: 'th_user' });
    expect(await verifyPassword(after?.passwordHash ?? '', 'new1pass!')).toBe(true);
    expect(await verifyPassword(after?.passwordHash ?? '', DEMO_PASSWORD)).toBe(false);
    expect(after?.credentialsChangedAt.getTime()).toBeGreaterThan(before.credentialsChangedAt.getTime());
    expect(await auditActions(t, before.id)).toContain('password.reset');
    const stale = await postJson(t, UPDATE, { password: 'other1pass!' }, { access_token: token });
    expect(stale.statusCode).toBe(401);
  });

  it('takes JSON only (a form body is what another site can post), and uses each code once', async () => {
    const phone = (await findUser(t, { username: 'sy_admin' }))?.phone ?? '';
    await sendResetCode(phone);
    expect((await postForm(t, FORGET, reset(phone, 'first1pass!'))).statusCode).toBe(415);
    expect((await postJson(t, FORGET, reset(phone, 'first1pass!'))).json().code).toBe(0);
    const reused = await postJson(t, FORGET, reset(phone, 'second1pass!'));
    expect(reused.json()).toEqual({ code: 400, msg: m.verifyCodeExpired });
  });

  it('refuses a wrong code and a phone that was never sent one', async () => {
    const phone = (await findUser(t, { username: 'js_admin' }))?.phone ?? '';
    expect((await postJson(t, FORGET, reset(phone, 'new1pass!'))).json().msg).toBe(m.verifyCodeExpired);
    await sendResetCode(phone);
    const wrong = await postJson(t, FORGET, reset(phone, 'new1pass!', { verifyCode: '000000' }));
    expect(wrong.json()).toEqual({ code: 400, msg: m.verifyCodeWrong });
    expect((await postJson(t, FORGET, reset(freshPhone(), 'new1pass!'))).json().msg).toBe(m.verifyCodeExpired);
  });

  it('answers every rule of portal.md 5.3 with its message', async () => {
    const phone = freshPhone();
    const cases: [Record<string, string | undefined>, string][] = [
      [{ phone: '' }, m.mobileRequired],
      [{ phone: '1234' }, m.forgotMobileInvalid],
      [{ verifyCode: '' }, m.verifyCodeRequired],
      [{ newPassword: '', confirmPassword: '' }, v.passwordRequired],
      [{ newPassword: 'a1!', confirmPassword: 'a1!' }, v.passwordMin],
      [{ newPassword: 'abcdef!', confirmPassword: 'abcdef!' }, v.passwordDigit],
      [{ newPassword: 'ABC123!', confirmPassword: 'ABC123!' }, v.passwordLower],
      [{ newPassword: 'abc123', confirmPassword: 'abc123' }, v.passwordSpecial],
      [{ newPassword: 'abc 123!', confirmPassword: 'abc 123!' }, v.passwordSpaces],
      [{ confirmPassword: '' }, m.confirmRequired],
      [{ confirmPassword: undefined }, m.confirmRequired],
      [{ confirmPassword: 'abc123!y' }, v.passwordMismatch],
    ];
    for (const [change, msg] of cases) {
      const res = await postJson(t, FORGET, { ...reset(phone, 'abc123!x'), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json(), JSON.stringify(change)).toEqual({ code: 400, msg });
    }
  });
});

describe('POST /api/dtmm/auth/updatePassword', () => {
  it('requires a login, before looking at the body', async () => {
    for (const payload of [{ password: 'abc123!x' }, {}, { password: 1 }]) {
      const res = await postJson(t, UPDATE, payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 401, msg: messages.common.unauthorized });
    }
  });

  it('answers every rule of portal.md 5.4 with its message', async () => {
    const token = await t.tokenFor('cy_admin');
    const cases: [Record<string, unknown>, string][] = [
      [{ password: 'abc123!x' }, m.oldPasswordRequired],
      [{ oldPassword: '', password: 'abc123!x' }, m.oldPasswordRequired],
      [{}, m.oldPasswordRequired],
      [{ oldPassword: DEMO_PASSWORD }, m.newPasswordRequired],
      [{ oldPassword: DEMO_PASSWORD, password: '' }, m.newPasswordRequired],
      [{ oldPassword: DEMO_PASSWORD, password: 'a1!' }, v.passwordMin],
      [{ oldPassword: DEMO_PASSWORD, password: 'abcdef1' }, v.passwordSpecial],
      [{ oldPassword: DEMO_PASSWORD, password: 'abc123!x', confirmPassword: '' }, m.confirmPasswordRequired],
      [{ oldPassword: DEMO_PASSWORD, password: 'abc123!x', confirmPassword: 'abc123!y' }, v.passwordMismatch],
      [{ oldPassword: 'not-mine1!', password: 'abc123!x' }, m.oldPasswordWrong],
    ];
    for (const [payload, msg] of cases) {
      const res = await postJson(t, UPDATE, payload, { access_token: token });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toEqual({ code: 400, msg });
    }
  });

  it('changes the password, ends every session (the current one too) and is audited', async () => {
    const before = await findUser(t, { username: 'fc_admin' });
    if (!before) throw new Error('demo user fc_admin missing');
    const token = await t.tokenFor('fc_admin');
    now += 1_000;
    const res = await postJson(
      t,
      UPDATE,
      { oldPassword: DEMO_PASSWORD, password: 'chg1pass!', confirmPassword: 'chg1pass!' },
      { access_token: token },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, msg: m.passwordChanged, data: null });
    const after = await findUser(t, { username: 'fc_admin' });
    expect(await verifyPassword(after?.passwordHash ?? '', 'chg1pass!')).toBe(true);
    expect(after?.credentialsChangedAt.getTime()).toBeGreaterThan(before.credentialsChangedAt.getTime());
    expect(await auditActions(t, before.id)).toContain('password.change');
    const again = await postJson(
      t,
      UPDATE,
      { oldPassword: 'chg1pass!', password: 'chg2pass!' },
      { access_token: token },
    );
    expect(again.statusCode).toBe(401);
  });

  it('accepts the spec payload {password} with the current password, and counts wrong ones towards the lock', async () => {
    const token = await t.tokenFor('yh_admin');
    for (let i = 0; i < 3; i++) {
      const wrong = await postJson(
        t,
        UPDATE,
        { oldPassword: 'guess1pass!', password: 'only1pass!' },
        { access_token: token },
      );
      expect(wrong.json()).toEqual({ code: 400, msg: m.oldPasswordWrong });
    }
    const res = await postJson(
      t,
      UPDATE,
      { oldPassword: DEMO_PASSWORD, password: 'only1pass!' },
      { access_token: token },
    );
    expect(res.json()).toEqual({ code: 0, msg: m.passwordChanged, data: null });
    const yh = await findUser(t, { username: 'yh_admin' });
    expect(await verifyPassword(yh?.passwordHash ?? '', 'only1pass!')).toBe(true);
  });

  it('locks the change after as many wrong current passwords as a login allows', async () => {
    const token = await t.tokenFor('zk_admin');
    const bodies = Array.from({ length: 6 }, () => ({ oldPassword: 'guess1pass!', password: 'only1pass!' }));
    const answers = [];
    for (const body of bodies) answers.push((await postJson(t, UPDATE, body, { access_token: token })).json().msg);
    expect(answers.slice(0, 3)).toEqual([m.oldPasswordWrong, m.oldPasswordWrong, m.oldPasswordWrong]);
    expect(answers.slice(3)).toEqual([m.locked(10), m.locked(10), m.locked(10)]);
    // The right one is refused while locked, and so is a login.
    const right = await postJson(
      t,
      UPDATE,
      { oldPassword: DEMO_PASSWORD, password: 'only1pass!' },
      { access_token: token },
    );
    expect(right.json().msg).toBe(m.locked(10));
    const zk = await findUser(t, { username: 'zk_admin' });
    expect(await verifyPassword(zk?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
  });
});
