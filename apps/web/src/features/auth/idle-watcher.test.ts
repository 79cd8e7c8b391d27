import { INACTIVITY_CHECK_MS, INACTIVITY_LOGOUT_MS } from '@dtmm/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVITY_WRITE_MS,
  LAST_ACTIVITY_KEY,
  readLastActivity,
  recordActivity,
  startIdleWatcher,
} from './idle-watcher';

const T0 = new Date('2026-03-02T09:00:00+08:00').getTime();
const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

describe('startIdleWatcher (portal.md 4.3)', () => {
  it('logs out after 30 idle minutes, found by the 60 s check', () => {
    const onIdle = vi.fn();
    const stop = startIdleWatcher({ onIdle });
    vi.advanceTimersByTime(INACTIVITY_LOGOUT_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(INACTIVITY_CHECK_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * INACTIVITY_CHECK_MS);
    expect(onIdle).toHaveBeenCalledTimes(1); // stopped itself
    stop();
  });

  it('is kept alive by mouse and key activity', () => {
    const onIdle = vi.fn();
    const stop = startIdleWatcher({ onIdle });
    for (let minute = 0; minute < 90; minute += 10) {
      vi.advanceTimersByTime(10 * MINUTE);
      window.dispatchEvent(new Event(minute % 20 === 0 ? 'mousemove' : 'keydown'));
    }
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(INACTIVITY_LOGOUT_MS + INACTIVITY_CHECK_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('agrees with other tabs through the stored last activity', () => {
    const onIdle = vi.fn();
    const stop = startIdleWatcher({ onIdle });
    vi.advanceTimersByTime(25 * MINUTE);
    recordActivity(Date.now()); // the person works in another tab
    vi.advanceTimersByTime(25 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(6 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('writes activity to storage at most every few seconds', () => {
    const stop = startIdleWatcher({ onIdle: vi.fn() });
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    for (let i = 0; i < 50; i++) {
      window.dispatchEvent(new Event('mousemove'));
      vi.advanceTimersByTime(100);
    }
    expect(setItem.mock.calls.filter(([key]) => key === LAST_ACTIVITY_KEY).length).toBe(1);
    vi.advanceTimersByTime(ACTIVITY_WRITE_MS);
    window.dispatchEvent(new Event('mousemove'));
    expect(readLastActivity()).toBe(Date.now());
    setItem.mockRestore();
    stop();
  });

  it('ends at once a session whose last activity is older than 30 minutes (page reopened later)', () => {
    recordActivity(T0 - INACTIVITY_LOGOUT_MS - 1);
    const onIdle = vi.fn();
    startIdleWatcher({ onIdle });
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('starts the clock when nothing was recorded yet', () => {
    const onIdle = vi.fn();
    const stop = startIdleWatcher({ onIdle });
    expect(readLastActivity()).toBe(T0);
    expect(onIdle).not.toHaveBeenCalled();
    stop();
  });

  it('stops listening and checking when stopped', () => {
    const onIdle = vi.fn();
    const stop = startIdleWatcher({ onIdle });
    stop();
    vi.advanceTimersByTime(2 * INACTIVITY_LOGOUT_MS);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
