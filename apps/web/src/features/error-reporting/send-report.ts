import type { ClientErrorReport } from '@dtmm/shared';
import { bodyOf } from './error-report';

export const CLIENT_ERRORS_URL = '/api/dtmm/client-errors';

/**
 * Sends a report without the api client: no token, and it survives the page being left. A beacon
 * where the browser takes it; otherwise a keepalive fetch whose failure is ignored, so reporting
 * can never raise an error of its own.
 */
export function sendReport(report: ClientErrorReport): void {
  const json = bodyOf(report);
  const queued = navigator.sendBeacon?.(CLIENT_ERRORS_URL, new Blob([json], { type: 'application/json' })) ?? false;
  if (queued) return;
  fetch(CLIENT_ERRORS_URL, {
    method: 'POST',
    body: json,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined);
}
