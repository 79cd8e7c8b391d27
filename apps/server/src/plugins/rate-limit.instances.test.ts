import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';

// Two instances behind one balancer share the limit through Redis; on the memory store there is nothing to share.
const onRedis = Boolean(process.env.DTMM_TEST_REDIS_URL);
const LIMIT = 40;
// A still clock: no window turns over while the test runs (Redis keeps its own, 60 s, time).
const now = Date.UTC(2026, 10, 20, 4, 0, 0);
let a: TestApp;
let b: TestApp;
let addressSeq = 0;

describe.skipIf(!onRedis)('rate limits on two instances sharing one Redis', () => {
  beforeAll(async () => {
    const options = { demo: false, clock: () => now, env: { DTMM_RATE_LIMIT_API: String(LIMIT) } };
    a = await buildTestApp(options);
    b = await buildTestApp({ ...options, peerOf: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const get = (t: TestApp, remoteAddress: string) =>
    t.app.inject({ method: 'GET', url: '/cruplat/getconfig', remoteAddress });
  const admitted = (statuses: number[]) => statuses.filter((status) => status === 200).length;

  it('never admit more than the limit together, however the requests fall on them', async () => {
    const address = `203.0.113.${++addressSeq}`;
    const burst = await Promise.all(
      Array.from({ length: 3 * LIMIT }, (_, i) => get(i % 3 === 0 ? b : a, address).then((r) => r.statusCode)),
    );
    expect(admitted(burst)).toBeLessThanOrEqual(LIMIT);
    // What an instance leased and did not spend yet goes to its next requests, and no further.
    const later: number[] = [];
    for (let i = 0; i < LIMIT; i++) later.push((await get(i % 2 ? b : a, address)).statusCode);
    expect(admitted(burst) + admitted(later)).toBe(LIMIT);
  });

  it('admit the whole limit to a client that alternates between them', async () => {
    const address = `203.0.113.${++addressSeq}`;
    const statuses: number[] = [];
    for (let i = 0; i < 2 * LIMIT; i++) statuses.push((await get(i % 2 ? b : a, address)).statusCode);
    expect(admitted(statuses)).toBe(LIMIT);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });
});
