import { useCallback, useRef, useState } from 'react';

/**
 * One task at a time: a call while one runs is refused (answers false) before anything is sent, so a
 * double click sends once even before React has re-rendered the button as busy.
 */
export function useSingleFlight() {
  const running = useRef(false);
  const [isRunning, setRunning] = useState(false);
  const run = useCallback(async (task: () => Promise<void>): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setRunning(true);
    try {
      await task();
    } finally {
      running.current = false;
      setRunning(false);
    }
    return true;
  }, []);
  return { isRunning, run };
}
