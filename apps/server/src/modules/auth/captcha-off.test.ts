import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { postLogin } from './test/auth-client';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { DTMM_CAPTCHA: 'off' } });
});
afterAll(() => t?.close());

describe('DTMM_CAPTCHA=off', () => {
  it('tells the client and lets a login through without a captcha', async () => {
    const config = await t.app.inject({ url: '/cruplat/getconfig' });
    expect(config.json().data.usecaptcha).toBe('false');
    const res = await postLogin(t, 'bz_admin', { noCaptcha: true });
    expect(res.statusCode).toBe(200);
  });

  it('still counts wrong passwords', async () => {
    const res = await postLogin(t, 'bz_user', { noCaptcha: true, password: 'wrong-pass1!' });
    expect(res.json().data.msg).toBe('你还有3次机会登录！');
  });
});
