import type { KvStore } from './kv-store';
import { MemoryKvStore } from './memory-kv';
import { RedisKvStore } from './redis-kv';

export type { KvStore } from './kv-store';

/** Redis when a URL is configured, the in-process store otherwise. */
export function openKvStore(redisUrl: string | undefined, prefix?: string): KvStore {
  return redisUrl ? new RedisKvStore(redisUrl, prefix) : new MemoryKvStore();
}
