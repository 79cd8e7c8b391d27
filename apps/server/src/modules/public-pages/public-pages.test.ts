import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { WEB_TEMPLATE, webBuild } from '../../test/web-build';

/**
 * A stand-in for the web app's server bundle: it asks the platform config through the fetch the
 * server gives it, counts its renders, redirects, fails on request, and names the visitor's address
 * the in-process call was made with.
 */
const ENTRY = `
let fetchInProcess;
let renders = 0;
export function checkRender() {}
export function setServerFetch(f) { fetchInProcess = f; }
export async function renderPage(url) {
  const { pathname, searchParams } = new URL(url);
  if (searchParams.get('type') === 'abc') return { kind: 'redirect', status: 302, location: '/konwledge?type=1' };
  if (searchParams.has('fail')) throw new Error('render failed');
  const config = await (await fetchInProcess('http://dtmm.in-process/cruplat/getconfig')).json();
  renders += 1;
  const status = Number(searchParams.get('status') ?? 200);
  return {
    kind: 'page',
    status,
    title: '首页 - <' + config.data.companyName + '>',
    styles: '<style>.x{}</style>',
    html: '<p>' + pathname + ' #' + renders + '</p>',
    state: status === 200 ? '{"n":' + renders + '}' : '',
  };
}
`;

describe('server-rendered public pages', () => {
  let t: TestApp;
  const page = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await buildTestApp({ env: { DTMM_WEB_DIST: webBuild(ENTRY) } });
  });
  afterAll(() => t.close());

  it('fills the built index.html with the title, the styles, the page and its state', async () => {
    const answer = await page('/home');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
    const html = answer.body;
    expect(html).toContain('<title>首页 - &lt;山西省企业数字化转型服务平台&gt;</title>');
    expect(html).toContain('<style>.x{}</style></head>');
    expect(html).toMatch(
      /<div id="root"><p>\/home #\d+<\/p><\/div><script id="dtmm-ssr-state" type="application\/json">\{"n":\d+\}<\/script>/,
    );
  });

  it('keeps a rendered page until public data changes, then renders it again', async () => {
    const first = (await page('/case')).body;
    expect((await page('/case')).body).toBe(first);
    await t.app.ctx.publicCache.invalidate(['content']);
    const next = (await page('/case')).body;
    expect(next).not.toBe(first);
    expect(next).toContain('<p>/case #');
  });

  it('answers the page’s redirect, and the shell with a 500 when rendering fails', async () => {
    const redirect = await page('/konwledge?type=abc');
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/konwledge?type=1');
    // The browser still renders the page from the shell; monitoring sees the failure, the cache keeps nothing.
    const failed = await page('/case?fail=1');
    expect(failed.statusCode).toBe(500);
    expect(failed.body).toBe(WEB_TEMPLATE);
  });

  it('answers the status the page rendered with, and leaves the state out of a failed page', async () => {
    const missing = await page('/case/detail?status=404');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"><p>/case/detail #');
    expect(missing.body).not.toContain('dtmm-ssr-state');
  });

  it('renders only the public pages: a page behind sign-in stays the shell', async () => {
    const centre = await page('/user/companyinfo');
    expect(centre.statusCode).toBe(200);
    expect(centre.body).not.toContain('dtmm-ssr-state');
  });
});

describe('public pages without the server bundle', () => {
  it('sends the shell, which the browser renders itself', async () => {
    const t = await buildTestApp({ env: { DTMM_WEB_DIST: webBuild() } });
    try {
      const answer = await t.app.inject({ method: 'GET', url: '/home' });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(WEB_TEMPLATE);
    } finally {
      await t.close();
    }
  });
});

describe('a server bundle that cannot render', () => {
  it('is said once at start, and every public page is the shell', async () => {
    const logLines: string[] = [];
    const broken = `export function checkRender() { throw new TypeError('jsxDEV is not a function'); }
export function setServerFetch() {}
export async function renderPage() { throw new TypeError('jsxDEV is not a function'); }`;
    const t = await buildTestApp({ env: { DTMM_WEB_DIST: webBuild(broken) }, logLines });
    try {
      for (const url of ['/home', '/case', '/home']) {
        const answer = await t.app.inject({ method: 'GET', url });
        expect(answer.statusCode).toBe(200);
        expect(answer.body).toBe(WEB_TEMPLATE);
      }
      const errors = logLines.filter((line) => line.includes('jsxDEV'));
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('the server render cannot load');
    } finally {
      await t.close();
    }
  });
});
