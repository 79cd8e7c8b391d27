import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'dtmm-web-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>平台</title><div id="root"></div>');
  fs.writeFileSync(path.join(webDist, 'assets', 'index-AbC123.js'), `console.log(${JSON.stringify('x'.repeat(4000))})`);
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await buildTestApp({ demo: false, env: { DTMM_WEB_DIST: webDist } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('the web app served from the same origin', () => {
  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('revalidates files without a hash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/', 200],
    ['/home', 200],
    ['/empowerment/serviceProvider?type=1', 200],
    ['/user/companyinfo', 200],
    ['/admin/certifications/12', 200],
    ['/redirect/home', 200],
    ['/no/such/page', 404],
    ['/homes', 404],
    ['/user/members/extra', 404],
  ] as const)('answers %s with index.html so the client router decides, with HTTP %i', async (url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain('text/html');
    // Either way the browser asks again every time; a server-rendered public page may also be kept by
    // a shared cache in between (it is an anonymous public answer).
    expect(res.headers['cache-control']).toMatch(/^(no-cache|public, max-age=0, must-revalidate)$/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('keeps unknown API paths and non-GET requests as JSON 404s', async () => {
    for (const [method, url] of [
      ['GET', '/api/unknown'],
      ['GET', '/plat/system/unknown'],
      ['POST', '/home'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(404);
    }
  });
});
