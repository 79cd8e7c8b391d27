import { CLIENT_ERROR_BODY_LIMIT, clientErrorMessages, messages, type OperatorRole } from '@dtmm/shared';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.table';
import { RETENTION_SWEEP_MS } from '../retention/retention';
import { users } from '../users/users.table';
import { expireClientErrors } from './client-errors.service';
import { clientErrors } from './client-errors.table';
import { sampleReport } from './test/client-error-calls';

const URL = '/api/dtmm/client-errors';
const LIMIT = 3;
let t: TestApp;
let now = Date.UTC(2026, 10, 20, 2, 0, 0);
let addressSeq = 0;
const tokens: Record<string, string> = {};
const OPERATORS: [string, OperatorRole][] = [
  ['sysadmin', 'systemAdmin'],
  ['reviewer', 'reviewer'],
];

beforeAll(async () => {
  t = await buildTestApp({
    demo: false,
    clock: () => now,
    env: { DTMM_RATE_LIMIT_CLIENT_ERRORS: String(LIMIT) },
  });
  for (const [i, [username, role]] of OPERATORS.entries()) {
    await t.database.db.insert(users).values({
      username,
      phone: `1390001${String(i).padStart(4, '0')}`,
      passwordHash: 'not-used',
      isOperator: true,
      operatorRoles: [role],
    });
    tokens[username] = await t.tokenFor(username);
  }
});
afterAll(() => t?.close());

/** A report from its own address (the tier allows LIMIT a minute per address), as anyone. */
const report = (payload: object, headers: Record<string, string> = {}, remoteAddress = `192.0.2.${++addressSeq}`) =>
  t.app.inject({ method: 'POST', url: URL, payload, headers, remoteAddress });
const list = (query = '', who = 'sysadmin') => t.call(tokens[who] ?? null, 'GET', `/api/admin/client-errors?${query}`);
const rowsWith = async (text: string) =>
  (await list(`keyword=${encodeURIComponent(text)}&limit=50`)).body.data as Record<string, unknown>[];

