import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';

/**
 * The cache's behaviour on routes of its own: each counts how often its handler ran, so a hit is
 * a request that did not reach it. The real routes' declarations are tested in public-reads.test.ts.
 */
let now = Date.UTC(2026, 10, 20, 4, 0, 0);
const handled = new Map<string, number>();
const bodies = new Map<string, string>();
let gate: Promise<void> | null = null;

function testRoutes(app: FastifyInstance) {
  const count = (url: string) => handled.set(url, (handled.get(url) ?? 0) + 1);
  app.get('/api/test/cached/:n', { config: { publicCache: { tags: ['content'] } } }, async (request) => {
    count(request.url);
    await gate;
    const { size } = request.query as { size?: string };
    const key = `${(request.params as { n: string }).n}:${size}`;
    // Random text compresses to about half, so the store's bound is reached by a few entries.
    if (!bodies.has(key)) bodies.set(key, size ? randomBytes(Number(size) / 2).toString('hex') : 'short');
    return { code: 0, msg: '成功', data: bodies.get(key) };
  });
  app.get('/api/test/refused', { config: { publicCache: { tags: ['content'] } } }, async (request, reply) => {
    count(request.url);
    const { as } = request.query as { as: string };
    if (as === 'status') return reply.code(404).send({ code: 404, msg: '不存在' });
    return { code: 500, msg: '业务失败' };
  });
  app.post('/api/test/write', { config: { invalidates: ['content'] } }, async (request, reply) => {
    const { as } = request.query as { as?: string };
    if (as === 'status') return reply.code(409).send({ code: 409, msg: '冲突' });
    return { code: as === 'envelope' ? 500 : 0, msg: '' };
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ demo: false, clock: () => now, extend: testRoutes, env: { DTMM_PUBLIC_CACHE_MB: '1' } });
});
afterAll(() => t?.close());

let urlSeq = 0;
const freshUrl = (query = '') => `/api/test/cached/${++urlSeq}${query}`;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const ran = (url: string) => handled.get(url) ?? 0;
const write = (as = '') => t.app.inject({ method: 'POST', url: `/api/test/write${as ? `?as=${as}` : ''}` });

