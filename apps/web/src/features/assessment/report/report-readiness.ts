import { useEffect, useMemo, useState } from 'react';
import type { ChartTracker } from './charts/chart-context';

/**
 * The readiness signal the server's PDF renderer and the tests wait for:
 * `<html data-report-ready="true">` once the data has settled and every chart has drawn, 'error'
 * when the report could not be loaded; removed when the page goes away.
 */

interface RenderTracker extends ChartTracker {
  isIdle(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createRenderTracker(): RenderTracker {
  let pending = 0;
  const listeners = new Set<() => void>();
  return {
    begin() {
      pending += 1;
      let isOpen = true;
      return () => {
        if (!isOpen) return;
        isOpen = false;
        pending -= 1;
        for (const listener of listeners) listener();
      };
    },
    isIdle: () => pending === 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type DataState = 'loading' | 'error' | 'settled';

/**
 * Sets the signal from the data state and the charts. Charts begin drawing in their own effects,
 * which run before this (their parent's) effect, so an idle tracker here means every chart is done.
 */
export function useReportReadiness(state: DataState): { tracker: ChartTracker; isReady: boolean } {
  const tracker = useMemo(createRenderTracker, []);
  const [isReady, setReady] = useState(false);
  useEffect(() => {
    const root = document.documentElement;
    const update = () => {
      const ready = state === 'settled' && tracker.isIdle();
      setReady(ready);
      if (state === 'error') root.dataset.reportReady = 'error';
      else if (ready) root.dataset.reportReady = 'true';
      else delete root.dataset.reportReady;
    };
    update();
    const unsubscribe = tracker.subscribe(update);
    return () => {
      unsubscribe();
      delete root.dataset.reportReady;
    };
  }, [state, tracker]);
  return { tracker, isReady };
}
