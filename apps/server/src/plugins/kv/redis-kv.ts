import { Redis } from 'ioredis';
import type { KvStore } from './kv-store';

// INCRBY and start the window only when this call created the key, in one round trip.
const INCREMENT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if count == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/** The shared store for several instances. Keys carry a prefix so deployments (and tests) can share a server. */
export class RedisKvStore implements KvStore {
  readonly kind = 'redis' as const;
  private readonly client: Redis;

  constructor(url: string, prefix = 'dtmm:') {
    this.client = new Redis(url, {
      keyPrefix: prefix,
      maxRetriesPerRequest: 2,
      connectTimeout: 5_000,
      commandTimeout: 5_000,
      lazyConnect: false,
    });
    // Connection errors surface on the commands that fail; ioredis keeps reconnecting.
    this.client.on('error', () => {});
  }

  async get(key: string) {
    return this.client.get(key);
  }

  async set(key: string, value: string, ttlMs?: number) {
    if (ttlMs === undefined) await this.client.set(key, value);
    else await this.client.set(key, value, 'PX', Math.max(1, Math.ceil(ttlMs)));
  }

  async setIfAbsent(key: string, value: string, ttlMs: number) {
    return (await this.client.set(key, value, 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX')) === 'OK';
  }

  async take(key: string) {
    return this.client.getdel(key);
  }

  async delete(key: string) {
    await this.client.del(key);
  }

  async increment(key: string, ttlMs: number) {
    return this.incrementBy(key, 1, ttlMs);
  }

  async incrementBy(key: string, by: number, ttlMs: number) {
    return Number(await this.client.eval(INCREMENT_SCRIPT, 1, key, Math.max(1, Math.ceil(ttlMs)), by));
  }

  async ttl(key: string) {
    const ms = await this.client.pttl(key);
    return ms < 0 ? null : ms;
  }

  async ping() {
    await this.client.ping();
  }

  async close() {
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
