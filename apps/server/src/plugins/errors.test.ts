import { messages } from '@dtmm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

// Found by the generated bad-input suite: these left as Fastify's own JSON, not the envelope.
describe('URLs Fastify cannot route', () => {
  it('answers a broken percent-escape in a path parameter with 400 in the envelope', async () => {
    for (const id of ['%zz', '%', '%E0%A4%A', '%C0%AF']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/dtmm/company/company/detail/${id}` });
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: messages.common.badRequest });
    }
  });

  it('answers a path parameter over the length limit with 414 in the envelope, without echoing it', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/companies/${'x'.repeat(5000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ code: 414, msg: messages.common.badRequest });
  });

  it('keeps the security headers on those answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dtmm/common/file/%zz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('frame-ancestors');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('a database that does not answer', () => {
  const outages = [
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    new Error('Connection terminated unexpectedly'),
    new Error('Query read timeout'),
    new Error('Client was closed and is not queryable'),
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
  ];
  let down: TestApp;
  beforeAll(async () => {
    down = await buildTestApp({
      extend: (app) => {
        for (const [i, cause] of outages.entries()) {
          app.get(`/api/test/outage/${i}`, async () => {
            throw new Error('Failed query: select 1', { cause });
          });
        }
      },
    });
  });
  afterAll(() => down?.close());

  it('answers 503 with the unavailable text and Retry-After for the driver errors of an outage', async () => {
    for (const [i, cause] of outages.entries()) {
      const res = await down.app.inject({ url: `/api/test/outage/${i}` });
      expect(res.statusCode, cause.message).toBe(503);
      expect(res.json()).toMatchObject({ code: 503, msg: messages.common.unavailable });
      expect(res.headers['retry-after']).toBe('5');
    }
  });
});
