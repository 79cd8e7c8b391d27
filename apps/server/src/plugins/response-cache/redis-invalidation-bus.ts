import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { BusListener, InvalidationBus } from './invalidation-bus';
import { isPublicTag, type PublicTag } from './public-tags';

interface Message {
  from: string;
  tags: PublicTag[];
}

function parseMessage(text: string): Message | null {
  try {
    const { from, tags } = JSON.parse(text) as Partial<Message>;
    return typeof from === 'string' && Array.isArray(tags) ? { from, tags: tags.filter(isPublicTag) } : null;
  } catch {
    return null;
  }
}

/**
 * Instances sharing a Redis: a change INCRs a counter per tag (`<prefix>public-cache:version:<tag>`,
 * how often each tag changed) and PUBLISHes the tags, in one round trip; every instance subscribes
 * on a connection of its own. A lost subscription may have missed messages, so the listener is told
 * it is deaf until the subscription is back (the cache then starts empty).
 */
export class RedisInvalidationBus implements InvalidationBus {
  readonly kind = 'redis' as const;
  private readonly instance = randomUUID();
  private readonly channel: string;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private listener: BusListener | undefined;
  private isHearing = false;
  private readonly waiting = new Set<() => void>();

  constructor(
    url: string,
    private readonly prefix = 'dtmm:',
  ) {
    this.channel = `${prefix}public-cache`;
    this.publisher = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000, commandTimeout: 5_000 });
    // Subscribing again is this class's business: it must know when the subscription is back.
    this.subscriber = new Redis(url, {
      autoResubscribe: false,
      connectTimeout: 5_000,
      connectionName: `${prefix}public-cache-subscriber`,
    });
    // Connection errors surface as 'close' (deaf) and on the publishes that fail; ioredis keeps reconnecting.
    this.publisher.on('error', () => {});
    this.subscriber.on('error', () => {});
    this.subscriber.on('ready', () => void this.subscribe());
    this.subscriber.on('close', () => this.setHearing(false));
    this.subscriber.on('message', (_channel: string, text: string) => this.receive(text));
  }

  listen(listener: BusListener) {
    this.listener = listener;
    listener.hearing(this.isHearing);
  }

  async publish(tags: readonly PublicTag[]) {
    this.listener?.changed(tags);
    const batch = this.publisher.multi();
    for (const tag of tags) batch.incr(`${this.prefix}public-cache:version:${tag}`);
    await batch.publish(this.channel, JSON.stringify({ from: this.instance, tags })).exec();
  }

  untilHearing(timeoutMs: number): Promise<boolean> {
    if (this.isHearing) return Promise.resolve(true);
    return new Promise((resolve) => {
      const heard = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.waiting.delete(heard);
        resolve(false);
      }, timeoutMs);
      timer.unref();
      this.waiting.add(heard);
    });
  }

  async close() {
    this.subscriber.removeAllListeners('close');
    await Promise.all(
      [this.publisher, this.subscriber].map((client) => client.quit().catch(() => client.disconnect())),
    );
  }

  private async subscribe() {
    try {
      await this.subscriber.subscribe(this.channel);
      this.setHearing(true);
    } catch {
      // The connection went away meanwhile; its next 'ready' subscribes again.
    }
  }

  private setHearing(isHearing: boolean) {
    if (isHearing === this.isHearing) return;
    this.isHearing = isHearing;
    this.listener?.hearing(isHearing);
    if (!isHearing) return;
    for (const heard of this.waiting) heard();
    this.waiting.clear();
  }

  private receive(text: string) {
    const message = parseMessage(text);
    if (message && message.from !== this.instance && message.tags.length > 0) this.listener?.changed(message.tags);
  }
}
