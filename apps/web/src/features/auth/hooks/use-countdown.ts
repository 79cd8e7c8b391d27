import { useCallback, useEffect, useState } from 'react';

/**
 * A seconds countdown (the SMS send button, portal.md 4.5). Counts from an end time rather than by
 * ticks, so a throttled background tab still shows the right number.
 */
export function useCountdown(seconds: number) {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endsAt === null) return undefined;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndsAt(null);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback(() => setEndsAt(Date.now() + seconds * 1000), [seconds]);
  return { remaining, isRunning: remaining > 0, start };
}
