import { LOGIN_LOCK_MS, LOGIN_MAX_ATTEMPTS } from '@dtmm/shared';
import type { KvStore } from '../../plugins/kv';

/**
 * Server-side login lockout (portal.md 4.4) and the per-address throttle, in the key-value store
 * so every instance agrees:
 * - `login:fail:<userId>` counts password attempts in a 10-minute window opened by the first. An
 *   attempt takes its slot (atomic INCR) before the password is verified, so parallel guesses
 *   cannot all be evaluated: a slot above 4 is refused unverified. Success deletes the counter.
 * - the failure in slot 4 sets `login:lock:<username>` and `login:lock:<phone>` for 10 minutes.
 *   The counter is left to expire: its window closes before the lock lifts, so no gap opens.
 * - `login:ip:<address>` counts unknown-user and wrong-password failures of one address.
 */
export const LOCK_WINDOW_MS = LOGIN_LOCK_MS;
const IP_WINDOW_MS = 10 * 60_000;

const failKey = (userId: number) => `login:fail:${userId}`;
const lockKey = (loginName: string) => `login:lock:${loginName}`;
const ipKey = (ip: string) => `login:ip:${ip}`;

const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/** Minutes left on the lock of a login name (username or phone), rounded up; null when not locked. */
export async function lockedMinutes(kv: KvStore, loginName: string): Promise<number | null> {
  const left = await kv.ttl(lockKey(loginName));
  return left !== null && left > 0 ? minutesOf(left) : null;
}

/** Takes the next attempt slot of a user; null beyond the last one (the attempt is refused as locked). */
export async function reserveAttempt(kv: KvStore, userId: number): Promise<number | null> {
  const slot = await kv.increment(failKey(userId), LOCK_WINDOW_MS);
  return slot <= LOGIN_MAX_ATTEMPTS ? slot : null;
}

/** Minutes left on the lock of any of the names, or the full lock when it is being set right now. */
export async function lockMinutesOf(kv: KvStore, loginNames: string[]): Promise<number> {
  const left = await Promise.all(loginNames.map((name) => lockedMinutes(kv, name)));
  return Math.max(0, ...left.map((m) => m ?? 0)) || minutesOf(LOGIN_LOCK_MS);
}

/** A correct password: the count starts again. */
export async function clearAttempts(kv: KvStore, userId: number): Promise<void> {
  await kv.delete(failKey(userId));
}

/** Attempts left after a wrong password in `slot`; 0 means this failure locked the account. */
export const attemptsLeft = (slot: number) => Math.max(0, LOGIN_MAX_ATTEMPTS - slot);

/** Locks every name the user logs in with, for 10 minutes. */
export async function lockAccount(kv: KvStore, loginNames: string[]): Promise<number> {
  await Promise.all(loginNames.map((name) => kv.set(lockKey(name), '1', LOGIN_LOCK_MS)));
  return minutesOf(LOGIN_LOCK_MS);
}

/** Seconds until an address may try again, or null when it is under its limit. */
export async function addressRetryAfter(kv: KvStore, ip: string, maxFailures: number): Promise<number | null> {
  const failures = Number((await kv.get(ipKey(ip))) ?? 0);
  if (failures < maxFailures) return null;
  return Math.max(1, Math.ceil(((await kv.ttl(ipKey(ip))) ?? IP_WINDOW_MS) / 1000));
}

/** Counts a failure of an address; answers the new count. */
export const countAddressFailure = (kv: KvStore, ip: string) => kv.increment(ipKey(ip), IP_WINDOW_MS);
