import type { PublicTag } from './public-tags';

/** What the public cache hears from the bus. */
export interface BusListener {
  /** These tags changed, on this instance or another. */
  changed(tags: readonly PublicTag[]): void;
  /** Whether every change reaches this instance: false from a lost connection until it listens again. */
  hearing(isHearing: boolean): void;
}

/**
 * Carries "these tags changed" to every instance's public cache: in memory for one process,
 * through Redis pub/sub when several instances share a database.
 */
export interface InvalidationBus {
  readonly kind: 'memory' | 'redis';
  /** The one listener (the public cache); it is told at once whether it hears changes yet. */
  listen(listener: BusListener): void;
  /** Tells this instance's listener before returning, then the other instances. */
  publish(tags: readonly PublicTag[]): Promise<void>;
  /** True once changes reach this instance, false if they do not within `timeoutMs`. */
  untilHearing(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/** One process: a change reaches its own listener, and there is nobody else to tell. */
export class MemoryInvalidationBus implements InvalidationBus {
  readonly kind = 'memory' as const;
  private listener: BusListener | undefined;

  listen(listener: BusListener) {
    this.listener = listener;
    listener.hearing(true);
  }

  async publish(tags: readonly PublicTag[]) {
    this.listener?.changed(tags);
  }

  async untilHearing(_timeoutMs: number) {
    return true;
  }

  async close() {}
}
