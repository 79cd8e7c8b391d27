import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_CODE } from '../../modules/accounts/testing';
import { buildTestApp, type TestApp } from '../test-app';
import {
  AccessFixture,
  CANARY,
  isOperatorPrincipal,
  PRINCIPALS,
  type PrincipalName,
  ROLE_OPERATORS,
  type Target,
  UNCERTIFIED_PRINCIPALS,
} from './access-fixture';
import { cellsOf, type Outcome, ROUTE_ACCESS } from './route-access';
import { type Call, ROUTE_CALLS } from './route-calls';

const registered = new Set<string>();
/** The routes whose anonymous answers the public cache keeps. */
const cachedRoutes = new Set<string>();
let t: TestApp;
let fx: AccessFixture;

beforeAll(async () => {
  t = await buildTestApp({
    env: { DTMM_CAPTCHA: 'off', DTMM_SMS_FIXED_CODE: FIXED_CODE },
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) if (method !== 'HEAD') registered.add(`${method} ${route.url}`);
      if (route.config?.publicCache && methods.includes('GET')) cachedRoutes.add(`GET ${route.url}`);
    },
  });
  fx = new AccessFixture(t);
  await fx.setUp();
}, 120_000);
afterAll(() => t?.close());

/** Those whose answers must never carry company B's canary. */
const OUTSIDE_B: readonly PrincipalName[] = ['anonymous', 'userA', 'adminA', 'provider', 'newcomer', 'disabled'];

async function send(route: string, who: PrincipalName, target: Target): Promise<LightMyRequestResponse> {
  const build = ROUTE_CALLS[route];
  if (!build) throw new Error(`no call for ${route}`);
  const call: Call = await build(fx, who, target);
  const token = await fx.token(who);
  const res = await t.app.inject({
    method: call.method,
    url: call.url,
    headers: { ...call.headers, ...(token ? { access_token: token } : {}) },
    ...(call.payload === undefined ? {} : { payload: call.payload }),
  });
  await call.after?.();
  return res;
}

/**
 * The headers baseline every answer keeps, refusals included (issue 5, suite 7). Only public
 * reference data (regions, industries) may be cached; every other JSON answer is no-store.
 */
function headerProblems(res: LightMyRequestResponse, isPublic: boolean): string[] {
  const h = res.headers;
  const problems: string[] = [];
  if (h['x-content-type-options'] !== 'nosniff') problems.push('no nosniff');
  if (!String(h['content-security-policy'] ?? '').includes('frame-ancestors')) problems.push('no CSP frame-ancestors');
  if (h['x-powered-by'] !== undefined) problems.push('X-Powered-By present');
  const isJson = String(h['content-type'] ?? '').startsWith('application/json');
  const cache = String(h['cache-control'] ?? '');
  if (isJson && !cache.includes('no-store') && !(isPublic && cache.startsWith('public'))) {
    problems.push(`JSON answer cached: ${cache}`);
  }
  return problems;
}

const meets = (status: number, outcome: Outcome, grantedAs?: number) =>
  outcome === 'allow' ? (status >= 200 && status < 400) || status === grantedAs : status === outcome;

/** One cell: what is wrong with its answer (the status, or B's canary for anyone outside B). */
async function check(route: string, who: PrincipalName, target: Target, outcome: Outcome): Promise<string[]> {
  const isPublic = ROUTE_ACCESS[route]?.kind === 'public';
  const res = await send(route, who, target);
  const cell = `${who} (${target}): expected ${outcome}, got ${res.statusCode} ${res.body.slice(0, 160)}`;
  const problems = meets(res.statusCode, outcome, ROUTE_ACCESS[route]?.grantedAs) ? [] : [cell];
  if (OUTSIDE_B.includes(who) && res.body.includes(CANARY)) problems.push(`${cell} — carries company B's canary`);
  if (target === 'served' && res.body.includes(`"${fx.unservedRecordOfA}"`)) {
    problems.push(`${cell} — names a record of A the provider did not serve`);
  }
  problems.push(...headerProblems(res, isPublic).map((problem) => `${who} (${target}): ${problem}`));
  return problems;
}

describe('authorization matrix', () => {
  it('declares every registered route, and no route that is gone', () => {
    const declared = new Set(Object.keys(ROUTE_ACCESS));
    expect(
      [...registered].filter((route) => !declared.has(route)),
      'routes without a row',
    ).toEqual([]);
    expect(
      [...declared].filter((route) => !registered.has(route)),
      'rows without a route',
    ).toEqual([]);
    expect(Object.keys(ROUTE_CALLS).sort()).toEqual([...declared].sort());
  });

  for (const [route, access] of Object.entries(ROUTE_ACCESS)) {
    it(`${route}`, async () => {
      const cells = cellsOf(access);
      const problems: string[] = [];
      for (const who of PRINCIPALS) problems.push(...(await check(route, who, 'own', cells[who])));
      const allowed = PRINCIPALS.filter((who) => cells[who] === 'allow');
      for (const who of access.foreign === undefined ? [] : allowed.filter((p) => !isOperatorPrincipal(p))) {
        problems.push(...(await check(route, who, 'foreign', access.foreign ?? 404)));
      }
      for (const who of access.missing === undefined ? [] : allowed) {
        problems.push(...(await check(route, who, 'missing', access.missing ?? 404)));
      }
      for (const who of access.uncertified === undefined ? [] : UNCERTIFIED_PRINCIPALS) {
        problems.push(...(await check(route, who, 'own', access.uncertified ?? 400)));
      }
      if (access.served !== undefined) {
        problems.push(...(await check(route, 'provider', 'served', access.served)));
        await fx.clearServed();
      }
      expect(problems).toEqual([]);
    });
  }
});

/**
 * The public cache keeps anonymous answers only: whoever asks after an anonymous request filled it
 * gets exactly what they get with nothing cached, and no one's answer is kept for the anonymous.
 */
describe('the public cache', () => {
  it("never gives a principal another principal's answer on any cached route", async () => {
    expect(cachedRoutes.size).toBeGreaterThanOrEqual(30);
    const problems: string[] = [];
    for (const route of [...cachedRoutes].sort()) problems.push(...(await crossings(route)));
    expect(problems).toEqual([]);
  });
});

/** What differs, on one cached route, between each principal's answer after an anonymous one was cached and without it. */
async function crossings(route: string): Promise<string[]> {
  const build = ROUTE_CALLS[route];
  if (!build) return [`${route}: no call`];
  const { method, url } = await build(fx, 'anonymous', 'own');
  const ask = async (who: PrincipalName) => {
    const token = await fx.token(who);
    const res = await t.app.inject({ method, url, headers: token ? { access_token: token } : {} });
    return `${res.statusCode} ${res.body}`;
  };
  const cache = t.app.ctx.publicCache;
  cache.clear();
  const anonymous = await ask('anonymous');
  const problems: string[] = [];
  // One-role operators are left out: a public answer never depends on an operator's roles.
  for (const who of PRINCIPALS.filter((p) => !(p in ROLE_OPERATORS))) {
    const warm = await ask(who);
    cache.clear();
    const cold = await ask(who);
    if (warm !== cold) problems.push(`${route} ${who}: cached ${warm.slice(0, 160)} — uncached ${cold.slice(0, 160)}`);
    const after = await ask('anonymous');
    if (after !== anonymous) problems.push(`${route} anonymous after ${who}: ${after.slice(0, 160)}`);
  }
  return problems;
}
