import { messages, WEB_CLIENT } from '@dtmm/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.table';
import { users } from '../users/users.table';
import {
  cookiesOf,
  DEMO_PASSWORD,
  FORM_TYPE,
  form,
  loginPair,
  postRefresh,
  solveCaptcha,
  userinfo,
} from './test/auth-client';

const m = messages.auth;
const DAY = 86_400_000;
let now = Date.now();
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
});
afterAll(() => t?.close());

const dead = { code: 500, msg: m.sessionGone };
const logout = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/dtmm/auth/logout', headers });

describe('userinfo', () => {
  it('answers the session user for a live access token in the header; the cookie alone counts only on file downloads', async () => {
    const pair = await loginPair(t, 'th_admin');
    const res = await userinfo(t.app, pair.access_token);
    expect(res.json()).toMatchObject({ code: 0, data: { userName: 'th_admin', role: 'ADMIN' } });
    const byCookie = await t.app.inject({
      url: '/api/dtmm/auth/userinfo',
      cookies: { access_token: pair.access_token },
    });
    expect(byCookie.statusCode).toBe(401);
  });

  it('answers HTTP 401 with code 500 without a session, and ignores a query token here', async () => {
    const pair = await loginPair(t, 'th_admin');
    for (const res of [
      await t.app.inject({ url: '/api/dtmm/auth/userinfo' }),
      await t.app.inject({ url: `/api/dtmm/auth/userinfo?access_token=${pair.access_token}` }),
      await userinfo(t.app, 'not-a-token'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(dead);
    }
  });
});

describe('refresh', () => {
  it('rotates the refresh token on every use and keeps the family alive', async () => {
    const first = await loginPair(t, 'bz_admin');
    const res = await postRefresh(t.app, first.refresh_token);
    expect(res.statusCode).toBe(200);
    const second = res.json().data;
    expect(second).toMatchObject({ token_type: 'bearer', expires_in: 1800 });
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(cookiesOf(res).refresh_token).toContain(second.refresh_token);
    expect((await userinfo(t.app, second.access_token)).json().code).toBe(0);
    expect((await userinfo(t.app, first.access_token)).json().code).toBe(0); // lives until it expires
    expect((await postRefresh(t.app, second.refresh_token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back, and audits it', async () => {
    const first = await loginPair(t, 'bz_admin');
    const second = (await postRefresh(t.app, first.refresh_token)).json().data;
    const third = (await postRefresh(t.app, second.refresh_token)).json().data;
    const replay = await postRefresh(t.app, first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ code: 401, msg: m.refreshInvalid });
    expect((await postRefresh(t.app, third.refresh_token)).statusCode).toBe(401);
    expect((await userinfo(t.app, third.access_token)).json()).toEqual(dead);
    expect((await userinfo(t.app, first.access_token)).json()).toEqual(dead);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'session.reuse'));
    expect(audits.length).toBeGreaterThanOrEqual(1);
  });

  it('lets exactly one of two parallel refreshes with one token win; the race counts as reuse', async () => {
    const pair = await loginPair(t, 'sz_admin');
    const [a, b] = await Promise.all([postRefresh(t.app, pair.refresh_token), postRefresh(t.app, pair.refresh_token)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 401]);
  });

  it('reads the refresh cookie when the form has no token', async () => {
    const pair = await loginPair(t, 'bz_admin');
    const res = await postRefresh(t.app, undefined, { cookie: `refresh_token=${pair.refresh_token}` });
    expect(res.statusCode).toBe(200);
  });

  it('refuses unknown, missing and empty refresh tokens and a wrong client', async () => {
    expect((await postRefresh(t.app, 'x'.repeat(43))).statusCode).toBe(401);
    expect((await postRefresh(t.app, undefined)).statusCode).toBe(401);
    expect((await postRefresh(t.app, '')).statusCode).toBe(400);
    const pair = await loginPair(t, 'bz_admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/sso/oauth2/refresh_token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=refresh_token&client_id=dtmm-web&client_secret=nope&refresh_token=${pair.refresh_token}`,
    });
    expect(res.json()).toEqual({ code: 401, msg: m.badClient });
  });

  it('ends a session 14 days after its last refresh', async () => {
    const pair = await loginPair(t, 'cy_admin');
    now += 14 * DAY + 1;
    try {
      expect((await userinfo(t.app, pair.access_token)).json()).toEqual(dead);
      expect((await postRefresh(t.app, pair.refresh_token)).statusCode).toBe(401);
    } finally {
      now -= 14 * DAY + 1;
    }
  });
});

describe('logout', () => {
  it('revokes the session at once, clears the cookies and audits it', async () => {
    const pair = await loginPair(t, 'rc_admin');
    const res = await logout({ access_token: pair.access_token });
    expect(res.json()).toEqual({ code: 0, msg: m.loggedOut, data: null });
    const cookies = cookiesOf(res);
    expect(cookies.access_token).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cookies.refresh_token).toMatch(/Path=\/sso\/oauth2/);
    expect((await userinfo(t.app, pair.access_token)).json()).toEqual(dead);
    const menus = await t.app.inject({ url: '/plat/system/resource/getMenus', headers: pair });
    expect(menus.json()).toEqual({ code: 401, msg: m.sessionGone });
    expect((await postRefresh(t.app, pair.refresh_token)).statusCode).toBe(401);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'logout'));
    expect(audit?.userId).toBeGreaterThan(0);
  });

  it('answers code 0 without a token, with a dead one and with garbage', async () => {
    const pair = await loginPair(t, 'rc_admin');
    await logout({ access_token: pair.access_token });
    const cases: Record<string, string>[] = [{}, { access_token: pair.access_token }, { access_token: 'garbage' }];
    for (const headers of cases) {
      expect((await logout(headers)).json()).toMatchObject({ code: 0, msg: m.loggedOut });
    }
  });
});

