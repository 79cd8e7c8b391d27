import { messages } from '@dtmm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  FIXED_CODE,
  FORGET,
  freshPhone,
  postForm,
  postJson,
  REGISTER,
  registration,
  SEND_REGISTER,
  UPDATE,
} from './testing';

const m = messages.auth;
let t: TestApp;
let token = '';

beforeAll(async () => {
  t = await buildTestApp({ env: { DTMM_SMS_FIXED_CODE: FIXED_CODE } });
  token = await t.tokenFor('bz_user');
});
afterAll(() => t?.close());

/** Every refusal is a 4xx with a Chinese message in the envelope, never a 500. */
function expectClearRefusal(res: { statusCode: number; json(): { code: number; msg: unknown } }, label: string) {
  expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, label).toBeLessThan(500);
  const body = res.json();
  expect(typeof body.msg, label).toBe('string');
  expect(String(body.msg), label).toMatch(/[\u4e00-\u9fff]/);
}

describe('hostile and broken input to the account routes', () => {
  it('refuses usernames that are huge, SQL, HTML or control characters, with the rule message', async () => {
    const phone = freshPhone();
    const cases: [string, string][] = [
      ['x'.repeat(10_240), m.usernameLength],
      ["admin' OR '1'='1", m.usernameChars],
      ["a';DROP TABLE x;--", m.usernameChars],
      ['<script>x</script>', m.usernameChars],
      ['<svg/onload=1>', m.usernameChars],
      ['<script>alert(document.cookie)</script>', m.usernameLength],
      ['nul\u0000byte', m.usernameChars],
      ['bidi\u202Eevil', m.usernameChars],
    ];
    for (const [username, msg] of cases) {
      const res = await postForm(t, REGISTER, registration(phone, username));
      expect(res.statusCode, username.slice(0, 20)).toBe(400);
      expect(res.json(), username.slice(0, 20)).toEqual({ code: 400, msg });
    }
  });

  it('refuses arrays, objects and numbers where strings belong', async () => {
    const phone = freshPhone();
    const base = registration(phone, 'typed_user');
    for (const change of [
      { username: ['a', 'b'] },
      { username: { $ne: '' } },
      { password: ['abc123!x'] },
      { phone: [phone] },
      { verifyCode: 246810 },
    ]) {
      expectClearRefusal(await postJson(t, REGISTER, { ...base, ...change }), JSON.stringify(change));
    }
    const repeated = await t.app.inject({
      method: 'POST',
      url: REGISTER,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${new URLSearchParams(base).toString()}&username=second`,
    });
    expect(repeated.json()).toEqual({ code: 400, msg: m.usernameRequired });
  });

  it('refuses bodies that are not form or JSON objects', async () => {
    const attempts = [
      { headers: { 'content-type': 'text/plain' }, payload: 'username=a' },
      { headers: { 'content-type': 'application/xml' }, payload: '<username>a</username>' },
      { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--' },
      { headers: { 'content-type': 'application/json' }, payload: '{"username": ' },
      { headers: { 'content-type': 'application/json' }, payload: '[1,2,3]' },
      { headers: { 'content-type': 'application/json' }, payload: '"just a string"' },
      { headers: { 'content-type': 'application/json' }, payload: 'null' },
      { headers: {}, payload: undefined },
    ];
    for (const url of [REGISTER, SEND_REGISTER, FORGET]) {
      for (const attempt of attempts) {
        const res = await t.app.inject({ method: 'POST', url, ...attempt });
        expectClearRefusal(res, `${url} ${attempt.headers['content-type'] ?? 'none'} ${attempt.payload}`);
      }
    }
  });

  it('refuses prototype-pollution keys and ignores unknown fields', async () => {
    const polluted = await t.app.inject({
      method: 'POST',
      url: SEND_REGISTER,
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"isOperator": true}, "phone": "13800000000"}',
    });
    expect(polluted.json()).toEqual({ code: 400, msg: messages.common.badJson });
    const extra = await postJson(t, SEND_REGISTER, { phone: 'abc', isOperator: true, companyId: 1 });
    expect(extra.json()).toEqual({ code: 400, msg: m.mobileInvalid });
  });

  it('refuses an oversized password and a huge body to the password routes', async () => {
    const long = `a1!${'b'.repeat(40)}`;
    const reset = { phone: freshPhone(), verifyCode: FIXED_CODE, newPassword: long, confirmPassword: long };
    expect((await postJson(t, FORGET, reset)).json()).toEqual({ code: 400, msg: m.passwordMax });
    const changed = await postJson(t, UPDATE, { oldPassword: 'demo@2026', password: long }, { access_token: token });
    expect(changed.json()).toEqual({ code: 400, msg: m.passwordMax });
    const huge = await postJson(t, UPDATE, { password: 'x'.repeat(2_000_000) }, { access_token: token });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().msg).toBe(messages.common.payloadTooLarge);
  });

  it('refuses a forged or garbage access token on updatePassword with 401', async () => {
    for (const bad of ['garbage', 'a.b.c', `${token.slice(0, -4)}AAAA`]) {
      const res = await postJson(t, UPDATE, { password: 'abc123!x' }, { access_token: bad });
      expect(res.statusCode, bad).toBe(401);
    }
  });
});
