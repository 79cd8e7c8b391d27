import { maskPhone, memberMessages, messages, PII_MESSAGES } from '@dtmm/shared';
import { and, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { FIXED_CODE, FORGET, postJson, SEND_RESET } from '../accounts/testing';
import { auditLog } from '../audit/audit.table';
import { postLogin, userinfo } from '../auth/test/auth-client';
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { DTMM_SMS_FIXED_CODE: FIXED_CODE } });
});
afterAll(() => t?.close());

const mm = memberMessages;
const BASE = '/api/dtmm/company/companyuser';

const list = (token: string, query = '') =>
  t.app.inject({ url: `${BASE}/list?${query}`, headers: { access_token: token } });
const add = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `${BASE}/add`, headers: { access_token: token }, payload });
const unbind = (token: string, id: number | string) =>
  t.app.inject({ method: 'POST', url: `${BASE}/delete/${id}`, headers: { access_token: token } });
const setRole = (token: string, id: number | string, role: string) =>
  t.app.inject({ method: 'POST', url: `${BASE}/update/${id}`, headers: { access_token: token }, payload: { role } });

async function userRow(username: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row;
}

let phoneSeq = 0;
/** A fresh valid phone per call. */
const newPhone = () => `1990000${String(1000 + phoneSeq++).padStart(4, '0')}`;
const GOOD_PASSWORD = 'member@2026';

