import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../modules/auth/sessions.service';
import { buildTestApp, type TestApp } from '../test-app';
import { AccessFixture } from './access-fixture';

let t: TestApp;
let fx: AccessFixture;
beforeAll(async () => {
  t = await buildTestApp();
  fx = new AccessFixture(t);
  await fx.setUp();
});
afterAll(() => t?.close());

const call = (token: string, url: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { access_token: token }, payload });
const tokenOf = async (userId: string) =>
  (await startSession(t.app.ctx, Number(userId), { ip: '127.0.0.1', userAgent: 'test' })).access_token;
let seq = 0;
/** A change only an ADMIN may make: adding a member. */
const addMember = (token: string) =>
  call(token, '/api/dtmm/company/companyuser/add', {
    username: `stale_${++seq}_${process.pid}`,
    phone: `1996${String(process.pid % 1000).padStart(3, '0')}${String(seq).padStart(4, '0')}`,
    password: 'abc123!x',
  });
const setRole = (admin: string, id: string, role: 'ADMIN' | 'USER') =>
  call(admin, `/api/dtmm/company/companyuser/update/${id}`, { role });

/** A token is a key to a session, not a copy of rights: every request reads them afresh. */
describe('a changed role or membership counts from the next request with the old token', () => {
  it('a member made ADMIN may manage at once, and made USER again may not', async () => {
    const admin = (await fx.token('adminA')) ?? '';
    const memberId = await fx.member('adminA', 'own');
    const member = await tokenOf(memberId);
    expect((await addMember(member)).statusCode).toBe(403);
    expect((await setRole(admin, memberId, 'ADMIN')).statusCode).toBe(200);
    expect((await addMember(member)).statusCode).toBe(200);
    expect((await setRole(admin, memberId, 'USER')).statusCode).toBe(200);
    expect((await addMember(member)).statusCode).toBe(403);
  });

  it('an unbound member’s old token no longer reads the company', async () => {
    const admin = (await fx.token('adminA')) ?? '';
    const memberId = await fx.member('adminA', 'own');
    const member = await tokenOf(memberId);
    const detail = `/api/dtmm/company/company/detail/${fx.companyA}`;
    const read = () => t.app.inject({ url: detail, headers: { access_token: member } });
    expect((await read()).statusCode).toBe(200);
    expect((await call(admin, `/api/dtmm/company/companyuser/delete/${memberId}`)).statusCode).toBe(200);
    expect([401, 404]).toContain((await read()).statusCode);
  });
});
