import { messages, WEB_CLIENT } from '@dtmm/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.table';
import { users } from '../users/users.table';
import { cookiesOf, FORM_TYPE, form, postLogin } from './test/auth-client';

const m = messages.auth;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const auditRows = (action: string, subject: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subject, subject)));

describe('a successful login', () => {
  it('answers the user and the token pair, sets HttpOnly cookies and audits it', async () => {
    const res = await postLogin(t, 'bz_admin', { ip: '10.1.0.1' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 0, msg: m.loggedIn });
    expect(body.data.user).toEqual({
      userId: expect.stringMatching(/^\d+$/),
      userName: 'bz_admin',
      userEmail: 'wangzq@bingzhou-mining.example.com',
      userMobilePhone: '13834527106',
      phone: '13834527106',
      companyId: expect.stringMatching(/^\d+$/),
      companyName: '山西并州智能矿山装备有限公司',
      companyLogo: expect.stringMatching(/^[0-9a-f-]{36}$/), // the demo's generated logo
      role: 'ADMIN',
      isCompanyCertified: true,
      isOperator: false,
      operatorRoles: [],
      isProvider: false,
    });
    expect(body.data.token).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      token_type: 'bearer',
      expires_in: 1800,
    });
    const cookies = cookiesOf(res);
    expect(cookies.access_token).toContain(`access_token=${body.data.token.access_token}`);
    expect(cookies.access_token).toMatch(/HttpOnly/);
    expect(cookies.access_token).toMatch(/SameSite=Lax/);
    expect(cookies.access_token).toMatch(/Path=\//);
    expect(cookies.access_token).not.toMatch(/Secure/); // only in production
    expect(cookies.refresh_token).toMatch(/Path=\/sso\/oauth2/);
    expect(cookies.refresh_token).toMatch(/HttpOnly/);
    const [audit] = await auditRows('login.success', 'bz_admin');
    expect(audit).toMatchObject({ ip: '10.1.0.1', userId: Number(body.data.user.userId) });
  });

  it('accepts the phone number as the username, and trims the username', async () => {
    const byPhone = await postLogin(t, '15235168730');
    expect(byPhone.json().data.user.userName).toBe('bz_user');
    const padded = await postLogin(t, '  bz_user  ');
    expect(padded.json().data.user.userName).toBe('bz_user');
  });

  it('looks a phone-shaped name up only as a phone: a squatter named after bz_user’s phone does not answer it', async () => {
    const bzUser = await postLogin(t, 'bz_user');
    const phone = bzUser.json().data.user.phone;
    // An account from before usernames of the mobile pattern were refused, named after bz_user's phone.
    const [squatter] = await t.database.db
      .insert(users)
      .values({ username: phone, phone: '19912340000', passwordHash: 'x' })
      .returning({ id: users.id });
    try {
      const byPhone = await postLogin(t, phone);
      expect(byPhone.json().data.user.userName).toBe('bz_user');
    } finally {
      await t.database.db.delete(users).where(eq(users.id, squatter?.id ?? -1));
    }
  });

  it('answers an operator and a user without a company', async () => {
    expect((await postLogin(t, 'operator')).json().data.user).toMatchObject({ isOperator: true, companyId: null });
    expect((await postLogin(t, 'newcomer')).json().data.user).toMatchObject({ role: null, companyName: null });
    expect((await postLogin(t, 'lc_admin')).json().data.user).toMatchObject({ isProvider: true, role: 'ADMIN' });
  });
});

describe('refused logins', () => {
  const failure = (msg: string) => ({ code: 400, msg, data: { msg } });

  it("answers '用户不存在' for an unknown user, without counting it", async () => {
    const res = await postLogin(t, 'nobody_here', { ip: '10.1.0.2' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(failure(m.userNotFound));
    const [audit] = await auditRows('login.failure', 'nobody_here');
    expect(audit?.detail).toEqual({ reason: 'userNotFound' });
  });

  it('answers a disabled account with its message', async () => {
    await t.database.db.update(users).set({ isDisabled: true }).where(eq(users.username, 'yc_admin'));
    const res = await postLogin(t, 'yc_admin');
    expect(res.json()).toEqual(failure(m.disabled));
  });

  it('refuses a wrong client id or secret with 401', async () => {
    for (const fields of [{ client_secret: 'guess' }, { client_id: 'other-app' }]) {
      const res = await postLogin(t, 'bz_user', { fields });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 401, msg: m.badClient });
    }
    const badGrant = await postLogin(t, 'bz_user', { fields: { grant_type: 'client_credentials' } });
    expect(badGrant.statusCode).toBe(400);
  });

  it.each([
    ['a missing username', { username: undefined }, m.usernameRequired],
    ['a blank username', { username: '   ' }, m.usernameRequired],
    ['a 10 kB username', { username: 'a'.repeat(10_240) }, m.userNotFound],
    ['a short password', { password: '12345' }, m.passwordMin],
  ])('answers %s with 400 and the rule message', async (_name, fields, msg) => {
    const res = await postLogin(t, 'bz_user', { fields });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg });
  });

  it.each([
    "' OR '1'='1' --",
    'admin"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '%00\u0000nul',
  ])('answers SQL or HTML in the username (%s) with 400, never 500', async (username) => {
    const res = await postLogin(t, username);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(m.userNotFound);
  });

  it('takes a JSON body as well as a form (issue 28), and refuses plain text with 415', async () => {
    const fields = { grant_type: 'password', client_id: WEB_CLIENT.id, client_secret: WEB_CLIENT.secret };
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/dtmm/auth/login',
      payload: { ...fields, username: 'bz_user', password: 'demo@2026' },
    });
    // Parsed and judged as a login: this app asks for the captcha, which the call did not send.
    expect([json.statusCode, json.json().msg]).toEqual([400, '验证码错误']);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/dtmm/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=bz_user',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ code: 415, msg: messages.common.unsupportedMediaType });
  });

  it('answers an empty form with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dtmm/auth/login',
      headers: FORM_TYPE,
      payload: form({}),
    });
    expect(res.statusCode).toBe(400);
  });
});
