import { maskEmail, maskPhone, messages, OPERATOR_ROLE_MESSAGES, passwordProblem } from '@dtmm/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.table';
import { postLogin, userinfo } from '../auth/test/auth-client';
import { users } from '../users/users.table';
import { adminUserMessages } from './admin-users.service';
import { temporaryPassword } from './temporary-password';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

async function userRow(username: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row;
}
const as = async (username: string) => ({ access_token: await t.tokenFor(username) });
const post = async (username: string, url: string) =>
  t.app.inject({ method: 'POST', url, headers: await as(username) });
const get = async (username: string, url: string) => t.app.inject({ url, headers: await as(username) });

async function audited(action: string, subject: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subject, subject)));
}

describe('operators only', () => {
  it('answers 403 to every non-operator and 401 to anonymous callers on every route', async () => {
    const target = await userRow('bz_user');
    const company = target.companyId ?? 1;
    const routes: [string, string][] = [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/users?keyword=bz&status=enabled'],
      ['POST', `/api/admin/users/${target.id}/disable`],
      ['POST', `/api/admin/users/${target.id}/enable`],
      ['POST', `/api/admin/users/${target.id}/reset-password`],
      ['GET', '/api/admin/companies'],
      ['GET', `/api/admin/companies/${company}`],
    ];
    for (const username of ['bz_admin', 'bz_user', 'lc_admin', 'newcomer']) {
      const headers = await as(username);
      for (const [method, url] of routes) {
        const res = await t.app.inject({ method: method as 'GET' | 'POST', url, headers });
        expect(res.statusCode, `${username} ${method} ${url}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 403, msg: messages.common.forbidden });
      }
    }
    for (const [method, url] of routes) {
      expect((await t.app.inject({ method: method as 'GET' | 'POST', url })).statusCode).toBe(401);
    }
    // Nothing changed.
    const after = await userRow('bz_user');
    expect(after.isDisabled).toBe(false);
    expect(after.passwordHash).toBe(target.passwordHash);
  });
});

describe('GET /api/admin/users', () => {
  it('pages and searches by username or phone, with company name and role', async () => {
    const page = (await get('operator', '/api/admin/users?page=1&limit=3')).json();
    expect(page.code).toBe(0);
    expect(page.data).toHaveLength(3);
    expect(page.total).toBeGreaterThan(3);
    const byName = (await get('operator', '/api/admin/users?keyword=bz_ad')).json();
    expect(byName.data).toHaveLength(1);
    expect(byName.data[0]).toMatchObject({ username: 'bz_admin', role: 'ADMIN', isDisabled: false });
    expect(byName.data[0].companyName).toBeTruthy();
    const th = await userRow('th_user');
    const byPhone = (await get('operator', `/api/admin/users?keyword=${th.phone?.slice(3)}`)).json();
    expect(byPhone.data.map((u: { username: string }) => u.username)).toEqual(['th_user']);
    // Found by the number, shown masked (issue 31): the job needs the account, not the number.
    expect(byPhone.data[0].phone).toBe(maskPhone(th.phone ?? ''));
    const thAdmin = (await get('operator', '/api/admin/users?keyword=th_admin')).json().data[0];
    expect(thAdmin.email).toBe(maskEmail((await userRow('th_admin')).email ?? ''));
    expect(thAdmin.email).toMatch(/^q\*\*\*@/);
    const newcomer = (await get('operator', '/api/admin/users?keyword=newcomer')).json().data[0];
    expect(newcomer).toMatchObject({ companyId: null, companyName: null, role: null, lastLoginTime: null });
    expect((await get('operator', '/api/admin/users?status=weird')).statusCode).toBe(400);
  });
});

describe('disable and enable', () => {
  it('disables a user: sessions end, login is refused; enable lets them in again', async () => {
    const userToken = await t.tokenFor('th_user');
    const th = await userRow('th_user');
    const res = await post('operator', `/api/admin/users/${th.id}/disable`);
    expect(res.json()).toEqual({ code: 0, msg: adminUserMessages.disabled });
    expect((await userinfo(t.app, userToken)).statusCode).toBe(401);
    const login = await postLogin(t, 'th_user');
    expect(login.json().data.msg).toBe(messages.auth.disabled);
    const disabled = (await get('operator', '/api/admin/users?status=disabled')).json();
    expect(disabled.data.map((u: { username: string }) => u.username)).toContain('th_user');

    expect((await post('operator', `/api/admin/users/${th.id}/enable`)).json().code).toBe(0);
    expect((await postLogin(t, 'th_user')).statusCode).toBe(200);
    const listed = (await get('operator', '/api/admin/users?keyword=th_user')).json().data[0];
    expect(listed.lastLoginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await audited('admin.user.disable', 'th_user')).toHaveLength(1);
    expect(await audited('admin.user.enable', 'th_user')).toHaveLength(1);
  });

  it('refuses an operator disabling themselves, and unknown users', async () => {
    const op = await userRow('operator');
    const res = await post('operator', `/api/admin/users/${op.id}/disable`);
    expect(res.json()).toMatchObject({ code: 400, msg: adminUserMessages.cannotDisableSelf });
    expect((await userRow('operator')).isDisabled).toBe(false);
    expect((await post('operator', '/api/admin/users/999999/disable')).statusCode).toBe(404);
  });

  it('leaves another operator’s account alone: no disable, enable or password reset (issue 11)', async () => {
    const [second] = await t.database.db
      .insert(users)
      .values({
        username: 'operator_two',
        phone: '19900001111',
        passwordHash: 'x',
        isOperator: true,
        operatorRoles: ['systemAdmin'],
      })
      .returning();
    if (!second) throw new Error('not inserted');
    for (const action of ['disable', 'enable', 'reset-password']) {
      const res = await post('operator', `/api/admin/users/${second.id}/${action}`);
      expect(res.statusCode, action).toBe(403);
      expect(res.json()).toEqual({ code: 403, msg: adminUserMessages.operatorAccount });
    }
    expect(await userRow('operator_two')).toMatchObject({ isDisabled: false, passwordHash: 'x' });
    // Its owner may still reset their own password.
    expect((await post('operator_two', `/api/admin/users/${second.id}/reset-password`)).statusCode).toBe(200);
  });
});

describe('POST /api/admin/users/{id}/reset-password', () => {
  it('answers a working temporary password once and ends every session', async () => {
    const oldToken = await t.tokenFor('bz_user');
    const user = await userRow('bz_user');
    const res = await post('operator', `/api/admin/users/${user.id}/reset-password`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const temporary = res.json().data.temporaryPassword as string;
    expect(passwordProblem(temporary)).toBeNull();
    expect((await userinfo(t.app, oldToken)).statusCode).toBe(401);
    expect((await postLogin(t, 'bz_user')).statusCode).not.toBe(200);
    expect((await postLogin(t, 'bz_user', { password: temporary })).statusCode).toBe(200);
    const [audit] = await audited('admin.user.resetPassword', 'bz_user');
    expect(JSON.stringify(audit)).not.toContain(temporary);
  });

  it('makes passwords that meet the register rules', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const password = temporaryPassword();
      expect(passwordProblem(password)).toBeNull();
      seen.add(password);
    }
    expect(seen.size).toBe(200);
  });
});

describe('companies', () => {
  it('lists companies with their statuses, searched and paged', async () => {
    const all = (await get('operator', '/api/admin/companies?limit=100')).json();
    expect(all.code).toBe(0);
    expect(all.data.length).toBe(all.total);
    const admin = await userRow('bz_admin');
    const bz = all.data.find((c: { id: string }) => c.id === String(admin.companyId));
    expect(bz).toMatchObject({ certificationStatus: 1 });
    expect(bz.memberCount).toBeGreaterThanOrEqual(2);
    const found = (await get('operator', `/api/admin/companies?keyword=${encodeURIComponent(bz.companyName)}`)).json();
    expect(found.data.map((c: { id: string }) => c.id)).toEqual([bz.id]);
    const byCode = (await get('operator', `/api/admin/companies?keyword=${bz.socialCreditCode.slice(4, 14)}`)).json();
    expect(byCode.data.map((c: { id: string }) => c.id)).toEqual([bz.id]);
    const page = (await get('operator', '/api/admin/companies?page=2&limit=2')).json();
    expect(page.data.map((c: { id: string }) => c.id)).toEqual(all.data.slice(2, 4).map((c: { id: string }) => c.id));
  });

  it('filters by certification status in SQL, the total included', async () => {
    const all = (await get('operator', '/api/admin/companies?limit=100')).json().data as {
      certificationStatus: number;
    }[];
    for (const status of [0, 1, 2]) {
      const res = (await get('operator', `/api/admin/companies?certificationStatus=${status}&limit=1`)).json();
      expect(res.total, `status ${status}`).toBe(all.filter((c) => c.certificationStatus === status).length);
      expect(res.data.every((c: { certificationStatus: number }) => c.certificationStatus === status)).toBe(true);
    }
    expect((await get('operator', '/api/admin/companies?certificationStatus=7')).statusCode).toBe(400);
  });

  it('shows a company’s detail with names for its codes and its members, admins first; unknown ids answer 404', async () => {
    const admin = await userRow('bz_admin');
    const res = await get('operator', `/api/admin/companies/${admin.companyId}`);
    const data = res.json().data;
    expect(data).toMatchObject({ id: String(admin.companyId), certificationStatus: 1 });
    expect(data.industryName).toMatch(/\S/);
    expect(data.areaText).toMatch(/山西省/);
    const members = data.members.map((m: { username: string; role: string }) => [m.username, m.role]);
    expect(members[0]).toEqual(['bz_admin', 'ADMIN']);
    expect(members).toContainEqual(['bz_user', 'USER']);
    // The register's reviewers need the company, not the numbers (issue 31).
    expect(data.members[0].phone).toBe(maskPhone(admin.phone ?? ''));
    expect(data.contactPhone).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect((await get('operator', '/api/admin/companies/999999')).statusCode).toBe(404);
  });
});

describe("operators' roles (issue 19)", () => {
  const putRoles = async (asker: string, userId: number, roles: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${userId}/operator-roles`,
      headers: await as(asker),
      payload: { roles },
    });

  it("sets another operator's roles, which apply to their next request, and audits before and after", async () => {
    const editor = await userRow('op_editor');
    expect((await get('op_editor', '/api/admin/certifications')).json()).toEqual({
      code: 403,
      msg: OPERATOR_ROLE_MESSAGES.forbidden('reviewer'),
    });
    const res = await putRoles('op_secadmin', editor.id, ['reviewer', 'contentEditor', 'reviewer']);
    expect(res.json()).toEqual({
      code: 0,
      msg: OPERATOR_ROLE_MESSAGES.saved,
      data: { roles: ['contentEditor', 'reviewer'] },
    });
    expect((await userRow('op_editor')).operatorRoles).toEqual(['contentEditor', 'reviewer']);
    expect((await get('op_editor', '/api/admin/certifications')).statusCode).toBe(200);
    const [row] = await audited('admin.user.roles', 'op_editor');
    expect(row?.detail).toMatchObject({ before: ['contentEditor'], after: ['contentEditor', 'reviewer'] });
    await putRoles('op_secadmin', editor.id, ['contentEditor']);
  });

  it('refuses one’s own roles, a non-operator, no role, and anyone but a security administrator', async () => {
    const secadmin = await userRow('op_secadmin');
    expect((await putRoles('op_secadmin', secadmin.id, ['reviewer'])).json()).toEqual({
      code: 403,
      msg: OPERATOR_ROLE_MESSAGES.ownRoles,
    });
    const plain = await userRow('bz_user');
    expect((await putRoles('op_secadmin', plain.id, ['reviewer'])).json()).toEqual({
      code: 400,
      msg: OPERATOR_ROLE_MESSAGES.notOperator,
    });
    const editor = await userRow('op_editor');
    for (const roles of [[], ['owner'], 'reviewer']) {
      const res = await putRoles('op_secadmin', editor.id, roles);
      expect(res.statusCode, JSON.stringify(roles)).toBe(400);
    }
    expect((await putRoles('op_secadmin', editor.id, [])).json().msg).toBe(OPERATOR_ROLE_MESSAGES.noRoles);
    for (const asker of ['op_reviewer', 'op_sysadmin', 'op_auditor']) {
      expect((await putRoles(asker, editor.id, ['reviewer'])).json(), asker).toEqual({
        code: 403,
        msg: OPERATOR_ROLE_MESSAGES.forbidden('securityAdmin'),
      });
    }
    expect((await userRow('op_editor')).operatorRoles).toEqual(['contentEditor']);
  });

  it('refuses two of the separated duties in one account unless the deployment allows combined duties', async () => {
    const sysadmin = await userRow('op_sysadmin');
    for (const roles of [
      ['systemAdmin', 'auditor'],
      ['securityAdmin', 'auditor'],
      ['systemAdmin', 'securityAdmin'],
    ]) {
      const res = await putRoles('op_secadmin', sysadmin.id, roles);
      expect(res.statusCode, roles.join()).toBe(400);
    }
    expect((await putRoles('op_secadmin', sysadmin.id, ['auditor', 'systemAdmin', 'reviewer'])).json()).toEqual({
      code: 400,
      msg: '系统管理员、审计管理员须由不同人员担任，不能授予同一账号',
    });
    expect((await userRow('op_sysadmin')).operatorRoles).toEqual(['systemAdmin']);
    // A single-person office: DTMM_ALLOW_COMBINED_DUTIES=on lets one account hold them all.
    const solo = await buildTestApp({ peerOf: t, demo: false, env: { DTMM_ALLOW_COMBINED_DUTIES: 'on' } });
    try {
      const res = await solo.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${sysadmin.id}/operator-roles`,
        headers: { access_token: await solo.tokenFor('op_secadmin') },
        payload: { roles: ['systemAdmin', 'auditor'] },
      });
      expect(res.json().data).toEqual({ roles: ['systemAdmin', 'auditor'] });
    } finally {
      await solo.close();
      await putRoles('op_secadmin', sysadmin.id, ['systemAdmin']);
    }
  });

  it('lists every operator with their roles', async () => {
    const { data } = (await get('op_sysadmin', '/api/admin/users?keyword=op_')).json();
    const roles = Object.fromEntries(
      data.map((u: { username: string; operatorRoles: string[] }) => [u.username, u.operatorRoles]),
    );
    expect(roles).toMatchObject({
      op_editor: ['contentEditor'],
      op_reviewer: ['reviewer'],
      op_sysadmin: ['systemAdmin'],
      op_secadmin: ['securityAdmin'],
      op_auditor: ['auditor'],
    });
  });
});
