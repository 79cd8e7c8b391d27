import { useState } from 'react';
import { usePlatformConfig } from '@/features/platform/api/platform-config';
import { useRecommendations, useReportData, useTopProviders } from '../api/report-api';
import type { DataState } from '../report-readiness';

/** Settled: answered, failed, or never asked (a disabled query idles in 'pending'). */
const isSettled = (query: { status: string; fetchStatus: string }) =>
  query.status !== 'pending' || query.fetchStatus === 'idle';

/**
 * Everything the report shows: the report, the solutions for its weak indicators, the top providers
 * and the platform's phone. `state` is settled once all have answered or failed.
 */
export function useReportSources(recordId: string) {
  const report = useReportData(recordId);
  const recommendations = useRecommendations(recordId, report.data?.weakIndicators);
  const topProviders = useTopProviders();
  const config = usePlatformConfig();
  const [hasRetried, setRetried] = useState(false);
  const others = [recommendations, topProviders, config];
  const state: DataState = report.isError
    ? 'error'
    : report.isSuccess && others.every(isSettled)
      ? 'settled'
      : 'loading';
  const retry = () => {
    setRetried(true);
    void report.refetch();
  };
  return { report, recommendations, topProviders, state, retry, hasRetried };
}
