import type { InvalidationBus } from './invalidation-bus';
import { MemoryInvalidationBus } from './invalidation-bus';
import { RedisInvalidationBus } from './redis-invalidation-bus';

export type { InvalidationBus } from './invalidation-bus';
export { PublicCache } from './public-cache';
export { registerPublicCache } from './public-cache.hooks';
export { dependsOnAllPublicData, PUBLIC_TAGS, type PublicCachePolicy, type PublicTag } from './public-tags';

/** Redis pub/sub when a URL is configured, this process alone otherwise. */
export function openInvalidationBus(redisUrl: string | undefined, prefix?: string): InvalidationBus {
  return redisUrl ? new RedisInvalidationBus(redisUrl, prefix) : new MemoryInvalidationBus();
}
