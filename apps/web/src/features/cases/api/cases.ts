import type { CaseDetail, CaseListItem, CaseListQuery } from '@dtmm/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const BASE = '/api/dtmm/company/case';

export type CasePageQuery = Pick<CaseListQuery, 'page' | 'limit'> &
  Partial<Pick<CaseListQuery, 'caseType' | 'caseTitle' | 'companyId'>>;

export const caseKeys = {
  all: ['cases'] as const,
  list: (query: CasePageQuery) => [...caseKeys.all, 'list', query] as const,
  detail: (id: string) => [...caseKeys.all, 'detail', id] as const,
};

/** Cases, newest first; empty filters are dropped by the client (portal.md 2.4). */
export function useCasePage(query: CasePageQuery) {
  return useQuery({
    queryKey: caseKeys.list(query),
    queryFn: ({ signal }) =>
      apiClient.list<CaseListItem>(`${BASE}/list`, { query: { ...query, sidx: 'createTime', sord: 'desc' }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCaseDetail(id: string) {
  return useQuery({
    queryKey: caseKeys.detail(id),
    queryFn: ({ signal }) => apiClient.get<CaseDetail>(`${BASE}/detail/${encodeURIComponent(id)}`, { signal }),
    enabled: Boolean(id),
  });
}