describe('reporting an error', () => {
  it('keeps one row per error: a second report counts up and moves the last-seen time', async () => {
    const first = await report(sampleReport({ message: '加载失败 第1次 chunk-a' }));
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    now += 60_000;
    // The same error on another record of the same page, in a later release.
    await report(sampleReport({ message: '加载失败 第2次 chunk-a', route: '/evaluationReport/43', release: '0.1.1' }));
    const rows = await rowsWith('chunk-a');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'chunk',
      route: '/evaluationReport/:id',
      release: '0.1.1',
      count: 2,
      firstSeen: '2026-11-20 10:00:00',
      lastSeen: '2026-11-20 10:01:00',
    });
    const detail = await t.call(tokens.sysadmin ?? null, 'GET', `/api/admin/client-errors/${rows[0]?.id}`);
    expect(detail.body.data.stack).toContain('at lazy (https://dtmm.example.cn/assets/index-9c2e.js:1:2345)');
  });

  it('keeps two errors apart when their first frames differ', async () => {
    await report(sampleReport({ kind: 'error', message: 'boom-b', stack: '    at f (a.js:1:1)' }));
    await report(sampleReport({ kind: 'error', message: 'boom-b', stack: '    at g (b.js:2:2)' }));
    expect((await rowsWith('boom-b')).map((row) => row.count)).toEqual([1, 1]);
  });

  it('stores no token, query string, e-mail, ID or phone number, and never who sent it', async () => {
    const token = tokens.sysadmin ?? '';
    const res = await report(
      sampleReport({
        kind: 'error',
        message: 'leak-c 13812345678 zhang@example.com 14010519900307123X',
        stack: `Error: leak-c\n    at f (https://dtmm.example.cn/x.js?access_token=${token}:1:2)`,
        route: '/user/companyinfo?phone=13812345678#top',
      }),
      { access_token: token },
    );
    expect(res.statusCode).toBe(204);
    const [stored] = await t.database.db.select().from(clientErrors);
    const all = JSON.stringify(await t.database.db.select().from(clientErrors));
    expect(stored).toBeDefined();
    for (const secret of [token, '13812345678', 'zhang@example.com', '14010519900307123X', 'phone=', 'sysadmin']) {
      expect(all).not.toContain(secret);
    }
    const [row] = await rowsWith('leak-c');
    expect(row).toMatchObject({ message: 'leak-c [手机号] [邮箱] [证件号]', route: '/user/companyinfo' });
    // Nothing of the report reaches the audit trail either.
    expect(JSON.stringify(await t.database.db.select().from(auditLog))).not.toContain('leak-c');
  });

  it('stores no Chinese-labelled password, code or identity number in the message, stack or browser', async () => {
    const res = await report(
      sampleReport({
        kind: 'error',
        message: 'leak-zh 密码是 demo@2026，口令 s3cret!，验证码:123456',
        stack:
          'Error: leak-zh 身份证号 110101199003071234\n    at f (https://dtmm.example.cn/u/110101199003071234:1:2)',
        browser: 'Mozilla/5.0 密码：hunter2',
      }),
    );
    expect(res.statusCode).toBe(204);
    const [row] = await rowsWith('leak-zh');
    expect(row?.message).toBe('leak-zh 密码是 [已移除]，口令 [已移除]，验证码:[已移除]');
    expect(row?.browser).toBe('Mozilla/5.0 密码：[已移除]');
    const detail = await t.call(tokens.sysadmin ?? null, 'GET', `/api/admin/client-errors/${row?.id}`);
    expect(detail.body.data.stack).toBe(
      'Error: leak-zh 身份证号 [证件号]\n    at f (https://dtmm.example.cn/u/[证件号]:1:2)',
    );
    const all = JSON.stringify(await t.database.db.select().from(clientErrors));
    for (const secret of ['demo@2026', 's3cret!', '123456', '110101199003071234', 'hunter2']) {
      expect(all).not.toContain(secret);
    }
  });

  it('refuses a bad report with a Chinese message', async () => {
    const cases: [object, string][] = [
      [sampleReport({ kind: 'warning' as 'error' }), clientErrorMessages.badKind],
      [sampleReport({ message: '  ' }), clientErrorMessages.messageRequired],
      [sampleReport({ message: 'x'.repeat(501) }), clientErrorMessages.messageTooLong],
      [sampleReport({ stack: 'x'.repeat(4001) }), clientErrorMessages.stackTooLong],
      [sampleReport({ route: 'user/companyinfo' }), clientErrorMessages.badRoute],
      [sampleReport({ route: `/${'a'.repeat(300)}` }), clientErrorMessages.badRoute],
      [sampleReport({ release: '' }), clientErrorMessages.releaseRequired],
      [sampleReport({ release: 'r'.repeat(51) }), clientErrorMessages.releaseTooLong],
      [sampleReport({ browser: 'b'.repeat(201) }), clientErrorMessages.browserTooLong],
    ];
    for (const [payload, msg] of cases) {
      const res = await report(payload);
      expect([res.statusCode, res.json()]).toEqual([400, { code: 400, msg }]);
    }
  });

  it('refuses a body over its limit', async () => {
    const res = await report({ ...sampleReport(), padding: 'x'.repeat(CLIENT_ERROR_BODY_LIMIT) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 413, msg: messages.common.payloadTooLarge });
  });

  it(`takes ${LIMIT} reports a minute from one address, then answers 429 and nothing more is kept`, async () => {
    now = (Math.floor(now / 60_000) + 1) * 60_000;
    const address = '198.51.100.77';
    for (let i = 0; i < LIMIT; i++) {
      expect((await report(sampleReport({ message: `flood-d ${i}` }), {}, address)).statusCode).toBe(204);
    }
    const refused = await report(sampleReport({ message: 'flood-d again' }), {}, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 429, msg: messages.common.tooManyRequests });
    expect((await rowsWith('flood-d'))[0]?.count).toBe(LIMIT);
    // Another address is not held back, and the next minute the first one may report again.
    expect((await report(sampleReport({ message: 'flood-d other' }))).statusCode).toBe(204);
    now += 60_000;
    expect((await report(sampleReport({ message: 'flood-d later' }), {}, address)).statusCode).toBe(204);
  });
});

