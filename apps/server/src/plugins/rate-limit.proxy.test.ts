import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';

// Behind a trusted balancer (127.0.0.1 here) the client address comes from X-Forwarded-For.
let t: TestApp;
const now = Date.UTC(2026, 10, 20, 4, 0, 0);

beforeAll(async () => {
  t = await buildTestApp({
    demo: false,
    clock: () => now,
    env: { DTMM_TRUST_PROXY: '127.0.0.1', DTMM_RATE_LIMIT_API: '3' },
  });
});
afterAll(() => t?.close());

const get = (remoteAddress: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/cruplat/getconfig',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

describe('rate limits behind a trusted proxy (DTMM_TRUST_PROXY)', () => {
  it('counts the forwarded client, not the balancer', async () => {
    for (let i = 0; i < 3; i++) expect((await get('127.0.0.1', '198.51.100.1')).statusCode).toBe(200);
    expect((await get('127.0.0.1', '198.51.100.1')).statusCode).toBe(429);
    expect((await get('127.0.0.1', '198.51.100.2')).statusCode).toBe(200);
  });

  it('takes the address the balancer appended, not one the client put in front', async () => {
    for (let i = 0; i < 3; i++) await get('127.0.0.1', `10.${i}.0.1, 198.51.100.3`);
    expect((await get('127.0.0.1', '10.99.0.1, 198.51.100.3')).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For from an address that is not the balancer', async () => {
    for (let i = 0; i < 3; i++) await get('192.0.2.50', `198.51.100.${10 + i}`);
    expect((await get('192.0.2.50', '198.51.100.99')).statusCode).toBe(429);
  });
});

// nginx ends TLS and says so in X-Forwarded-Proto (deploy/nginx/dtmm.conf): the page's https origin is this site's.
describe('the same-origin check behind a trusted proxy that ends TLS', () => {
  const login = (remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/dtmm/auth/login',
      remoteAddress,
      headers: { host: 'dtmm.example.cn', origin: 'https://dtmm.example.cn', 'x-forwarded-proto': 'https' },
      payload: { grant_type: 'password', client_id: 'x', client_secret: 'x', username: 'nobody', password: 'wrong-1' },
    });

  it('takes the forwarded https from the balancer, and from nobody else', async () => {
    // Past the check: the login itself refuses the made-up client.
    expect((await login('127.0.0.1')).statusCode).toBe(401);
    expect((await login('192.0.2.60')).statusCode).toBe(403);
  });
});
