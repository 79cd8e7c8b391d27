import { messages } from '@dtmm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { DTMM_ALLOWED_ORIGINS: 'https://portal.example.cn' } });
});
afterAll(() => t?.close());

const UPDATE = '/api/dtmm/auth/updatePassword';
const LOGIN = '/api/dtmm/auth/login';
const change = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: UPDATE,
    headers: { host: 'dtmm.example.cn', ...headers },
    payload: { oldPassword: 'demo@2026', password: 'demo@2026', confirmPassword: 'demo@2026' },
  });

describe('requests from other sites (issue 11, finding 2)', () => {
  it('refuses an unsafe request whose Origin is another site’s, or whose Sec-Fetch-Site is cross-site or same-site', async () => {
    const token = await t.tokenFor('bz_admin');
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example.com' },
      { origin: 'http://dtmm.example.cn.evil.com' },
      { origin: 'null' },
      { origin: 'https://dtmm.example.cn' }, // https is another origin than this http server
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of foreign) {
      const res = await change({ access_token: token, ...headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual({ code: 403, msg: messages.common.crossSite });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const login = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { origin: 'https://evil.example.com', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&client_id=x&client_secret=y&username=bz_admin&password=demo%402026',
    });
    expect(login.statusCode).toBe(403);
  });

  it('lets its own origin, a listed origin, same-origin fetches and non-browser clients through', async () => {
    const allowed: Record<string, string>[] = [
      { origin: 'http://dtmm.example.cn' },
      { origin: 'https://portal.example.cn' },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      {},
    ];
    for (const headers of allowed) {
      const res = await change({ access_token: await t.tokenFor('bz_admin'), ...headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
    }
    // Reads are never refused for their origin: an <img> of another site may show a public file.
    const read = await t.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example.com' } });
    expect(read.statusCode).toBe(200);
  });

  it('takes the access-token cookie as a credential on file downloads only, never on a write', async () => {
    const token = await t.tokenFor('bz_admin');
    const byCookie = await t.app.inject({
      method: 'POST',
      url: UPDATE,
      cookies: { access_token: token },
      payload: { oldPassword: 'demo@2026', password: 'demo@2026' },
    });
    expect(byCookie.statusCode).toBe(401);
    const info = await t.app.inject({ url: '/api/dtmm/auth/userinfo', cookies: { access_token: token } });
    expect(info.statusCode).toBe(401);
  });
});
