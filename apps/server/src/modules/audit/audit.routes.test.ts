import { auditMessages } from '@dtmm/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { freshPhone } from '../accounts/testing';
import { postLogin } from '../auth/test/auth-client';
import { users } from '../users/users.table';
import { auditLog } from './audit.table';

let t: TestApp;
let operatorId: number;
let memberId: number;
let adminToken: string;

const idOf = async (username: string) => {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
};

/**
 * Twelve hand-made rows under 'test.', in 2020 so no demo row shares their days:
 * 5 × test.alpha by the operator on 2020-03-01 23:30 China time (objects certification 1…5), 2 of them failed;
 * 4 × test.beta by bz_user on 2020-03-02 00:10 China time (object solution 7);
 * 3 × test.gamma.x by nobody on 2020-03-05 12:00 China time.
 */
async function seedRows() {
  const at = (iso: string) => new Date(iso);
  const rows = [
    ...Array.from({ length: 5 }, (_, i) => ({
      action: 'test.alpha',
      userId: operatorId,
      objectType: 'certification',
      objectId: String(i + 1),
      result: i < 2 ? ('failure' as const) : ('success' as const),
      createdAt: at('2020-03-01T23:30:00+08:00'),
    })),
    ...Array.from({ length: 4 }, () => ({
      action: 'test.beta',
      userId: memberId,
      objectType: 'solution',
      objectId: '7',
      createdAt: at('2020-03-02T00:10:00+08:00'),
    })),
    ...Array.from({ length: 3 }, () => ({ action: 'test.gamma.x', createdAt: at('2020-03-05T12:00:00+08:00') })),
  ];
  for (const row of rows) await t.database.db.insert(auditLog).values({ ...row, detail: { 说明: '手工' } });
}

beforeAll(async () => {
  t = await buildTestApp({ env: { DTMM_CAPTCHA: 'off' } });
  operatorId = await idOf('operator');
  memberId = await idOf('bz_user');
  adminToken = await t.tokenFor('operator');
  await seedRows();
}, 120_000);
afterAll(() => t?.close());

const list = async (query: string) => {
  const res = await t.call(adminToken, 'GET', `/api/admin/audit?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: Array<Record<string, unknown>>; total: number };
};

describe('GET /api/admin/audit', () => {
  it('filters by action (exact or prefix), actor, object, result and China-time days', async () => {
    expect((await list('action=test.alpha')).total).toBe(5);
    expect((await list('action=test.')).total).toBe(12);
    expect((await list('action=test.gamma.')).total).toBe(3);
    expect((await list('action=test')).total).toBe(0);
    expect((await list('action=test.&actor=bz_')).total).toBe(4);
    expect((await list('action=test.&actor=operator&actorMatch=exact')).total).toBe(5);
    expect((await list('action=test.&actor=operat&actorMatch=exact')).total).toBe(0);
    expect((await list('objectType=certification&objectId=3')).total).toBe(1);
    expect((await list('action=test.&objectType=solution')).total).toBe(4);
    expect((await list('action=test.&result=failure')).total).toBe(2);
    // 23:30 on 1 March China time is 15:30 UTC: still the 1st; 00:10 on the 2nd is the 2nd.
    expect((await list('action=test.&from=2020-03-01&to=2020-03-01')).total).toBe(5);
    expect((await list('action=test.&from=2020-03-02&to=2020-03-02')).total).toBe(4);
    expect((await list('action=test.&from=2020-03-02')).total).toBe(7);
    expect((await list('action=test.&to=2020-03-04')).total).toBe(9);
  });

  it('pages newest first with the actor and the object on each row', async () => {
    const first = await list('action=test.&page=1&limit=5');
    const third = await list('action=test.&page=3&limit=5');
    expect(first.total).toBe(12);
    expect(first.data.map((row) => row.action)).toEqual([...Array(3).fill('test.gamma.x'), 'test.beta', 'test.beta']);
    expect(third.data.map((row) => row.action)).toEqual(['test.alpha', 'test.alpha']);
    const seqs = [...first.data, ...third.data].map((row) => row.chainSeq as number);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    expect(first.data[3]).toMatchObject({
      actor: 'bz_user',
      actorId: String(memberId),
      objectType: 'solution',
      objectId: '7',
      result: 'success',
      detail: { 说明: '手工' },
      createTime: '2020-03-02 00:10:00',
    });
    expect(first.data[0]).toMatchObject({ actor: null, actorId: null });
    const oldestFirst = await list('action=test.&sord=asc&limit=1');
    expect(oldestFirst.data[0]?.action).toBe('test.alpha');
    const all = await list('limit=1');
    const [counted] = await t.database.db.select({ n: count() }).from(auditLog);
    expect(all.total).toBe(counted?.n);
  });

  it('refuses bad filters with a message', async () => {
    for (const [query, msg] of [
      ['from=2020-02-30', '日期格式应为 YYYY-MM-DD'],
      ['to=20200301', '日期格式应为 YYYY-MM-DD'],
      ['from=2020-03-05&to=2020-03-01', '开始日期不能晚于结束日期'],
      ['result=maybe', '结果只能是 success 或 failure'],
    ]) {
      const res = await t.call(adminToken, 'GET', `/api/admin/audit?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.msg).toContain(msg);
    }
  });
});

