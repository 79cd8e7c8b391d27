import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';

/**
 * Every write must say what public data it changes (`config.invalidates`, [] for none), so a new
 * route cannot forget the public cache; and only reads may be cached.
 */
const routes: RouteOptions[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ demo: false, onRoute: (route) => void routes.push(route) });
});
afterAll(() => t?.close());

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);
const name = (route: RouteOptions) => `${methodsOf(route).join(',')} ${route.url}`;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('public cache declarations', () => {
  it('every POST, PUT, PATCH and DELETE route declares what it invalidates', () => {
    const writes = routes.filter((route) => methodsOf(route).some((method) => WRITES.has(method)));
    expect(writes.length).toBeGreaterThan(50);
    expect(writes.filter((route) => !Array.isArray(route.config?.invalidates)).map(name)).toEqual([]);
  });

  it('only GET (and its HEAD) routes are cached, each naming what its answer depends on', () => {
    const cached = routes.filter((route) => route.config?.publicCache);
    expect(cached.length).toBeGreaterThan(30);
    expect(cached.filter((route) => methodsOf(route).some((m) => m !== 'GET' && m !== 'HEAD')).map(name)).toEqual([]);
    expect(cached.filter((route) => (route.config?.publicCache?.tags.length ?? 0) === 0).map(name)).toEqual([]);
  });
});
