import type { KvStore } from './kv-store';

interface Entry {
  value: string;
  expiresAt: number | null;
}

const SWEEP_INTERVAL_MS = 60_000;

/** The single-process store. `now` is injectable so tests can move time. */
export class MemoryKvStore implements KvStore {
  readonly kind = 'memory' as const;
  private readonly entries = new Map<string, Entry>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt !== null && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private expiry(ttlMs?: number): number | null {
    return ttlMs === undefined ? null : this.now() + ttlMs;
  }

  async get(key: string) {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlMs?: number) {
    this.entries.set(key, { value, expiresAt: this.expiry(ttlMs) });
  }

  async setIfAbsent(key: string, value: string, ttlMs: number) {
    if (this.live(key)) return false;
    this.entries.set(key, { value, expiresAt: this.expiry(ttlMs) });
    return true;
  }

  async take(key: string) {
    const entry = this.live(key);
    this.entries.delete(key);
    return entry?.value ?? null;
  }

  async delete(key: string) {
    this.entries.delete(key);
  }

  async increment(key: string, ttlMs: number) {
    return this.incrementBy(key, 1, ttlMs);
  }

  async incrementBy(key: string, by: number, ttlMs: number) {
    const entry = this.live(key);
    const count = (entry ? Number(entry.value) : 0) + by;
    this.entries.set(key, { value: String(count), expiresAt: entry ? entry.expiresAt : this.expiry(ttlMs) });
    return count;
  }

  async ttl(key: string) {
    const entry = this.live(key);
    return entry?.expiresAt == null ? null : entry.expiresAt - this.now();
  }

  async ping() {}

  async close() {
    clearInterval(this.sweeper);
    this.entries.clear();
  }

  private sweep() {
    for (const key of this.entries.keys()) this.live(key);
  }
}
