import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { FIXED_CODE } from '../../modules/accounts/testing';
import { AccessFixture, PRINCIPALS, type PrincipalName } from '../authorization/access-fixture';
import { cellsOf, ROUTE_ACCESS } from '../authorization/route-access';
import { ROUTE_CALLS } from '../authorization/route-calls';
import { buildTestApp, type TestApp } from '../test-app';
import { figures, problemsOf } from './answer-checks';
import type { Mutation } from './mutation';
import { mutationsOf } from './mutations';
import { injectOptionsOf, shapeOf } from './request-shape';
import { collectRouteSchemas, type RouteSchemas } from './route-schemas';
import { breaksSchemas } from './server-view';
import { validCasesOf } from './valid-cases';

/**
 * Generated bad input against every route (issue 5, suite 2). Each route's valid call, made by the
 * first principal its matrix row allows, is mutated by fast-check; every answer must keep the
 * invariants of answer-checks.ts. DTMM_FUZZ_SEED reproduces a run; DTMM_FUZZ_RUNS scales it.
 */
const SEED = Number(process.env.DTMM_FUZZ_SEED ?? 20_250_505);
const RUNS = Number(process.env.DTMM_FUZZ_RUNS ?? 32);
const VALID_RUNS = Math.ceil(RUNS / 4);

const schemas = new Map<string, RouteSchemas>();
let t: TestApp;
let fx: AccessFixture;
const started = Date.now();

beforeAll(async () => {
  t = await buildTestApp({
    env: { DTMM_CAPTCHA: 'off', DTMM_SMS_FIXED_CODE: FIXED_CODE },
    onRoute: collectRouteSchemas(schemas),
  });
  fx = new AccessFixture(t);
  await fx.setUp();
}, 120_000);

afterAll(async () => {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const withResponseSchema = [...schemas.values()].filter((s) => s.hasResponseSchema).length;
  console.log(
    `bad input (seed ${SEED}, ${RUNS} mutations + ${VALID_RUNS} schema cases per route, ${seconds} s, ` +
      `${withResponseSchema} of ${schemas.size} routes with a response schema):`,
    figures,
  );
  await t?.close();
});

/** Each route's own seed, so adding a route leaves the others' cases as they were. */
function seedFor(route: string): number {
  let hash = 2166136261;
  for (const c of route) hash = Math.imul(hash ^ c.charCodeAt(0), 16777619);
  return (hash ^ SEED) | 0;
}

function firstAllowed(route: string): PrincipalName {
  const access = ROUTE_ACCESS[route];
  const who = access && PRINCIPALS.find((p) => cellsOf(access)[p] === 'allow');
  if (!who) throw new Error(`nobody may call ${route}`);
  return who;
}

async function send(route: string, who: PrincipalName, m: Mutation, after?: () => Promise<void>): Promise<string[]> {
  const options = injectOptionsOf(m.shape, await fx.token(who));
  const res = await t.app.inject(options);
  await after?.();
  const schemaBroken = breaksSchemas(m.shape, schemas.get(route));
  return problemsOf(res, {
    route,
    text: `${options.url}\n${options.payload ?? ''}`,
    invalidBecause: schemaBroken ? `breaks its ${schemaBroken} schema` : m.mustRefuse ? 'no such record or file' : null,
  });
}

/** Sends `numRuns` generated cases; the first one that breaks an invariant fails the route, shrunk. */
async function hold(
  route: string,
  who: PrincipalName,
  cases: fc.Arbitrary<Mutation>,
  { fromSchema, after }: { fromSchema: boolean; after?: () => Promise<void> },
) {
  const property = fc.asyncProperty(cases, async (m) => {
    if (fromSchema) countSchemaCase(route, m);
    const problems = await send(route, who, m, after);
    if (problems.length > 0) throw new Error(`${route} as ${who}, ${m.name}:\n${problems.join('\n')}`);
  });
  const seed = seedFor(route) + (fromSchema ? 1 : 0);
  await fc.assert(property, { seed, numRuns: fromSchema ? VALID_RUNS : RUNS });
}

function countSchemaCase(route: string, m: Mutation) {
  figures.fromSchema++;
  if (!breaksSchemas(m.shape, schemas.get(route))) figures.fromSchemaValid++;
}

describe('generated bad input', () => {
  for (const route of Object.keys(ROUTE_ACCESS)) {
    it(route, async () => {
      const build = ROUTE_CALLS[route];
      if (!build) throw new Error(`no call for ${route}`);
      const who = firstAllowed(route);
      const call = await build(fx, who, 'own');
      const base = shapeOf(route, call);
      const refusesUnknownIds = ROUTE_ACCESS[route]?.missing !== undefined;
      await hold(route, who, mutationsOf(base, { refusesUnknownIds }), { fromSchema: false, after: call.after });
      const valid = validCasesOf(base, schemas.get(route));
      if (valid) await hold(route, who, valid, { fromSchema: true, after: call.after });
    }, 60_000);
  }
});