describe('GET /api/dtmm/company/companyuser/list', () => {
  it('lists only the asker’s company, ADMINs first; phones masked but one’s own', async () => {
    const admin = await userRow('bz_admin');
    const phone = newPhone();
    await add(await t.tokenFor('bz_admin'), { username: 'm_seen', phone, password: GOOD_PASSWORD });
    const res = await list(await t.tokenFor('bz_admin'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const ownMembers = await t.database.db
      .select()
      .from(users)
      .where(eq(users.companyId, admin.companyId ?? -1));
    expect(body.total).toBe(ownMembers.length);
    expect(body.data.length).toBe(body.total);
    expect(body.data[0].role).toBe('ADMIN');
    const byName = new Map(body.data.map((m: { username: string; phone: string }) => [m.username, m.phone]));
    expect([...byName.keys()]).toContain('bz_user');
    expect([...byName.keys()]).not.toContain('th_user');
    expect([...byName.keys()]).not.toContain('th_admin');
    expect(byName.get('bz_admin')).toBe(admin.phone);
    expect(byName.get('m_seen')).toBe(maskPhone(phone));
    expect(byName.get('bz_user')).toBe(maskPhone((await userRow('bz_user')).phone ?? ''));
  });

  it('shows the ADMIN every member’s phone in full on request (unmask=1), auditing whose it showed', async () => {
    const admin = await userRow('bz_admin');
    const body = (await list(await t.tokenFor('bz_admin'), 'unmask=1')).json();
    const others = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.companyId, admin.companyId ?? -1), ne(users.id, admin.id)));
    for (const other of others) {
      expect(body.data.find((m: { id: string }) => m.id === String(other.id))?.phone).toBe(other.phone);
    }
    const [read] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pii.read'), eq(auditLog.userId, admin.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(read).toMatchObject({ objectType: 'company', objectId: String(admin.companyId) });
    const detail = read?.detail as { fields: string[]; subjects: string[] };
    expect(detail.fields).toEqual(['phone']);
    expect([...detail.subjects].sort()).toEqual(others.map((o) => `user:${o.id}`).sort());
    // The values themselves never reach the trail.
    expect(JSON.stringify(read)).not.toContain(others[0]?.phone);
  });

  it('refuses the full phones to a USER, and audits nothing for a masked list', async () => {
    const before = await t.database.db.$count(auditLog, eq(auditLog.action, 'pii.read'));
    const refused = await list(await t.tokenFor('bz_user'), 'unmask=1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe(PII_MESSAGES.notEntitled);
    await list(await t.tokenFor('bz_admin'));
    expect(await t.database.db.$count(auditLog, eq(auditLog.action, 'pii.read'))).toBe(before);
    expect((await list(await t.tokenFor('bz_admin'), 'unmask=yes')).statusCode).toBe(400);
  });

  it('masks other members’ phones for a USER, who may still list and sees their own', async () => {
    const body = (await list(await t.tokenFor('bz_user'))).json();
    expect(body.code).toBe(0);
    const own = (await userRow('bz_user')).phone;
    for (const m of body.data) {
      if (m.username === 'bz_user') expect(m.phone).toBe(own);
      else expect(m.phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
    }
  });

  it('searches by name and pages in SQL', async () => {
    const token = await t.tokenFor('bz_admin');
    const found = (await list(token, 'username=bz_u')).json();
    expect(found.data.map((m: { username: string }) => m.username)).toEqual(['bz_user']);
    const page = (await list(token, 'page=1&limit=1')).json();
    expect(page.data).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect((await list(token, 'sidx=phone')).statusCode).toBe(400);
  });

  it('refuses a user without a company and an anonymous caller', async () => {
    const res = await list(await t.tokenFor('newcomer'));
    expect(res.json()).toMatchObject({ code: 400, msg: messages.certification.companyFirst });
    expect((await t.app.inject({ url: `${BASE}/list` })).statusCode).toBe(401);
    for (const url of [`${BASE}/add`, `${BASE}/delete/1`, `${BASE}/update/1`]) {
      expect((await t.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
    }
  });
});

describe('POST /api/dtmm/company/companyuser/add', () => {
  it('answers every 5.7 message', async () => {
    const token = await t.tokenFor('bz_admin');
    const cases: [Record<string, unknown>, string][] = [
      [{ phone: newPhone(), password: GOOD_PASSWORD }, mm.usernameRequired],
      [{ username: '  ', phone: newPhone(), password: GOOD_PASSWORD }, mm.usernameRequired],
      [{ username: 'm_a', password: GOOD_PASSWORD }, mm.phoneRequired],
      [{ username: 'm_a', phone: '', password: GOOD_PASSWORD }, mm.phoneRequired],
      [{ username: 'm_a', phone: '12345678901', password: GOOD_PASSWORD }, mm.phoneInvalid],
      [{ username: 'm_a', phone: '1381234567', password: GOOD_PASSWORD }, mm.phoneInvalid],
      [{ username: 'm_a', phone: newPhone() }, mm.passwordRequired],
      [{ username: 'm_a', phone: newPhone(), password: '' }, mm.passwordRequired],
      [{ username: 'm_a', phone: newPhone(), password: 'a1@' }, mm.passwordMin],
    ];
    for (const [payload, msg] of cases) {
      const res = await add(token, payload);
      expect(res.json(), JSON.stringify(payload)).toMatchObject({ code: 400, msg });
    }
  });

  it('holds a new account’s password to the register rules', async () => {
    const token = await t.tokenFor('bz_admin');
    const cases: [string, string][] = [
      ['abcdef@', messages.validation.passwordDigit],
      ['ABCDE1@', messages.validation.passwordLower],
      ['abcde12', messages.validation.passwordSpecial],
    ];
    for (const [password, msg] of cases) {
      const res = await add(token, { username: 'm_rules', phone: newPhone(), password });
      expect(res.json()).toMatchObject({ code: 400, msg });
    }
    expect((await add(token, { username: 'a', phone: newPhone(), password: GOOD_PASSWORD })).json().msg).toBe(
      messages.auth.usernameLength,
    );
  });

  it('creates a new USER who must prove the phone and set a password before signing in, with an audit row', async () => {
    const phone = newPhone();
    const res = await add(await t.tokenFor('bz_admin'), { username: 'm_new', phone, password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, msg: '保存成功' });
    const row = await userRow('m_new');
    expect(row).toMatchObject({
      phone,
      companyId: (await userRow('bz_admin')).companyId,
      companyRole: 'USER',
      mustSetPassword: true,
      addedBy: (await userRow('bz_admin')).id,
    });
    // The ADMIN's password opens no session, by name or by phone.
    for (const name of ['m_new', phone]) {
      const refused = await postLogin(t, name, { password: GOOD_PASSWORD });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ msg: messages.auth.mustSetPassword, data: { mustSetPassword: true } });
    }
    // The phone's owner sets their own through the SMS code, then signs in.
    await postJson(t, SEND_RESET, { phone });
    const reset = await postJson(t, FORGET, {
      phone,
      verifyCode: FIXED_CODE,
      newPassword: 'mine@2026x',
      confirmPassword: 'mine@2026x',
    });
    expect(reset.json().code).toBe(0);
    expect((await userRow('m_new')).mustSetPassword).toBe(false);
    expect((await postLogin(t, 'm_new', { password: GOOD_PASSWORD })).statusCode).toBe(400);
    const login = await postLogin(t, 'm_new', { password: 'mine@2026x' });
    expect(login.json().data.user).toMatchObject({ role: 'USER', userName: 'm_new' });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.add'), eq(auditLog.subject, 'm_new')));
    expect(audits).toHaveLength(1);
  });

  it('refuses a username shaped like a mobile number', async () => {
    const res = await add(await t.tokenFor('bz_admin'), {
      username: newPhone(),
      phone: newPhone(),
      password: GOOD_PASSWORD,
    });
    expect(res.json()).toMatchObject({ code: 400, msg: messages.auth.usernameLooksLikePhone });
  });

  it('refuses a taken username', async () => {
    const res = await add(await t.tokenFor('bz_admin'), {
      username: 'th_user',
      phone: newPhone(),
      password: GOOD_PASSWORD,
    });
    expect(res.json()).toMatchObject({ code: 400, msg: messages.auth.usernameTaken });
  });

  it('invites, never binds, an existing account without a company, and refuses an operator’s phone', async () => {
    const free = await userRow('newcomer');
    const res = await add(await t.tokenFor('bz_admin'), {
      username: 'whatever',
      phone: free.phone,
      password: 'x@2026a',
    });
    expect(res.json()).toEqual({ code: 0, msg: mm.invited });
    const after = await userRow('newcomer');
    expect(after).toMatchObject({ companyId: null, companyRole: null, passwordHash: free.passwordHash });
    const [operator] = await t.database.db.select().from(users).where(eq(users.isOperator, true)).limit(1);
    if (!operator) throw new Error('no operator in the demo data');
    const byOperatorPhone = await add(await t.tokenFor('bz_admin'), {
      username: 'x_op',
      phone: operator.phone,
      password: GOOD_PASSWORD,
    });
    expect(byOperatorPhone.json()).toMatchObject({ code: 400, msg: mm.operatorNotMember });
    expect((await userRow(operator.username)).companyId).toBeNull();
  });

  it('refuses a phone bound to another company, and one already a member', async () => {
    const token = await t.tokenFor('bz_admin');
    const thUser = await userRow('th_user');
    const res = await add(token, { username: 'x_th', phone: thUser.phone, password: GOOD_PASSWORD });
    expect(res.json()).toMatchObject({ code: 400, msg: mm.phoneBoundElsewhere });
    expect((await userRow('th_user')).companyId).toBe(thUser.companyId);
    const own = await add(token, {
      username: 'x_bz',
      phone: (await userRow('bz_user')).phone,
      password: GOOD_PASSWORD,
    });
    expect(own.json()).toMatchObject({ code: 400, msg: mm.alreadyMember });
  });

  it('refuses a USER (403), a user without a company, and an uncertified company', async () => {
    const body = { username: 'm_denied', phone: newPhone(), password: GOOD_PASSWORD };
    const byUser = await add(await t.tokenFor('bz_user'), body);
    expect(byUser.statusCode).toBe(403);
    expect(byUser.json()).toMatchObject({ code: 403, msg: messages.common.forbidden });
    const byNewcomer = await add(await t.tokenFor('newcomer'), body);
    expect(byNewcomer.json()).toMatchObject({ code: 400, msg: messages.certification.companyFirst });

    const admin = await userRow('th_admin');
    const companyId = admin.companyId ?? -1;
    await t.database.db.update(companies).set({ certificationStatus: 2 }).where(eq(companies.id, companyId));
    try {
      const res = await add(await t.tokenFor('th_admin'), body);
      expect(res.json()).toMatchObject({ code: 400, msg: messages.certification.companyFirst });
    } finally {
      await t.database.db.update(companies).set({ certificationStatus: 1 }).where(eq(companies.id, companyId));
    }
    expect(await t.database.db.select().from(users).where(eq(users.username, 'm_denied'))).toHaveLength(0);
  });
});

describe('POST /api/dtmm/company/companyuser/delete/{id}', () => {
  it('refuses a USER (403) and unbinding oneself', async () => {
    const admin = await userRow('bz_admin');
    const bzUser = await userRow('bz_user');
    expect((await unbind(await t.tokenFor('bz_user'), admin.id)).statusCode).toBe(403);
    const self = await unbind(await t.tokenFor('bz_admin'), admin.id);
    expect(self.json()).toMatchObject({ code: 400, msg: mm.cannotUnbindSelf });
    expect((await userRow('bz_user')).companyId).toBe(bzUser.companyId);
  });

  it('answers 404 for another company’s member and an unknown id', async () => {
    const thUser = await userRow('th_user');
    const res = await unbind(await t.tokenFor('bz_admin'), thUser.id);
    expect(res.statusCode).toBe(404);
    expect((await userRow('th_user')).companyId).toBe(thUser.companyId);
    expect((await unbind(await t.tokenFor('bz_admin'), 999999)).statusCode).toBe(404);
    expect((await unbind(await t.tokenFor('bz_admin'), 'abc')).statusCode).toBe(400);
  });

  it('unbinds a member, whose old token stops at the next request', async () => {
    const phone = newPhone();
    await add(await t.tokenFor('bz_admin'), { username: 'm_leave', phone, password: GOOD_PASSWORD });
    const member = await userRow('m_leave');
    const memberToken = await t.tokenFor('m_leave');
    expect((await list(memberToken)).json().code).toBe(0);

    const res = await unbind(await t.tokenFor('bz_admin'), member.id);
    expect(res.json()).toEqual({ code: 0, msg: mm.unbound });
    expect(await userRow('m_leave')).toMatchObject({ companyId: null, companyRole: null });
    expect((await userinfo(t.app, memberToken)).statusCode).toBe(401);
    expect((await list(memberToken)).statusCode).toBe(401);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.unbind'), eq(auditLog.subject, 'm_leave')));
    expect(audits).toHaveLength(1);
    // A new session shows no company.
    expect((await userinfo(t.app, await t.tokenFor('m_leave'))).json().data).toMatchObject({
      companyId: null,
      role: null,
    });
  });
});

describe('POST /api/dtmm/company/companyuser/update/{id}', () => {
  it('refuses a USER (403) and another company’s member (404)', async () => {
    const bzUser = await userRow('bz_user');
    expect((await setRole(await t.tokenFor('bz_user'), bzUser.id, 'ADMIN')).statusCode).toBe(403);
    expect((await setRole(await t.tokenFor('th_admin'), bzUser.id, 'ADMIN')).statusCode).toBe(404);
    expect((await setRole(await t.tokenFor('bz_admin'), bzUser.id, 'OWNER')).json()).toMatchObject({
      code: 400,
      msg: mm.roleInvalid,
    });
    expect((await userRow('bz_user')).companyRole).toBe('USER');
  });

  it('keeps the last ADMIN, and applies a role change at the next request', async () => {
    const admin = await userRow('th_admin');
    const thUser = await userRow('th_user');
    const adminToken = await t.tokenFor('th_admin');
    const last = await setRole(adminToken, admin.id, 'USER');
    expect(last.json()).toMatchObject({ code: 400, msg: mm.lastAdmin });

    const userToken = await t.tokenFor('th_user');
    expect((await setRole(adminToken, thUser.id, 'ADMIN')).json()).toEqual({ code: 0, msg: mm.roleUpdated });
    expect((await userinfo(t.app, userToken)).json().data.role).toBe('ADMIN');
    // With a second ADMIN the first may step down, and then may no longer add members.
    expect((await setRole(adminToken, admin.id, 'USER')).json().code).toBe(0);
    expect((await add(adminToken, { username: 'm_x', phone: newPhone(), password: GOOD_PASSWORD })).statusCode).toBe(
      403,
    );
    const back = await setRole(userToken, admin.id, 'ADMIN');
    expect(back.json().code).toBe(0);
    expect((await setRole(adminToken, thUser.id, 'USER')).json().code).toBe(0);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'member.role'));
    expect(audits.length).toBeGreaterThanOrEqual(3);
  });
});
