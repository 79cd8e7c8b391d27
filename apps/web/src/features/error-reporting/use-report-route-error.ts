import { useEffect } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { reportCaughtError } from './start-error-reporting';

/**
 * Reports the error a route's error boundary shows (a page that failed to render, or whose chunk
 * failed to load): React Router catches those, so no window event tells of them. A 404 or another
 * answer a loader threw on purpose is no fault of the code and is not reported.
 */
export function useReportRouteError(error: unknown): void {
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportCaughtError(error);
  }, [error]);
}