describe('browsing the errors', () => {
  it('filters by kind, release and period, and sorts by count', async () => {
    await report(sampleReport({ kind: 'error', message: 'filter-e', release: 'rel-e' }));
    const byRelease = await list('release=rel-e');
    expect(byRelease.body.data.map((row: { message: string }) => row.message)).toEqual(['filter-e']);
    const errorsOnly = await list('kind=error&limit=50');
    expect(errorsOnly.body.data.every((row: { kind: string }) => row.kind === 'error')).toBe(true);
    expect((await list('from=2026-11-19&to=2026-11-19')).body).toMatchObject({ data: [], total: 0 });
    const today = await list('from=2026-11-20&to=2026-11-20&limit=2');
    expect(today.body.total).toBeGreaterThan(2);
    expect(today.body.data).toHaveLength(2);
    const byCount = await list('sidx=count&sord=desc&limit=1');
    expect(byCount.body.data[0].count).toBe(LIMIT);
  });

  it('answers the newest last-seen first', async () => {
    const { data } = (await list('limit=50')).body as { data: { lastSeen: string }[] };
    const seen = data.map((row) => row.lastSeen);
    expect(seen).toEqual([...seen].sort().reverse());
  });

  it('refuses bad filters with Chinese messages', async () => {
    expect((await list('kind=warning')).body).toEqual({ code: 400, msg: clientErrorMessages.badKind });
    expect((await list('from=2026-13-01')).body).toEqual({ code: 400, msg: '日期格式应为 YYYY-MM-DD' });
    expect((await list('from=2026-11-20&to=2026-11-19')).body).toEqual({
      code: 400,
      msg: clientErrorMessages.badRange,
    });
  });

  it('is for system administrators only; an unknown id is 404', async () => {
    expect((await list('', 'reviewer')).status).toBe(403);
    expect((await t.call(null, 'GET', '/api/admin/client-errors')).status).toBe(401);
    expect((await t.call(tokens.sysadmin ?? null, 'GET', '/api/admin/client-errors/999999')).status).toBe(404);
  });
});

// Last: it moves the clock by days.
describe('expiring old errors', () => {
  const DAY = 86_400_000;
  const seen = (message: string, daysAgo: number) => {
    const at = new Date(now - daysAgo * DAY);
    return t.database.db.insert(clientErrors).values({
      fingerprint: message,
      kind: 'error',
      message,
      route: '/',
      release: 'r',
      firstSeenAt: at,
      lastSeenAt: at,
    });
  };
  const kept = async () =>
    (
      await t.database.db
        .select({ message: clientErrors.message })
        .from(clientErrors)
        .where(like(clientErrors.message, 'expiry-%'))
    )
      .map((row) => row.message)
      .sort();

  it('deletes the errors not seen for DTMM_CLIENT_ERROR_DAYS (90) when an instance starts, then hourly', async () => {
    await seen('expiry-old', 91);
    await seen('expiry-recent', 89);
    // The peer's hourly timer is a fake one, from its start to its close.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const peer = await buildTestApp({ demo: false, clock: () => now, peerOf: t });
    try {
      expect(await kept()).toEqual(['expiry-recent']);
      // Two days on, the recent one is 91 days old too; the next hourly sweep takes it.
      now += 2 * DAY;
      await seen('expiry-fresh', 1);
      await vi.advanceTimersByTimeAsync(RETENTION_SWEEP_MS - 1);
      expect(await kept()).toEqual(['expiry-fresh', 'expiry-recent']);
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(async () => expect(await kept()).toEqual(['expiry-fresh']));
    } finally {
      await peer.close();
      vi.useRealTimers();
    }
  });

  it('keeps them as long as DTMM_CLIENT_ERROR_DAYS says', async () => {
    await seen('expiry-week', 8);
    expect(await expireClientErrors({ ...t.app.ctx, config: loadConfig({ DTMM_CLIENT_ERROR_DAYS: '10' }) })).toBe(0);
    expect(await expireClientErrors({ ...t.app.ctx, config: loadConfig({ DTMM_CLIENT_ERROR_DAYS: '7' }) })).toBe(1);
    expect(await kept()).toEqual(['expiry-fresh']);
  });
});