describe('GET /api/admin/audit/:id and /verify', () => {
  it('shows one row with its chain fields', async () => {
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'test.beta')).limit(1);
    const res = await t.call(adminToken, 'GET', `/api/admin/audit/${row?.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: String(row?.id), chainSeq: row?.chainSeq, actor: 'bz_user' });
    expect(res.body.data.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(res.body.data.prevHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await t.call(adminToken, 'GET', '/api/admin/audit/999999999')).status).toBe(404);
  });

  it('checks the whole chain', async () => {
    const [counted] = await t.database.db.select({ n: count() }).from(auditLog);
    const res = await t.call(adminToken, 'GET', '/api/admin/audit/verify');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ok: true, firstBroken: null });
    expect(res.body.data.checked).toBe(counted?.n);
    expect(res.body.data.head.chainSeq).toBe(counted?.n);
  });

  it('checks the chain against a head noted before: there, gone, or malformed', async () => {
    const { head } = (await t.call(adminToken, 'GET', '/api/admin/audit/verify')).body.data;
    const verify = (noted: string) => t.call(adminToken, 'GET', `/api/admin/audit/verify?head=${noted}`);
    expect((await verify(`${head.id}:${head.hash.toUpperCase()}`)).body.data).toMatchObject({ ok: true, head });
    const gone = await verify(`999999999:${head.hash}`);
    expect(gone.body.data).toMatchObject({
      ok: false,
      firstBroken: { id: '999999999', chainSeq: null, reason: 'anchor missing' },
    });
    const changed = await verify(`${head.id}:${'0'.repeat(64)}`);
    expect(changed.body.data.firstBroken).toEqual({ id: head.id, chainSeq: head.chainSeq, reason: 'anchor mismatch' });
    for (const bad of ['latest', `${head.id}`, `${head.id}:abc`, `x:${head.hash}`, `0:${head.hash}`]) {
      expect((await verify(bad)).body).toEqual({ code: 400, msg: auditMessages.badHead });
    }
  });
});

describe('what the application writes', () => {
  it('records failed logins and lockouts as failures on the user', async () => {
    await postLogin(t, 'th_user', { noCaptcha: true, password: 'wrong-pass1!' });
    const userId = await idOf('th_user');
    const failures = await list(`action=login.&actor=th_user&actorMatch=exact&result=failure`);
    expect(failures.total).toBe(1);
    expect(failures.data[0]).toMatchObject({ action: 'login.failure', objectType: 'user', objectId: String(userId) });
    await postLogin(t, 'th_user', { noCaptcha: true });
    expect((await list('action=login.success&actor=th_user&actorMatch=exact&result=success')).total).toBe(1);
  });

  it('shows the name a failed login typed masked when it is a phone or an e-mail; the trail keeps it', async () => {
    await postLogin(t, '13912345678', { noCaptcha: true, password: 'wrong-pass1!' });
    await postLogin(t, 'someone@example.cn', { noCaptcha: true, password: 'wrong-pass1!' });
    const subjects = (await list('action=login.failure&limit=50')).data.map((row) => row.subject);
    expect(subjects).toEqual(expect.arrayContaining(['139****5678', 's***@example.cn']));
    expect(subjects).not.toContain('13912345678');
    const [stored] = await t.database.db.select().from(auditLog).where(eq(auditLog.subject, '13912345678'));
    const detail = await t.call(adminToken, 'GET', `/api/admin/audit/${stored?.id}`);
    expect(detail.body.data.subject).toBe('139****5678');
  });

  it('names the user an operator acts on', async () => {
    const target = await idOf('th_user');
    const res = await t.call(adminToken, 'POST', `/api/admin/users/${target}/disable`, {});
    expect(res.status).toBe(200);
    const found = await list(`objectType=user&objectId=${target}&action=admin.`);
    expect(found.data).toMatchObject([{ action: 'admin.user.disable', actor: 'operator', subject: 'th_user' }]);
  });
});

describe('who may read the audit trail', () => {
  it('is for the auditor only: a system administrator is refused too (issue 31)', async () => {
    const reviewer = await t.database.db
      .insert(users)
      .values({
        username: 'audit_reviewer',
        phone: freshPhone(),
        passwordHash: 'x',
        isOperator: true,
        operatorRoles: ['reviewer', 'contentEditor'],
      })
      .returning({ id: users.id });
    expect(reviewer).toHaveLength(1);
    const tokens = {
      anonymous: null,
      member: await t.tokenFor('bz_user'),
      reviewer: await t.tokenFor('audit_reviewer'),
      sysadmin: await t.tokenFor('op_sysadmin'),
    };
    for (const url of ['/api/admin/audit', '/api/admin/audit/1', '/api/admin/audit/verify']) {
      expect((await t.call(tokens.anonymous, 'GET', url)).status).toBe(401);
      expect((await t.call(tokens.member, 'GET', url)).status).toBe(403);
      for (const who of [tokens.reviewer, tokens.sysadmin]) {
        const refused = await t.call(who, 'GET', url);
        expect(refused.status).toBe(403);
        expect(refused.body.msg).toBe('无权操作：需要审计管理员角色');
      }
      expect((await t.call(await t.tokenFor('op_auditor'), 'GET', url)).status).not.toBe(403);
    }
  });
});
