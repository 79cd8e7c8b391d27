import { QueryClient } from '@tanstack/react-query';
import { fetchPlatformConfig, platformKeys } from '@/features/platform/api/platform-config';
import { dictionaryKeys, fetchDictionary } from '@/features/reference/api/dictionaries';

/**
 * The api client already tells the person about failures, so queries do not retry (a retry would
 * toast twice) and do not refetch on focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** Starts what every page's frame needs while the first route chunk is still loading. */
export function prefetchFrameData(client: QueryClient): void {
  void client.prefetchQuery({ queryKey: platformKeys.config, queryFn: ({ signal }) => fetchPlatformConfig(signal) });
  void client.prefetchQuery({
    queryKey: dictionaryKeys.byCode('operation.guide'),
    queryFn: ({ signal }) => fetchDictionary('operation.guide', signal),
  });
}
