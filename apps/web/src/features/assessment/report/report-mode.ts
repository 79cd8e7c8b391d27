import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

export const REPORT_TITLE = '企业数字化转型评估报告';

/**
 * How the report page runs, from its address: `?print=1` is the server's headless Chromium rendering
 * the PDF (SVG charts, no animation, no toolbar); `?autoprint=1` opens the print dialog once ready.
 */
export function useReportMode() {
  const [params] = useSearchParams();
  return { isPrint: params.get('print') === '1', isAutoprint: params.get('autoprint') === '1' };
}

/**
 * The site's address for the cover's verification line. The PDF renderer opens the page at an
 * internal origin, so in print mode only an `origin` it passes in the address counts; without one
 * the cover names the path alone.
 */
export function publicOriginOf(params: URLSearchParams, here: string): string | null {
  const isPrint = params.get('print') === '1';
  const given = params.get('origin');
  if (!given) return isPrint ? null : here;
  try {
    const url = new URL(given);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function usePublicOrigin(): string | null {
  const [params] = useSearchParams();
  return publicOriginOf(params, window.location.origin);
}

/** The printed report (and the PDF's title) is the report's name alone, without the portal's welcome text. */
export function useReportTitle() {
  useEffect(() => {
    const previous = document.title;
    document.title = REPORT_TITLE;
    return () => {
      document.title = previous;
    };
  }, []);
}

/** Opens the print dialog once, the first time `shouldPrint` holds. */
export function useAutoPrint(shouldPrint: boolean) {
  const hasPrinted = useRef(false);
  useEffect(() => {
    if (!shouldPrint || hasPrinted.current) return;
    hasPrinted.current = true;
    window.print();
  }, [shouldPrint]);
}
