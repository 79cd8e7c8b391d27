import type { CompanyInsight, IndustryCategory, ProvinceInsight } from '@dtmm/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The province dashboard's filters as the page holds them; '' is "any". */
export interface InsightFilters {
  year: number;
  cityCode: string;
  industryCode: string;
}

export const insightKeys = {
  all: ['insight'] as const,
  province: (filters: InsightFilters) => [...insightKeys.all, 'province', filters] as const,
  company: () => [...insightKeys.all, 'company'] as const,
};

/** GET /api/admin/insight: the province's figures for the year, city and industry. */
export function useProvinceInsight(filters: InsightFilters) {
  return useQuery({
    queryKey: insightKeys.province(filters),
    queryFn: ({ signal }) => apiClient.get<ProvinceInsight>('/api/admin/insight', { query: { ...filters }, signal }),
    placeholderData: (previous) => previous,
  });
}

/** GET /api/dtmm/insight/company: the asker's company (its ADMIN only). */
export function useCompanyInsight() {
  return useQuery({
    queryKey: insightKeys.company(),
    queryFn: ({ signal }) => apiClient.get<CompanyInsight>('/api/dtmm/insight/company', { signal }),
  });
}

/** The cities of the platform's province (GB/T 2260), for the city filter. */
export function useProvinceCities(provinceCode: string | undefined) {
  return useQuery({
    queryKey: ['regions', 'children', provinceCode ?? ''],
    queryFn: ({ signal }) =>
      apiClient.get<{ code: string; name: string }[]>(
        `/api/dtmm/common/regions/${encodeURIComponent(provinceCode ?? '')}/children`,
        { signal },
      ),
    enabled: Boolean(provinceCode),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The 门类 of GB/T 4754-2017, for the industry filter. */
export function useIndustryCategories() {
  return useQuery({
    queryKey: ['industries', 'categories'],
    queryFn: ({ signal }) => apiClient.get<IndustryCategory[]>('/api/dtmm/industry/categories', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
