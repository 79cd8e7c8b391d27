import type { ClientErrorKind } from '@dtmm/shared';
import { listenForErrors } from './error-listeners';
import { createErrorReporter, type ReportError } from './error-reporter';
import { RELEASE } from './release';
import { sendReport } from './send-report';

let report: ReportError | null = null;

/**
 * Production builds push unhandled errors to the server's error log (portal.md 8). Started first
 * thing in main.tsx, so a failed load of the app's own chunk is reported too; development builds
 * show errors in the console instead. Plain code, no React: the entry chunk stays small.
 */
export function startErrorReporting(): void {
  if (!import.meta.env.PROD || report) return;
  report = createErrorReporter({
    send: sendReport,
    context: () => ({ route: window.location.pathname, release: RELEASE, userAgent: navigator.userAgent ?? '' }),
  });
  listenForErrors(window, report);
}

/** Reports an error something caught (an error boundary); nothing happens before reporting started. */
export const reportCaughtError = (error: unknown, kind?: ClientErrorKind): void => report?.(error, kind);
