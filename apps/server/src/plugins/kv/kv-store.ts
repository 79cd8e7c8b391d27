/**
 * A small key-value store with expiry, for short-lived security state: SMS codes, captchas,
 * lockouts, rate-limit counters and revoked tokens. In memory for one process; Redis when
 * several instances must share it.
 */
export interface KvStore {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  /** Stores a value; with `ttlMs` it disappears after that many milliseconds. */
  set(key: string, value: string, ttlMs?: number): Promise<void>;
  /** Stores only when the key is absent; true when this call stored it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Removes the key and answers its value, atomically: single-use codes are taken this way. */
  take(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
  /** Adds one and answers the new count; the first increment opens a window of `ttlMs`. */
  increment(key: string, ttlMs: number): Promise<number>;
  /** Adds `by` (a whole number ≥ 1) atomically and answers the new count; the first addition opens a window of `ttlMs`. */
  incrementBy(key: string, by: number, ttlMs: number): Promise<number>;
  /** Milliseconds the key has left, or null when it is absent or never expires. */
  ttl(key: string): Promise<number | null>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
