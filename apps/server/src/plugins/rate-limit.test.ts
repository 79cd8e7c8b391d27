import { messages } from '@dtmm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';
import { clientAddressKey, tiersOf } from './rate-limit';

let t: TestApp;
let now = Date.UTC(2026, 10, 20, 4, 0, 0);
let addressSeq = 0;

/** A new address at the start of a new window: each test counts from zero. */
function fresh() {
  now = (Math.floor(now / 60_000) + 1) * 60_000;
  return `203.0.113.${++addressSeq}`;
}

beforeAll(async () => {
  t = await buildTestApp({
    demo: false,
    clock: () => now,
    env: { DTMM_RATE_LIMIT_API: '5', DTMM_RATE_LIMIT_AUTH: '3', DTMM_RATE_LIMIT_SMS: '2' },
  });
});
afterAll(() => t?.close());

const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, remoteAddress, headers });
const post = (url: string, remoteAddress: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, remoteAddress, payload });
const CONFIG = '/cruplat/getconfig';

describe('which paths count where', () => {
  it('puts every API path in the general tier, auth paths and send-code paths in stricter ones', () => {
    expect(tiersOf('/cruplat/getconfig')).toEqual(['api']);
    expect(tiersOf('/api/dtmm/auth/login')).toEqual(['api', 'auth']);
    expect(tiersOf('/sso/oauth2/refresh_token')).toEqual(['api', 'auth']);
    expect(tiersOf('/api/dtmm/auth/sendExistVerifyCode')).toEqual(['api', 'auth', 'sms']);
    expect(tiersOf('/api/dtmm/auth/userinfo')).toEqual(['api']);
    expect(tiersOf('/api/dtmm/auth/upload')).toEqual(['api']);
    expect(tiersOf('/api/dtmm/client-errors')).toEqual(['api', 'clientErrors']);
    expect(tiersOf('/api/health')).toEqual([]);
    expect(tiersOf('/assets/index-abc.js')).toEqual([]);
    expect(tiersOf('/user/companyinfo')).toEqual([]);
  });

  it('counts IPv4 as is and IPv6 by its /64', () => {
    expect(clientAddressKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientAddressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientAddressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe('the limits', () => {
  it('lets N requests pass, answers the next with 429 and Retry-After, and opens again with the next window', async () => {
    const address = fresh();
    now += 15_000;
    for (let i = 0; i < 5; i++) expect((await get(CONFIG, address)).statusCode).toBe(200);
    const refused = await get(CONFIG, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 429, msg: messages.common.tooManyRequests });
    expect(refused.headers['retry-after']).toBe('45');
    expect(refused.headers['x-request-id']).toBeDefined();
    now += 44_999;
    expect((await get(CONFIG, address)).headers['retry-after']).toBe('1');
    now += 1;
    expect((await get(CONFIG, address)).statusCode).toBe(200);
  });

  it('counts each address on its own', async () => {
    const [a, b] = [fresh(), fresh()];
    for (let i = 0; i < 5; i++) await get(CONFIG, a);
    expect((await get(CONFIG, a)).statusCode).toBe(429);
    expect((await get(CONFIG, b)).statusCode).toBe(200);
  });

  it('is stricter on auth paths, and those count in the general tier too', async () => {
    const address = fresh();
    for (let i = 0; i < 3; i++) expect((await post('/api/dtmm/auth/register', address)).statusCode).toBe(400);
    expect((await post('/api/dtmm/auth/register', address)).statusCode).toBe(429);
    // Refused requests count too: 4 in the general tier so far, one more passes.
    expect((await get(CONFIG, address)).statusCode).toBe(200);
    expect((await get(CONFIG, address)).statusCode).toBe(429);
    expect((await post('/sso/oauth2/refresh_token', fresh())).statusCode).not.toBe(429);
  });

  it('is strictest on the send-code paths, whichever spelling reaches them', async () => {
    const address = fresh();
    const phone = { phone: '19912340000' };
    expect((await post('/api/dtmm/auth/sendNotExistVerifyCode', address, phone)).statusCode).toBe(200);
    expect((await post('/api/dtmm/auth/sendExistVerifyCode/?x=1', address, phone)).statusCode).toBe(400);
    expect((await post('/api/dtmm/auth/sendNotExistVerifyCode', address, phone)).statusCode).toBe(429);
    expect((await post('/api/dtmm/auth/send%4EotExistVerifyCode', address, phone)).statusCode).toBe(429);
  });

  it('counts unknown API paths, but never the health check or web pages', async () => {
    const address = fresh();
    for (let i = 0; i < 5; i++) expect((await get('/api/dtmm/nothing', address)).statusCode).toBe(404);
    expect((await get('/api/dtmm/nothing', address)).statusCode).toBe(429);
    for (let i = 0; i < 10; i++) expect((await get('/api/health', address)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await get('/user/companyinfo', address)).statusCode).not.toBe(429);
  });

  it('ignores X-Forwarded-For without DTMM_TRUST_PROXY', async () => {
    const address = fresh();
    for (let i = 0; i < 5; i++) await get(CONFIG, address, { 'x-forwarded-for': `10.0.0.${i}` });
    expect((await get(CONFIG, address, { 'x-forwarded-for': '10.9.9.9' })).statusCode).toBe(429);
  });

  it('counts an IPv6 client by its /64 network', async () => {
    fresh();
    for (let i = 1; i <= 5; i++) await get(CONFIG, `2001:db8:aa:bb::${i}`);
    expect((await get(CONFIG, '2001:db8:aa:bb:ffff::1')).statusCode).toBe(429);
    expect((await get(CONFIG, '2001:db8:aa:bc::1')).statusCode).toBe(200);
  });

  it('lets requests through when the key-value store fails', async () => {
    const address = fresh();
    const original = t.kv.incrementBy;
    t.kv.incrementBy = async () => {
      throw new Error('store down');
    };
    try {
      for (let i = 0; i < 8; i++) expect((await get(CONFIG, address)).statusCode).toBe(200);
    } finally {
      t.kv.incrementBy = original;
    }
  });
});
