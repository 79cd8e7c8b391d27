import SwaggerParser from '@apidevtools/swagger-parser';
import { PUBLIC_PAGE_PATHS } from '@dtmm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellsOf, ROUTE_ACCESS } from '../test/authorization/route-access';
import { buildTestApp, type TestApp } from '../test/test-app';
import { webBuild } from '../test/web-build';

interface Operation {
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

// Renders nothing: enough for the public page routes to exist, as they do in production.
const ENTRY = `export function checkRender() {}
export function setServerFetch() {}
export async function renderPage() { return { kind: 'page', status: 200, title: '', styles: '', html: '', state: '{}' }; }`;

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await buildTestApp({ env: { DTMM_WEB_DIST: webBuild(ENTRY) } });
  doc = (await t.app.inject({ url: '/api/docs/json' })).json();
});
afterAll(() => t?.close());

/** Every operation of the document as 'METHOD /route/:param', the authorization matrix's key. */
function operations(): [string, Operation][] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]): [string, Operation] => [
      `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
      op,
    ]),
  );
}

describe('the OpenAPI document (issue 28, part 8)', () => {
  it('validates with a third-party OpenAPI validator', async () => {
    // The validator dereferences in place: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('names the recursive menus and regions as components, and files as bytes', () => {
    const components = (doc as Document & { components: { schemas: Record<string, unknown> } }).components.schemas;
    expect(Object.keys(components)).toEqual(expect.arrayContaining(['MenuNode', 'RegionNode']));
    expect(JSON.stringify(doc.paths['/plat/system/resource/getMenus'])).toContain('#/components/schemas/MenuNode');
    const captcha = doc.paths['/api/dtmm/common/jcaptcha.jpg']?.get?.responses['200']?.content;
    expect(captcha).toEqual({ 'image/png': { schema: { type: 'string', format: 'binary' } } });
  });

  it('lists the API only: no server-rendered page', async () => {
    expect((await t.app.inject({ url: '/home' })).statusCode).toBe(200); // the page route exists
    const pages = new Set<string>(PUBLIC_PAGE_PATHS);
    expect(Object.keys(doc.paths).filter((path) => pages.has(path))).toEqual([]);
  });

  it('describes the success answer of every operation: a 200 with its schema (a 204 has no body)', () => {
    const described = (op: Operation) =>
      Object.values(op.responses['200']?.content ?? {}).some((media) => media.schema) || '204' in op.responses;
    const missing = operations()
      .filter(([, op]) => !described(op))
      .map(([route]) => route);
    expect(missing).toEqual([]);
  });

  it('asks for the access token exactly where the authorization matrix refuses anonymous callers', () => {
    const wrong = operations().flatMap(([route, op]) => {
      const access = ROUTE_ACCESS[route.replace(/^HEAD /, 'GET ')];
      if (!access) return [`${route}: no matrix row`];
      const anonymous = cellsOf(access).anonymous === 'allow';
      // No requirement, or an empty one among them: the operation may be called without a token.
      const requirements = op.security ?? [];
      const tokenOptional = requirements.length === 0 || requirements.some((r) => Object.keys(r).length === 0);
      const asksToken = requirements.some((r) => 'accessToken' in r);
      return (anonymous ? tokenOptional : asksToken && !tokenOptional)
        ? []
        : [`${route}: ${JSON.stringify(op.security)}`];
    });
    expect(wrong).toEqual([]);
  });

  it('offers the body types a route takes: a form or JSON on login, refresh and logout', () => {
    const FORM_OR_JSON = ['application/x-www-form-urlencoded', 'application/json'];
    for (const path of ['/api/dtmm/auth/login', '/sso/oauth2/refresh_token']) {
      expect(Object.keys(doc.paths[path]?.post?.requestBody?.content ?? {}), path).toEqual(FORM_OR_JSON);
    }
    expect(Object.keys(doc.paths['/api/dtmm/auth/updatePassword']?.post?.requestBody?.content ?? {})).toEqual([
      'application/json',
    ]);
  });
});
