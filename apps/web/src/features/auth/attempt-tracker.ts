import { LOGIN_LOCK_MS, LOGIN_MAX_ATTEMPTS, messages } from '@dtmm/shared';

/**
 * The login attempt display of portal.md 4.4. The server enforces the lock; this book only lets the
 * form tell the person how many tries are left, and refuse early while a lock it knows of runs.
 * Whatever the server answers (remainingAttempts, lockedMinutes) overrides the local count.
 */
export interface AttemptEntry {
  /** Counted failures; at 4 the username is locked. */
  failures: number;
  /** Epoch ms when the entry is forgotten: the end of the lock, or 10 minutes after the last failure. */
  expiresAt: number;
}
export type AttemptBook = Readonly<Record<string, AttemptEntry>>;

export type AttemptNotice = { kind: 'attempts'; remaining: number } | { kind: 'locked'; minutes: number };

/** What the server said about a refused login (data of the failure envelope). */
export interface ServerAttempts {
  remainingAttempts?: number | undefined;
  lockedMinutes?: number | undefined;
}

const MINUTE_MS = 60_000;
const keyOf = (username: string) => username.trim();

function without(book: AttemptBook, username: string): AttemptBook {
  const { [keyOf(username)]: _dropped, ...rest } = book;
  return rest;
}

/** Forgets every entry whose time has run out: an expired lock is cleared, as 4.4 asks. */
export function pruneExpired(book: AttemptBook, now: number): AttemptBook {
  return Object.fromEntries(Object.entries(book).filter(([, entry]) => entry.expiresAt > now));
}

/** Minutes left on the lock, rounded up; null when the username is not locked. */
export function lockedMinutesLeft(book: AttemptBook, username: string, now: number): number | null {
  const entry = book[keyOf(username)];
  if (!entry || entry.failures < LOGIN_MAX_ATTEMPTS || entry.expiresAt <= now) return null;
  return Math.ceil((entry.expiresAt - now) / MINUTE_MS);
}

type Outcome = { book: AttemptBook; notice: AttemptNotice };

function withFailures(book: AttemptBook, username: string, failures: number, now: number): Outcome {
  const entry: AttemptEntry = { failures, expiresAt: now + LOGIN_LOCK_MS };
  const notice: AttemptNotice = { kind: 'attempts', remaining: LOGIN_MAX_ATTEMPTS - failures };
  return { book: { ...pruneExpired(book, now), [keyOf(username)]: entry }, notice };
}

function locked(book: AttemptBook, username: string, now: number, durationMs: number): Outcome {
  const entry: AttemptEntry = { failures: LOGIN_MAX_ATTEMPTS, expiresAt: now + durationMs };
  const notice: AttemptNotice = { kind: 'locked', minutes: Math.ceil(durationMs / MINUTE_MS) };
  return { book: { ...pruneExpired(book, now), [keyOf(username)]: entry }, notice };
}

/** One more counted failure: the attempts left, or the 10-minute lock once all 4 are used. */
export function recordFailure(book: AttemptBook, username: string, now: number): Outcome {
  const current = pruneExpired(book, now)[keyOf(username)];
  const failures = (current?.failures ?? 0) + 1;
  if (failures >= LOGIN_MAX_ATTEMPTS) return locked(book, username, now, LOGIN_LOCK_MS);
  return withFailures(book, username, failures, now);
}

/** The server's count wins over ours; null when it sent none (then the caller counts locally). */
export function applyServerAttempts(
  book: AttemptBook,
  username: string,
  server: ServerAttempts,
  now: number,
): Outcome | null {
  const { remainingAttempts, lockedMinutes } = server;
  if (typeof lockedMinutes === 'number' && lockedMinutes > 0) {
    return locked(book, username, now, lockedMinutes * MINUTE_MS);
  }
  if (typeof remainingAttempts !== 'number') return null;
  if (remainingAttempts <= 0) return locked(book, username, now, LOGIN_LOCK_MS);
  const remaining = Math.min(remainingAttempts, LOGIN_MAX_ATTEMPTS);
  return withFailures(book, username, LOGIN_MAX_ATTEMPTS - remaining, now);
}

/** A successful login forgets the username's failures. */
export const clearAttempts = (book: AttemptBook, username: string): AttemptBook => without(book, username);

export function noticeText(notice: AttemptNotice): string {
  return notice.kind === 'locked' ? messages.auth.locked(notice.minutes) : messages.auth.attemptsLeft(notice.remaining);
}

/** '用户不存在' and '验证码错误' are not counted and show no attempts notice (4.4). */
const UNCOUNTED_TEXTS: ReadonlySet<string> = new Set([
  messages.auth.userNotFound,
  messages.auth.captchaWrong,
  messages.auth.disabled,
]);
export const isCountedFailureText = (text: string): boolean => !UNCOUNTED_TEXTS.has(text);

// ---- the book in local storage ----
const BOOK_KEY = 'dtmm_login_attempts';

function isEntry(value: unknown): value is AttemptEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.failures === 'number' && typeof entry.expiresAt === 'number';
}

export const attemptStorage = {
  read(now: number): AttemptBook {
    try {
      const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(BOOK_KEY) ?? '{}');
      if (!parsed || typeof parsed !== 'object') return {};
      const entries = Object.entries(parsed).filter((pair): pair is [string, AttemptEntry] => isEntry(pair[1]));
      return pruneExpired(Object.fromEntries(entries), now);
    } catch {
      return {};
    }
  },
  write(book: AttemptBook): void {
    try {
      if (Object.keys(book).length === 0) globalThis.localStorage?.removeItem(BOOK_KEY);
      else globalThis.localStorage?.setItem(BOOK_KEY, JSON.stringify(book));
    } catch {
      // storage blocked: the display simply forgets; the server still enforces the lock
    }
  },
};
