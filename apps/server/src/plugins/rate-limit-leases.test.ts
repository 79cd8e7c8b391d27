import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { KvStore } from './kv';
import { MemoryKvStore } from './kv/memory-kv';
import { RedisKvStore } from './kv/redis-kv';
import { leaseSize, MAX_LEASE, PermitLeases } from './rate-limit-leases';

const redisUrl = process.env.DTMM_TEST_REDIS_URL;
const stores: [string, () => KvStore][] = [['memory', () => new MemoryKvStore()]];
if (redisUrl) stores.push(['redis', () => new RedisKvStore(redisUrl, `dtmm-test:${randomBytes(4).toString('hex')}:`)]);

const WINDOW_MS = 60_000;
let clientSeq = 0;
const freshClient = () => `198.51.100.${++clientSeq}`;

/** Spends one permit per request, as the limiter does: at once when it can, through the store otherwise. */
const request = (leases: PermitLeases, client: string, limit: number) => {
  const lease = leases.leaseOf('api', client, limit, 1);
  return leases.trySpend(lease) ?? leases.spend(lease);
};

describe('lease sizes', () => {
  it('takes a quarter of what is left, at most MAX_LEASE, and single permits near the limit', () => {
    expect(leaseSize(600, 0)).toBe(MAX_LEASE);
    expect(leaseSize(600, 500)).toBe(25);
    expect(leaseSize(5, 0)).toBe(1);
    expect(leaseSize(100, 96)).toBe(1);
    expect(leaseSize(100, 100)).toBe(1);
    expect(leaseSize(100, 140)).toBe(1);
  });
});

describe.each(stores)('permit leases on the %s store', (_name, open) => {
  const kv = open();
  afterAll(() => kv.close());

  it('admits exactly the limit, asking the store once per lease rather than once per request', async () => {
    const store = vi.spyOn(kv, 'incrementBy');
    const leases = new PermitLeases(kv, WINDOW_MS);
    const client = freshClient();
    const answers: boolean[] = [];
    for (let i = 0; i < 700; i++) answers.push(await request(leases, client, 600));
    expect(answers.filter(Boolean)).toHaveLength(600);
    expect(answers.slice(600)).toEqual(Array(100).fill(false));
    // 600 permits in blocks of at most 32, shrinking near the limit; refusals cost no round trip.
    expect(store.mock.calls.length).toBeLessThan(60);
    expect(Number(await kv.get(`rl:api:${client}:1`))).toBeGreaterThanOrEqual(600);
    store.mockRestore();
  });

  it('answers most requests without waiting: only the one that finds the lease empty asks the store', async () => {
    const leases = new PermitLeases(kv, WINDOW_MS);
    const client = freshClient();
    const first = request(leases, client, 600);
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toBe(true);
    for (let i = 0; i < MAX_LEASE - 1; i++) expect(request(leases, client, 600)).toBe(true);
    expect(request(leases, client, 600)).toBeInstanceOf(Promise);
  });

  it('lets concurrent requests share a lease being taken instead of each taking one', async () => {
    const store = vi.spyOn(kv, 'incrementBy');
    const leases = new PermitLeases(kv, WINDOW_MS);
    const client = freshClient();
    const answers = await Promise.all(Array.from({ length: 100 }, () => request(leases, client, 40)));
    expect(answers.filter(Boolean)).toHaveLength(40);
    expect(store.mock.calls.length).toBeLessThan(20);
    store.mockRestore();
  });

  it('never admits more than the limit across instances sharing the store, and admits all of it', async () => {
    const instances = [new PermitLeases(kv, WINDOW_MS), new PermitLeases(kv, WINDOW_MS)];
    const client = freshClient();
    const answers = await Promise.all(
      Array.from({ length: 400 }, (_, i) => request(instances[i % 2] as PermitLeases, client, 150)),
    );
    expect(answers.filter(Boolean)).toHaveLength(150);
    // Asked in turn long enough, each instance spends what it leased: together they admit the whole limit.
    const client2 = freshClient();
    const inTurn: boolean[] = [];
    for (let i = 0; i < 300; i++) inTurn.push(await request(instances[i % 2] as PermitLeases, client2, 150));
    expect(inTurn.filter(Boolean)).toHaveLength(150);
  });

  it('starts over in the next window', async () => {
    const leases = new PermitLeases(kv, WINDOW_MS);
    const client = freshClient();
    for (let i = 0; i < 3; i++) await request(leases, client, 3);
    expect(await request(leases, client, 3)).toBe(false);
    const next = leases.leaseOf('api', client, 3, 2);
    expect(await (leases.trySpend(next) ?? leases.spend(next))).toBe(true);
  });
});
