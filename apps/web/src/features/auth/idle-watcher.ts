import { INACTIVITY_CHECK_MS, INACTIVITY_LOGOUT_MS } from '@dtmm/shared';

/**
 * Idle logout of portal.md 4.3: after 30 minutes without mouse or key activity (checked every
 * 60 s) the session ends. The last activity is kept in local storage, so a person active in one
 * tab is not logged out by another tab they left alone.
 */
export const LAST_ACTIVITY_KEY = 'dtmm_last_activity';
/** Activity is written at most this often; far finer than the 30-minute limit needs. */
export const ACTIVITY_WRITE_MS = 5_000;
export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart'] as const;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readLastActivity(): number | null {
  const value = Number(storage()?.getItem(LAST_ACTIVITY_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Marks "active now" (a login counts as activity, so an old mark cannot end a fresh session). */
export function recordActivity(now: number = Date.now()): void {
  try {
    storage()?.setItem(LAST_ACTIVITY_KEY, String(now));
  } catch {
    // storage full or blocked: this tab still counts its own activity in memory
  }
}

export interface IdleWatcherOptions {
  onIdle: () => void;
  /** Where activity is listened for; window by default. */
  target?: EventTarget;
  timeoutMs?: number;
  checkMs?: number;
}

/** Starts watching; returns stop. Checks once at start, so a session left idle while the page was closed ends at once. */
export function startIdleWatcher({
  onIdle,
  target = window,
  timeoutMs = INACTIVITY_LOGOUT_MS,
  checkMs = INACTIVITY_CHECK_MS,
}: IdleWatcherOptions): () => void {
  if (readLastActivity() === null) recordActivity();
  let lastLocal = 0;
  let lastWrite = 0;
  let stopped = false;

  const onActivity = () => {
    const now = Date.now();
    lastLocal = now;
    if (now - lastWrite >= ACTIVITY_WRITE_MS) {
      lastWrite = now;
      recordActivity(now);
    }
  };
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity);
  };
  const check = () => {
    const last = Math.max(readLastActivity() ?? 0, lastLocal);
    if (Date.now() - last < timeoutMs) return;
    stop();
    onIdle();
  };

  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, { passive: true });
  const timer = setInterval(check, checkMs);
  check();
  return stop;
}
