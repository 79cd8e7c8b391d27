import type { ProviderListItem, ProviderListQuery, ProviderProfile } from '@dtmm/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient, type Page } from '@/lib/api-client';

export type ProviderFilterKey = 'serviceProviderType' | 'serviceIndustry' | 'serviceProviderCategory' | 'companyType';
export type ProviderPageQuery = Pick<ProviderListQuery, 'page' | 'limit'> &
  Partial<Pick<ProviderListQuery, ProviderFilterKey | 'companyName'>>;

export const PROVIDERS_PATH = '/api/dtmm/company/company/list';

export const providerKeys = {
  all: ['providers'] as const,
  list: (query: ProviderPageQuery) => [...providerKeys.all, 'list', query] as const,
  profile: (id: string) => [...providerKeys.all, 'profile', id] as const,
};

/** Certified service providers, newest first; empty filters are dropped by the client (portal.md 2.4). */
export function fetchProviderPage(query: ProviderPageQuery, signal?: AbortSignal): Promise<Page<ProviderListItem>> {
  return apiClient.list<ProviderListItem>(PROVIDERS_PATH, {
    query: { ...query, certifyType: '服务商', sidx: 'createTime', sord: 'desc' },
    signal,
  });
}

export function useProviderPage(query: ProviderPageQuery) {
  return useQuery({
    queryKey: providerKeys.list(query),
    queryFn: ({ signal }) => fetchProviderPage(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** GET /api/dtmm/company/company/provider/{id}: a certified provider's public profile. */
export function useProviderProfile(id: string) {
  return useQuery({
    queryKey: providerKeys.profile(id),
    queryFn: ({ signal }) =>
      apiClient.get<ProviderProfile>(`/api/dtmm/company/company/provider/${encodeURIComponent(id)}`, { signal }),
    enabled: Boolean(id),
  });
}
