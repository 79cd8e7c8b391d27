import type { StandardDetail, StandardListItem, StandardListQuery } from '@dtmm/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const BASE = '/api/dtmm/company/standard';

export type StandardFilterKey = 'standardType' | 'standardNature' | 'standardStatus';
export type StandardPageQuery = Pick<StandardListQuery, 'page' | 'limit'> &
  Partial<Pick<StandardListQuery, StandardFilterKey | 'title'>>;

export const standardKeys = {
  all: ['standards'] as const,
  list: (query: StandardPageQuery) => [...standardKeys.all, 'list', query] as const,
  detail: (id: string) => [...standardKeys.all, 'detail', id] as const,
};

/** Standards, newest first; empty filters are dropped by the client (portal.md 2.4). */
export function useStandardPage(query: StandardPageQuery) {
  return useQuery({
    queryKey: standardKeys.list(query),
    queryFn: ({ signal }) =>
      apiClient.list<StandardListItem>(`${BASE}/list`, {
        query: { ...query, sidx: 'publishTime', sord: 'desc' },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useStandardDetail(id: string) {
  return useQuery({
    queryKey: standardKeys.detail(id),
    queryFn: ({ signal }) => apiClient.get<StandardDetail>(`${BASE}/detail/${encodeURIComponent(id)}`, { signal }),
    enabled: Boolean(id),
  });
}