describe('hits and misses', () => {
  it('answers a repeat from the cache, with validators and the anonymous caching policy', async () => {
    const url = freshUrl();
    const first = await get(url);
    const second = await get(url);
    expect(ran(url)).toBe(1);
    expect(second.body).toBe(first.body);
    expect(second.json()).toEqual({ code: 0, msg: '成功', data: 'short' });
    for (const res of [first, second]) {
      expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
      expect(res.headers.vary).toBe('accept-encoding, access_token');
      expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-request-id']).toBeDefined();
    }
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('shares an entry between orders of the same query parameters', async () => {
    const url = freshUrl();
    await get(`${url}?page=1&limit=10`);
    await get(`${url}?limit=10&page=1`);
    expect(ran(`${url}?page=1&limit=10`) + ran(`${url}?limit=10&page=1`)).toBe(1);
    await get(`${url}?page=2&limit=10`);
    expect(ran(`${url}?page=2&limit=10`)).toBe(1);
  });

  it('keeps only 200 answers whose envelope says success', async () => {
    for (const url of ['/api/test/refused?as=status', '/api/test/refused?as=envelope']) {
      await get(url);
      const again = await get(url);
      expect(ran(url)).toBe(2);
      expect(again.headers.etag).toBeUndefined();
      expect(again.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers HEAD from the same entry, with the length of what GET would send', async () => {
    const url = freshUrl('?size=4000');
    const full = await get(url, { 'accept-encoding': 'gzip' });
    const head = await t.app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'gzip' } });
    expect(ran(url)).toBe(1);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(String(full.rawPayload.length));
    expect(head.headers['content-encoding']).toBe('gzip');
  });
});

describe('validators and codings', () => {
  it('answers If-None-Match with 304 and no body, from a hit and from a miss', async () => {
    const url = freshUrl();
    const { etag } = (await get(url)).headers;
    const hit = await get(url, { 'if-none-match': String(etag) });
    expect(hit.statusCode).toBe(304);
    expect(hit.body).toBe('');
    expect(hit.headers.etag).toBe(etag);
    expect(hit.headers['content-length']).toBeUndefined();
    await write(); // the entry is stale; the route answers the same bytes again
    const miss = await get(url, { 'if-none-match': `W/${etag}, "other"` });
    expect(ran(url)).toBe(2);
    expect(miss.statusCode).toBe(304);
    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers 304 for a compressed coding too, with nothing for @fastify/compress to encode', async () => {
    const url = freshUrl('?size=20000');
    const asked = { 'accept-encoding': 'gzip' };
    const { etag } = (await get(url, asked)).headers;
    const unchanged = await get(url, { ...asked, 'if-none-match': String(etag) });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect(unchanged.headers['content-encoding']).toBeUndefined();
    // The identity copy's tag does not stand for the gzip one.
    const plain = (await get(url)).headers.etag;
    expect((await get(url, { ...asked, 'if-none-match': String(plain) })).statusCode).toBe(200);
  });

  it('keeps brotli and gzip of a large body, each decoding to the same bytes, compressed once', async () => {
    const url = freshUrl('?size=20000');
    const identity = await get(url);
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(url, { 'accept-encoding': 'gzip;q=1, br;q=0.5' });
    const neither = await get(url, { 'accept-encoding': 'deflate' });
    expect(ran(url)).toBe(1);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(neither.headers['content-encoding']).toBeUndefined();
    expect(neither.rawPayload).toEqual(identity.rawPayload);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.brotliDecompressSync(br.rawPayload)).toEqual(identity.rawPayload);
    expect(zlib.gunzipSync(gzip.rawPayload)).toEqual(identity.rawPayload);
    expect(br.rawPayload.length).toBeLessThan(identity.rawPayload.length);
    expect(new Set([identity.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
  });

  it('compresses a miss the same way, and sends a small body as it is', async () => {
    const url = freshUrl('?size=20000');
    const miss = await get(url, { 'accept-encoding': 'br' });
    expect(miss.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(miss.rawPayload).toString()).code).toBe(0);
    const small = await get(freshUrl(), { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().code).toBe(0);
  });
});

describe('what makes an answer stale', () => {
  it('a successful write that names a tag of the answer, and no failed one', async () => {
    const url = freshUrl();
    await get(url);
    await write('status');
    await write('envelope');
    await get(url);
    expect(ran(url)).toBe(1);
    await write();
    await get(url);
    expect(ran(url)).toBe(2);
  });

  it('a write that committed while the read ran: that read stores nothing', async () => {
    const url = freshUrl();
    let open = () => {};
    gate = new Promise((resolve) => {
      open = resolve;
    });
    const reading = get(url);
    await vi.waitFor(() => expect(ran(url)).toBe(1)); // the read is in its handler
    await write();
    open();
    gate = null;
    await reading;
    await get(url);
    expect(ran(url)).toBe(2);
  });

  it('its lifetime, whatever the tags say', async () => {
    const url = freshUrl();
    await get(url);
    now += 299_000;
    await get(url);
    expect(ran(url)).toBe(1);
    now += 1_000;
    await get(url);
    expect(ran(url)).toBe(2);
  });

  it('room for newer answers: the store keeps its bound in bytes, dropping the least recently used', async () => {
    // About 0.6 MB each with their brotli and gzip copies, under a bound of 1 MB.
    const [first, second] = [freshUrl('?size=300000'), freshUrl('?size=300000')];
    await get(first);
    await get(second);
    await get(second);
    expect(ran(second)).toBe(1);
    await get(first);
    expect(ran(first)).toBe(2);
  });

  it('clear(), for whatever may have missed an invalidation', async () => {
    const url = freshUrl();
    await get(url);
    t.app.ctx.publicCache.clear();
    await get(url);
    expect(ran(url)).toBe(2);
  });
});

describe('signed-in requests', () => {
  it('neither read nor fill the cache, and are not kept by browsers', async () => {
    const url = freshUrl();
    const signedIn = await get(url, { access_token: 'any token' });
    expect(signedIn.headers.etag).toBeUndefined();
    expect(signedIn.headers['cache-control']).toBe('no-store');
    await get(url);
    expect(ran(url)).toBe(2);
    await get(url, { access_token: 'any token' });
    expect(ran(url)).toBe(3);
    await get(url);
    expect(ran(url)).toBe(3);
  });

  it('an empty access_token header is no credential (as the auth plugin reads it)', async () => {
    const url = freshUrl();
    await get(url);
    await get(url, { access_token: '' });
    expect(ran(url)).toBe(1);
  });
});

describe('switched off (DTMM_PUBLIC_CACHE_MB=0)', () => {
  it('answers every read from its route, as before', async () => {
    const off = await buildTestApp({ demo: false, extend: testRoutes, env: { DTMM_PUBLIC_CACHE_MB: '0' } });
    try {
      const url = freshUrl();
      await off.app.inject({ method: 'GET', url });
      const again = await off.app.inject({ method: 'GET', url });
      expect(ran(url)).toBe(2);
      expect(again.headers.etag).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});
