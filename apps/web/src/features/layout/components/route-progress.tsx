import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** Quick navigations finish before the bar would show; only slower ones (a route chunk) draw it. */
const SHOW_DELAY_MS = 120;
const FINISH_MS = 300;

type Phase = 'idle' | 'running' | 'finishing';

/** A thin bar at the top of the window while the next route (its lazy chunk, its loader) loads. */
export function RouteProgress() {
  const isBusy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (isBusy) {
      const timer = setTimeout(() => setPhase('running'), SHOW_DELAY_MS);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === 'running' ? 'finishing' : 'idle'));
    return undefined;
  }, [isBusy]);

  useEffect(() => {
    if (phase !== 'finishing') return undefined;
    const timer = setTimeout(() => setPhase('idle'), FINISH_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'idle') return null;
  return <div className={`route-progress route-progress--${phase}`} role="progressbar" aria-label="页面加载中" />;
}

/** The same bar, running, for the very first load before the router can render. */
export function RouteProgressFallback() {
  return <div className="route-progress route-progress--running" role="progressbar" aria-label="页面加载中" />;
}
