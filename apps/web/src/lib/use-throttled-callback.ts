import { useCallback, useRef } from 'react';

/**
 * `action`, run at once and then ignored until `intervalMs` has passed, so a double click (or an
 * impatient one) starts one download, not several (portal.md 9: download throttle 1 s).
 */
export function useThrottledCallback<A extends unknown[]>(action: (...args: A) => void, intervalMs: number) {
  const lastRun = useRef(Number.NEGATIVE_INFINITY);
  return useCallback(
    (...args: A) => {
      const now = Date.now();
      if (now - lastRun.current < intervalMs) return;
      lastRun.current = now;
      action(...args);
    },
    [action, intervalMs],
  );
}
