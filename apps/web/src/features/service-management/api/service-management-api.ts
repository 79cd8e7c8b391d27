import type {
  ServedEnterpriseDetail,
  ServedEnterpriseListQuery,
  ServedEnterpriseRow,
  ServedEnterpriseStatistics,
} from '@dtmm/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const BASE = '/api/dtmm/company/serviceProviderCompany';

/** The list's filters and page as sent; an empty filter is left out by the client (assessment.md 5). */
export type ServedEnterprisePageQuery = Pick<ServedEnterpriseListQuery, 'page' | 'limit'> & {
  submitYear: number;
  queryCondition?: string;
  companyCompanyType?: string;
};

export const servedEnterpriseKeys = {
  all: ['served-enterprises'] as const,
  list: (query: ServedEnterprisePageQuery) => [...servedEnterpriseKeys.all, 'list', query] as const,
  statistics: (submitYear: number) => [...servedEnterpriseKeys.all, 'statistics', submitYear] as const,
  detail: (id: string) => [...servedEnterpriseKeys.all, 'detail', id] as const,
};

/** GET listFull: the provider's served enterprises of a year, newest first, paged by the server. */
export function useServedEnterprises(query: ServedEnterprisePageQuery) {
  return useQuery({
    queryKey: servedEnterpriseKeys.list(query),
    queryFn: ({ signal }) =>
      apiClient.list<ServedEnterpriseRow>(`${BASE}/listFull`, {
        query: { ...query, sidx: 'createTime', sord: 'desc' },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET statistics?submitYear=: the four cards of the year. */
export function useServedStatistics(submitYear: number) {
  return useQuery({
    queryKey: servedEnterpriseKeys.statistics(submitYear),
    queryFn: ({ signal }) =>
      apiClient.get<ServedEnterpriseStatistics>(`${BASE}/statistics`, { query: { submitYear }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET detail/{id}: one served enterprise with its evidence; disabled without an id. */
export function useServedEnterprise(id: string | null) {
  return useQuery({
    queryKey: servedEnterpriseKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      apiClient.get<ServedEnterpriseDetail>(`${BASE}/detail/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
  });
}

/** The evidence as POST update takes it: comma lists of file ids ('' clears). */
export interface ServedEnterpriseEvidence {
  id: string;
  sitePhotos: string;
  assessmentReport: string;
}

/**
 * POST update: saves the site photos and the report; answers the server's msg ('保存成功'). Silent:
 * the caller says what went wrong in the service's own words. Every list, card and detail reloads.
 */
export function useSaveServedEnterprise() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, sitePhotos, assessmentReport }: ServedEnterpriseEvidence) =>
      apiClient.postForMessage<null>(`${BASE}/update`, { id, sitePhotos, assessmentReport }, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: servedEnterpriseKeys.all }),
  });
}
