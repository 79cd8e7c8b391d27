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
