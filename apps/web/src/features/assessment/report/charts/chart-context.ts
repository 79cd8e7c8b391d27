import { createContext } from 'react';

/** A chart as an image, for the viewer. */
export interface ChartImage {
  title: string;
  src: string;
}

/** Counts charts that have not finished drawing (report-readiness.ts). */
export interface ChartTracker {
  /** A chart starts drawing; the returned function says it finished (calling it twice is harmless). */
  begin(): () => void;
}

export interface ChartSettings {
  /** Print mode: SVG renderer, no animation. */
  isPrint: boolean;
  tracker: ChartTracker | null;
  /** Opens a chart enlarged; null where no viewer is mounted (a chart reused outside the report). */
  onView: ((image: ChartImage) => void) | null;
}

/** What the report page tells its charts; outside it a chart draws on canvas, animated, on its own. */
export const ChartSettingsContext = createContext<ChartSettings>({ isPrint: false, tracker: null, onView: null });
