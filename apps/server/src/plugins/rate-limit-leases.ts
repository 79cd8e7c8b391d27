import type { KvStore } from './kv';

/** The most permits one lease takes: a client's burst costs the store one round trip per this many requests. */
export const MAX_LEASE = 32;

/** Permits of one (tier, client, window) this instance took from the store and spends with no round trip. */
export interface Lease {
  readonly key: string;
  readonly limit: number;
  /** Taken and not yet spent. */
  permits: number;
  /** The store's count after this instance's last lease: what it knows of every instance's share. */
  counted: number;
  /** Whether this instance said that the limit is reached (one log line per lease). */
  warned: boolean;
  /** A lease under way: the requests that found no permit wait for it instead of taking their own. */
  taking: Promise<void> | null;
}

/**
 * How many permits to take next: a quarter of what the window has left by the last count, at most
 * MAX_LEASE, at least one. Near the limit leases shrink to one, so the count there is exact.
 */
export const leaseSize = (limit: number, counted: number) =>
  Math.max(1, Math.min(MAX_LEASE, Math.floor((limit - counted) / 4)));

/**
 * The rate limiter's permits. The store counts what every instance took (one atomic INCRBY per
 * lease), so its count is never below the requests admitted anywhere, and no instance admits a
 * request the count does not cover: the limit holds across instances. Permits one instance took
 * and did not spend may make a client that moves to another instance be refused a little early.
 */
export class PermitLeases {
  private window = Number.NaN;
  /** This window's leases by client, then tier (no key string is built for a request that has its lease). */
  private readonly leases = new Map<string, Map<string, Lease>>();

  constructor(
    private readonly kv: KvStore,
    private readonly windowMs: number,
  ) {}

  /** The lease of `tier` for `client` in `window`, counted in the store as `rl:<tier>:<client>:<window>`; past windows' are dropped. */
  leaseOf(tier: string, client: string, limit: number, window: number): Lease {
    if (window !== this.window) {
      this.window = window;
      this.leases.clear();
    }
    let ofClient = this.leases.get(client);
    if (!ofClient) {
      ofClient = new Map();
      this.leases.set(client, ofClient);
    }
    let lease = ofClient.get(tier);
    if (!lease) {
      lease = { key: `rl:${tier}:${client}:${window}`, limit, permits: 0, counted: 0, warned: false, taking: null };
      ofClient.set(tier, lease);
    }
    return lease;
  }

  /** At once: true when a permit was spent, false when the window has none left, null when the store must be asked. */
  trySpend(lease: Lease): boolean | null {
    if (lease.permits > 0) {
      lease.permits--;
      return true;
    }
    return lease.counted >= lease.limit ? false : null;
  }

  /** Spends a permit, taking leases from the store until one is had or the limit is spent. */
  async spend(lease: Lease): Promise<boolean> {
    for (;;) {
      const now = this.trySpend(lease);
      if (now !== null) return now;
      lease.taking ??= this.take(lease).finally(() => {
        lease.taking = null;
      });
      await lease.taking;
    }
  }

  private async take(lease: Lease) {
    const size = leaseSize(lease.limit, lease.counted);
    const count = await this.kv.incrementBy(lease.key, size, this.windowMs);
    // Only what fits under the limit is granted: permits past it exist for no instance.
    lease.permits += Math.max(0, Math.min(size, lease.limit - (count - size)));
    lease.counted = count;
  }
}
