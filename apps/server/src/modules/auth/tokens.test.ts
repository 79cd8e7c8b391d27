import { messages } from '@dtmm/shared';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { loginPair, userinfo } from './test/auth-client';

const SECRET = 'test-secret-for-forging-tokens-0123456789';
let t: TestApp;
let pair: { access_token: string; refresh_token: string };
let claims: { sub: string; sid: string };

beforeAll(async () => {
  t = await buildTestApp({ env: { DTMM_JWT_SECRET: SECRET } });
  pair = await loginPair(t, 'bz_admin');
  const payload = JSON.parse(Buffer.from(pair.access_token.split('.')[1] ?? '', 'base64url').toString());
  claims = { sub: payload.sub, sid: payload.sid };
});
afterAll(() => t?.close());

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const menus = (token: string) =>
  t.app.inject({ url: '/plat/system/resource/getMenus', headers: { access_token: token } });

function sign(secret: string, overrides: { exp?: number; typ?: string; aud?: string } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: claims.sid, typ: overrides.typ ?? 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer('dtmm')
    .setAudience(overrides.aud ?? 'dtmm-api')
    .setIssuedAt(now - 3600)
    .setExpirationTime(overrides.exp ?? now + 600)
    .sign(new TextEncoder().encode(secret));
}

describe('forged and misused access tokens', () => {
  it('accepts the genuine token (the control case)', async () => {
    expect((await menus(pair.access_token)).json().code).toBe(0);
    expect((await menus(await sign(SECRET))).json().code).toBe(0);
  });

  it.each([
    [
      'alg none',
      async () =>
        `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, typ: 'access', iss: 'dtmm', aud: 'dtmm-api', exp: 9e9 })}.`,
    ],
    ['a token signed with another key', () => sign('another-secret-of-at-least-32-characters')],
    ['the refresh token used as an access token', async () => pair.refresh_token],
    ['a token of another type', () => sign(SECRET, { typ: 'refresh' })],
    ['a token for another audience', () => sign(SECRET, { aud: 'other-api' })],
    [
      'a tampered payload',
      async () => {
        const [head, , sig] = pair.access_token.split('.');
        return `${head}.${b64({ ...claims, sub: '1', typ: 'access', iss: 'dtmm', aud: 'dtmm-api', exp: 9e9 })}.${sig}`;
      },
    ],
  ])('refuses %s with 401', async (_name, make) => {
    const res = await menus(await make());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, msg: messages.auth.sessionGone });
    expect((await userinfo(t.app, await make())).json()).toEqual({ code: 500, msg: messages.auth.sessionGone });
  });

  it('answers an expired genuine token with business code 200004, on userinfo too', async () => {
    const expired = await sign(SECRET, { exp: Math.floor(Date.now() / 1000) - 10 });
    const res = await menus(expired);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 200004, msg: messages.auth.tokenExpired });
    expect((await userinfo(t.app, expired)).json().code).toBe(200004);
  });

  it('still refuses a token once it expires, though it was accepted (and remembered) before', async () => {
    const shortLived = await sign(SECRET, { exp: Math.floor(Date.now() / 1000) + 60 });
    expect((await menus(shortLived)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      expect((await menus(shortLived)).json()).toEqual({ code: 200004, msg: messages.auth.tokenExpired });
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets logout end the session of an expired genuine token', async () => {
    const expired = await sign(SECRET, { exp: Math.floor(Date.now() / 1000) - 10 });
    await t.app.inject({ method: 'POST', url: '/api/dtmm/auth/logout', headers: { access_token: expired } });
    expect((await userinfo(t.app, pair.access_token)).json().code).toBe(500);
  });
});
