import type { ClientErrorKind, ClientErrorReport } from '@dtmm/shared';
import { type ReportContext, reportOf } from './error-report';

/** Reports one page load sends at most: a render loop must not send hundreds. */
export const MAX_REPORTS_PER_PAGE_LOAD = 10;

export interface ErrorReporterOptions {
  send: (report: ClientErrorReport) => void;
  context: () => ReportContext;
  max?: number;
}

export type ReportError = (error: unknown, kind?: ClientErrorKind) => void;

/** Reports each distinct error once per page load, up to a cap. Never throws: it runs inside error pages. */
export function createErrorReporter({
  send,
  context,
  max = MAX_REPORTS_PER_PAGE_LOAD,
}: ErrorReporterOptions): ReportError {
  const seen = new Set<string>();
  return (error, kind) => {
    if (seen.size >= max) return;
    try {
      const report = reportOf(error, context(), kind);
      const key = [report.kind, report.message, report.stack?.split('\n', 2)[1] ?? '', report.route].join('\n');
      if (seen.has(key)) return;
      seen.add(key);
      send(report);
    } catch {
      // A report that cannot be made is dropped: the page it would describe must still show.
    }
  };
}
