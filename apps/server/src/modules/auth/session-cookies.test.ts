import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { postLogin } from './test/auth-client';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { NODE_ENV: 'production', DTMM_CAPTCHA: 'off' } });
});
afterAll(() => t?.close());

/** In production the platform sits behind TLS: its cookies are Secure and browsers are told to stay on HTTPS. */
describe('session cookies in production', () => {
  it('are HttpOnly, SameSite=Lax and Secure, and the answer carries HSTS', async () => {
    const res = await postLogin(t, 'bz_admin', { noCaptcha: true });
    expect(res.statusCode).toBe(200);
    const cookies = [res.headers['set-cookie']].flat().map(String);
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Secure/);
    }
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});
