import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Query } from '@/lib/query-string';

/** One page of an operator's list; the previous page stays on screen while the next one loads. */
export function useAdminPage<T>(queryKey: readonly unknown[], path: string, query: Query) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => apiClient.list<T>(path, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
