import { messages } from '@dtmm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_ACCESS } from '../authorization/route-access';
import { buildTestApp, type TestApp } from '../test-app';

// The rest of the bad-input suite runs with generous limits; this case needs the limiter to trip.
let t: TestApp;
let address = 0;
beforeAll(async () => {
  // A still clock: no window turns over between a route's requests.
  const now = Date.now();
  t = await buildTestApp({
    demo: false,
    clock: () => now,
    env: { DTMM_RATE_LIMIT_API: '5', DTMM_RATE_LIMIT_AUTH: '3', DTMM_RATE_LIMIT_SMS: '2' },
  });
});
afterAll(() => t?.close());

describe('every route over its rate limit (issue 11, finding 3)', () => {
  it('answers a 429 envelope, never a 500, on every route of the matrix', async () => {
    const problems: string[] = [];
    for (const route of Object.keys(ROUTE_ACCESS)) {
      const [method = 'GET', pattern = '/'] = route.split(' ');
      if (pattern === '/api/health') continue; // never limited
      const url = pattern.replace(/:[A-Za-z]+/g, '1');
      address++;
      const remoteAddress = `198.51.${address >> 8}.${address & 255}`;
      const send = () => t.app.inject({ method: method as 'GET' | 'POST' | 'PUT' | 'DELETE', url, remoteAddress });
      // Past every tier: the strictest (sms) is 2, the loosest (api) 5.
      let last = await send();
      for (let i = 0; i < 6 && last.statusCode !== 429; i++) last = await send();
      const body = String(last.headers['content-type']).includes('json') ? last.json() : null;
      if (last.statusCode !== 429 || body?.code !== 429 || body?.msg !== messages.common.tooManyRequests) {
        problems.push(`${route}: ${last.statusCode} ${last.body.slice(0, 120)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
