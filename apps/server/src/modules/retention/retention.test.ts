import { randomUUID } from 'node:crypto';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { freshPhone } from '../accounts/testing';
import { sessions } from '../auth/sessions.table';
import { clientErrors } from '../client-errors/client-errors.table';
import { users } from '../users/users.table';
import { RETENTION_RULES, sweepRetention } from './retention';

const DAY = 86_400_000;
const now = Date.UTC(2026, 5, 1, 4, 0, 0);
let t: TestApp;
let userId = 0;

beforeAll(async () => {
  t = await buildTestApp({ demo: false, clock: () => now });
  const [user] = await t.database.db
    .insert(users)
    .values({ username: 'retention_user', phone: freshPhone(), passwordHash: 'not-used' })
    .returning({ id: users.id });
  userId = user?.id ?? 0;
}, 120_000);
afterAll(() => t?.close());

const daysAgo = (days: number) => new Date(now - days * DAY);

/** A session row named `ip` that expires, and perhaps was revoked, at the given days from now (negative: past). */
const session = (ip: string, expiresInDays: number, revokedDaysAgo?: number) =>
  t.database.db.insert(sessions).values({
    userId,
    familyId: randomUUID(),
    refreshTokenHash: randomUUID(),
    createdAt: daysAgo(60),
    expiresAt: new Date(now + expiresInDays * DAY),
    ...(revokedDaysAgo === undefined ? {} : { revokedAt: daysAgo(revokedDaysAgo), revokeReason: 'logout' }),
    ip,
  });
const clientError = (message: string, lastSeenDaysAgo: number) =>
  t.database.db.insert(clientErrors).values({
    fingerprint: message,
    kind: 'error',
    message,
    route: '/',
    release: 'r',
    firstSeenAt: daysAgo(lastSeenDaysAgo + 1),
    lastSeenAt: daysAgo(lastSeenDaysAgo),
  });

const keptSessions = async () =>
  (await t.database.db.select({ ip: sessions.ip }).from(sessions).where(like(sessions.ip, 'kept-%')))
    .map((row) => row.ip)
    .sort();
const keptErrors = async () =>
  (await t.database.db.select({ message: clientErrors.message }).from(clientErrors)).map((row) => row.message).sort();
const ctxWith = (env: Record<string, string>) => ({ ...t.app.ctx, config: loadConfig(env) });

describe('the retention sweeper', () => {
  it('runs every rule, deleting what is older than its period and keeping what is newer', async () => {
    expect(RETENTION_RULES.map((rule) => rule.name)).toEqual(['clientErrors', 'endedSessions']);
    await session('kept-expired-31', -31);
    await session('kept-expired-29', -29);
    await session('kept-revoked-31', 10, 31);
    await session('kept-revoked-29', 10, 29);
    await session('kept-live', 10);
    await clientError('seen-91', 91);
    await clientError('seen-89', 89);

    // The defaults: sessions 30 days after they ended, client errors 90 days after last seen.
    expect(await sweepRetention(t.app.ctx, t.app.log)).toEqual({ clientErrors: 1, endedSessions: 2 });
    expect(await keptSessions()).toEqual(['kept-expired-29', 'kept-live', 'kept-revoked-29']);
    expect(await keptErrors()).toEqual(['seen-89']);
    // A second sweep finds nothing more: each delete is idempotent, so every instance may sweep.
    expect(await sweepRetention(t.app.ctx, t.app.log)).toEqual({ clientErrors: 0, endedSessions: 0 });
  });

  it('keeps each kind as long as its setting says', async () => {
    const shorter = ctxWith({ DTMM_SESSION_RETENTION_DAYS: '7', DTMM_CLIENT_ERROR_DAYS: '30' });
    expect(await sweepRetention(shorter, t.app.log)).toEqual({ clientErrors: 1, endedSessions: 2 });
    expect(await keptSessions()).toEqual(['kept-live']);
    expect(await keptErrors()).toEqual([]);
  });

  it('goes on with the other rules when one fails, and logs it', async () => {
    const logged: unknown[] = [];
    const log = { ...t.app.log, error: (entry: unknown) => logged.push(entry) } as typeof t.app.log;
    await clientError('seen-100', 100);
    const broken = {
      ...t.app.ctx,
      config: { ...t.app.ctx.config, retention: { ...t.app.ctx.config.retention, endedSessionMs: Number.NaN } },
    };
    expect(await sweepRetention(broken, log)).toEqual({ clientErrors: 1 });
    expect(logged).toHaveLength(1);
  });
});
