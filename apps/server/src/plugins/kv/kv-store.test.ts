import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { KvStore } from './kv-store';
import { MemoryKvStore } from './memory-kv';
import { RedisKvStore } from './redis-kv';

const redisUrl = process.env.DTMM_TEST_REDIS_URL;
const stores: [string, () => KvStore][] = [['memory', () => new MemoryKvStore()]];
if (redisUrl) stores.push(['redis', () => new RedisKvStore(redisUrl, `dtmm-test:${randomBytes(4).toString('hex')}:`)]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(stores)('KvStore on %s', (_name, open) => {
  const kv = open();
  afterAll(() => kv.close());

  it('stores, reads and deletes', async () => {
    await kv.set('a', '1');
    expect(await kv.get('a')).toBe('1');
    expect(await kv.ttl('a')).toBeNull();
    await kv.delete('a');
    expect(await kv.get('a')).toBeNull();
  });

  it('forgets a value after its ttl', async () => {
    await kv.set('short', 'x', 50);
    expect(await kv.get('short')).toBe('x');
    const left = await kv.ttl('short');
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(50);
    await sleep(80);
    expect(await kv.get('short')).toBeNull();
  });

  it('sets only when absent', async () => {
    expect(await kv.setIfAbsent('once', 'first', 1000)).toBe(true);
    expect(await kv.setIfAbsent('once', 'second', 1000)).toBe(false);
    expect(await kv.get('once')).toBe('first');
  });

  it('takes a value exactly once, even when asked in parallel', async () => {
    await kv.set('code', '123456', 1000);
    const taken = await Promise.all(Array.from({ length: 10 }, () => kv.take('code')));
    expect(taken.filter((v) => v === '123456')).toHaveLength(1);
  });

  it('counts within a window that the first hit opens', async () => {
    const counts = await Promise.all(Array.from({ length: 20 }, () => kv.increment('hits', 100)));
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    await kv.increment('hits', 100_000); // a later hit does not extend the window
    await sleep(130);
    expect(await kv.increment('hits', 100)).toBe(1);
  });

  it('adds blocks atomically, in the same window as single increments', async () => {
    const counts = await Promise.all(Array.from({ length: 10 }, (_, i) => kv.incrementBy('leases', i + 1, 100)));
    expect(counts.sort((a, b) => a - b).at(-1)).toBe(55);
    expect(new Set(counts).size).toBe(10);
    expect(await kv.increment('leases', 100_000)).toBe(56);
    const left = await kv.ttl('leases');
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(100);
    await sleep(130);
    expect(await kv.incrementBy('leases', 32, 100)).toBe(32);
  });
});

describe('MemoryKvStore with an injected clock', () => {
  it('expires by the clock it is given', async () => {
    let now = 1_000;
    const kv = new MemoryKvStore(() => now);
    await kv.set('lock', '1', 600_000);
    now += 599_999;
    expect(await kv.get('lock')).toBe('1');
    now += 1;
    expect(await kv.get('lock')).toBeNull();
    await kv.close();
  });
});
