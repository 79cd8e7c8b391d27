import { useEffect, useRef, useState } from 'react';

/**
 * Counts whole seconds down from `seconds` while the calling component is mounted and calls `onDone`
 * once at zero. Unmounting (the person skipped the wait) stops it.
 */
export function useCountdown(seconds: number, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    let remaining = seconds;
    // One interval for the whole count: ticks do not wait for renders, so 5 s stay 5 s.
    const timer = setInterval(() => {
      remaining -= 1;
      setLeft(remaining);
      if (remaining > 0) return;
      clearInterval(timer);
      done.current();
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}