describe("the spec's bodies and JSON (issue 28, part 8)", () => {
  const sessionEnded = async (pair: { access_token: string }) =>
    expect((await userinfo(t.app, pair.access_token)).json()).toEqual(dead);

  it('ends the session named by access_token in a form body, as portal.md 7.1 sends it, or in JSON', async () => {
    for (const [type, body] of [
      [FORM_TYPE['content-type'], (token: string) => form({ access_token: token })],
      ['application/json', (token: string) => JSON.stringify({ access_token: token })],
    ] as const) {
      const pair = await loginPair(t, 'rc_admin');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/dtmm/auth/logout',
        headers: { 'content-type': type },
        payload: body(pair.access_token),
      });
      expect(res.statusCode, type).toBe(200);
      expect(res.json()).toEqual({ code: 0, msg: m.loggedOut, data: null });
      await sessionEnded(pair);
    }
  });

  it('signs in and refreshes with JSON bodies, as the OpenAPI document offers', async () => {
    const client = { client_id: WEB_CLIENT.id, client_secret: WEB_CLIENT.secret };
    const json = (url: string, body: object) =>
      t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: body });
    const captcha = await solveCaptcha(t);
    const login = await json('/api/dtmm/auth/login', {
      grant_type: 'password',
      ...client,
      username: 'rc_admin',
      password: DEMO_PASSWORD,
      ...captcha,
    });
    expect(login.statusCode, login.body).toBe(200);
    const pair = login.json().data.token;
    const refreshed = await json('/sso/oauth2/refresh_token', {
      grant_type: 'refresh_token',
      ...client,
      refresh_token: pair.refresh_token,
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect((await userinfo(t.app, refreshed.json().data.access_token)).json().code).toBe(0);
  });
});

describe('the per-request session check', () => {
  it('kills sessions issued before the credentials changed', async () => {
    const pair = await loginPair(t, 'yh_admin');
    await t.database.db.update(users).set({ credentialsChangedAt: sql`now()` }).where(eq(users.username, 'yh_admin'));
    expect((await userinfo(t.app, pair.access_token)).json()).toEqual(dead);
    expect((await postRefresh(t.app, pair.refresh_token)).statusCode).toBe(401);
    const fresh = await loginPair(t, 'yh_admin');
    expect((await userinfo(t.app, fresh.access_token)).json().code).toBe(0);
  });

  it("kills a disabled user's tokens, and a deleted user's", async () => {
    const pair = await loginPair(t, 'zk_admin');
    await t.database.db.update(users).set({ isDisabled: true }).where(eq(users.username, 'zk_admin'));
    expect((await userinfo(t.app, pair.access_token)).json()).toEqual(dead);
    expect((await postRefresh(t.app, pair.refresh_token)).statusCode).toBe(401);
    await t.database.db.update(users).set({ isDisabled: false }).where(eq(users.username, 'zk_admin'));

    const other = await loginPair(t, 'newcomer');
    await t.database.db.delete(users).where(eq(users.username, 'newcomer'));
    expect((await userinfo(t.app, other.access_token)).json()).toEqual(dead);
    expect((await postRefresh(t.app, other.refresh_token)).statusCode).toBe(401);
  });
});
