import { messages, ResultCode } from '@dtmm/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_CSP } from './plugins/errors';
import { DOCS_CSP } from './plugins/openapi';
import { buildTestApp, type TestApp } from './test/test-app';

let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    logLines,
    env: { DTMM_INSTANCE_ID: 'b2' },
    extend(app) {
      app.get('/api/test/boom', async () => {
        throw new Error('connection to secret-host:5432 refused at Object.<anonymous> (db.ts:12)');
      });
      app.get('/api/test/nul', async (request) => {
        const { q } = request.query as { q: string };
        return app.ctx.db.execute(sql`select ${q}::text as q`);
      });
      app.post(
        '/api/test/echo',
        { schema: { body: z.object({ name: z.string({ error: '请输入名称' }).min(1, { error: '请输入名称' }) }) } },
        async (request) => ({ code: 0, msg: '成功', data: request.body }),
      );
    },
  });
});
afterAll(() => t?.close());

describe('the envelope and the error model', () => {
  it('answers an unknown API path with 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dtmm/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: ResultCode.notFound, msg: messages.common.apiNotFound });
  });

  it('answers an unexpected error with a generic 500 and a request id, never the stack', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ code: ResultCode.serverError, msg: messages.common.serverError });
    expect(body.requestId).toBe(res.headers['x-request-id']);
    expect(res.body).not.toMatch(/secret-host|db\.ts|at Object/);
    const logged = logLines.map((line) => JSON.parse(line)).find((entry) => entry.level === 50);
    expect(logged).toMatchObject({
      requestId: body.requestId,
      err: { message: expect.stringContaining('secret-host') },
    });
  });

  it('answers a validation failure with 400, code 400 and the rule message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: '请输入名称' });
    const wrongType = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 42 } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().msg).toBe('请输入名称');
  });

  it('answers text the database cannot store (a NUL byte) with 400, not 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/nul?q=a%00b' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: messages.common.badRequest });
  });

  it('refuses broken JSON, a wrong content type and an oversized body with 4xx messages', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ code: 400, msg: messages.common.badJson });

    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'text/xml' },
      payload: '<name/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().msg).toBe(messages.common.unsupportedMediaType);

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(1_100_000) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ code: 413, msg: messages.common.payloadTooLarge });
  });
});

describe('security headers', () => {
  it('sets nosniff, a CSP with frame-ancestors and no-store on API answers, errors included', async () => {
    // Cached public reads say otherwise to anonymous readers: response-cache/public-cache.test.ts.
    for (const url of ['/api/health', '/api/dtmm/nothing', '/api/test/boom']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('keeps the document headers off JSON answers and on pages and file downloads', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(json.headers['content-security-policy']).toBe(API_CSP);
    expect(json.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(json.headers['referrer-policy']).toBe('no-referrer');
    expect(json.headers['cross-origin-opener-policy']).toBeUndefined();
    for (const url of ['/api/dtmm/common/file/download/unknown', '/home']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it('names the instance that answered (DTMM_INSTANCE_ID) on every answer, cached and refused ones too', async () => {
    const urls = [
      '/api/health',
      '/api/dtmm/nothing',
      '/api/test/boom',
      '/home',
      '/cruplat/getconfig',
      '/cruplat/getconfig',
    ];
    for (const url of urls) {
      expect((await t.app.inject({ method: 'GET', url })).headers['x-dtmm-instance'], url).toBe('b2');
    }
  });

  it('does not answer TRACE', async () => {
    const res = await t.app.inject({ method: 'TRACE', url: '/api/health' });
    expect(res.statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the routes from their zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/dtmm/common/dict', '/cruplat/getconfig']));
    expect(JSON.stringify(doc.paths['/api/dtmm/company/company/list'])).toContain('sidx');
  });
  it('serves a docs page with the policy it needs, and keeps that policy to the docs (issue 11)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toBe(DOCS_CSP);
    expect(DOCS_CSP).toContain("style-src 'self' 'unsafe-inline'");
    expect(DOCS_CSP).not.toMatch(/https:|validator/);
    const elsewhere = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(elsewhere.headers['content-security-policy']).toBe(API_CSP);
  });
});
