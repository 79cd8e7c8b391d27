import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type BusListener, type InvalidationBus, MemoryInvalidationBus } from './invalidation-bus';
import type { PublicTag } from './public-tags';
import { RedisInvalidationBus } from './redis-invalidation-bus';

/** What a bus told its listener, in order. */
function recorder() {
  const heard: (readonly PublicTag[] | boolean)[] = [];
  const listener: BusListener = { changed: (tags) => heard.push(tags), hearing: (isHearing) => heard.push(isHearing) };
  return { heard, listener };
}

describe('the bus in memory', () => {
  it('tells its own listener at once, and that it hears everything', async () => {
    const bus = new MemoryInvalidationBus();
    const { heard, listener } = recorder();
    bus.listen(listener);
    const published = bus.publish(['content', 'dictionaries']);
    expect(heard).toEqual([true, ['content', 'dictionaries']]);
    await published;
    expect(await bus.untilHearing(0)).toBe(true);
  });
});

const redisUrl = process.env.DTMM_TEST_REDIS_URL;

describe.skipIf(!redisUrl)('the bus on Redis', () => {
  const url = redisUrl ?? '';
  const newPrefix = () => `dtmm-test:${randomBytes(4).toString('hex')}:`;
  const buses: InvalidationBus[] = [];
  const admin = new Redis(url);
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await admin.quit();
  });

  async function listening(prefix: string) {
    const bus = new RedisInvalidationBus(url, prefix);
    buses.push(bus);
    const record = recorder();
    bus.listen(record.listener);
    expect(await bus.untilHearing(5_000)).toBe(true);
    return { bus, ...record };
  }

  it('tells its own listener at once and the other instances through Redis, not itself twice', async () => {
    const prefix = newPrefix();
    const a = await listening(prefix);
    const b = await listening(prefix);
    await a.bus.publish(['solutions', 'companies']);
    expect(a.heard).toEqual([false, true, ['solutions', 'companies']]);
    await vi.waitFor(() => expect(b.heard).toEqual([false, true, ['solutions', 'companies']]));
    expect(Number(await admin.get(`${prefix}public-cache:version:solutions`))).toBeGreaterThanOrEqual(1);
    // Another deployment's channel, a stranger's message, an unknown tag: none of them count.
    await admin.publish(`${prefix}public-cache`, 'not json');
    await admin.publish(`${prefix}public-cache`, JSON.stringify({ from: 'x', tags: ['nonsense', 'content'] }));
    await vi.waitFor(() => expect(b.heard.at(-1)).toEqual(['content']));
    expect(a.heard.at(-1)).toEqual(['content']);
  });

  it('is deaf from a lost connection until it has subscribed again', async () => {
    const prefix = newPrefix();
    const { bus, heard } = await listening(prefix);
    const clients = await admin.client('LIST');
    const id = /id=(\d+) [^\n]* name=([^ ]+)/g;
    const subscriber = [...String(clients).matchAll(id)].find(
      ([, , name]) => name === `${prefix}public-cache-subscriber`,
    );
    expect(subscriber).toBeDefined();
    await admin.client('KILL', 'ID', subscriber?.[1] ?? '');
    await vi.waitFor(() => expect(heard.slice(2)).toEqual([false, true]), { timeout: 10_000 });
    expect(await bus.untilHearing(0)).toBe(true);
  });
});
