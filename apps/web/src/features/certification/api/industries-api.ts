import type { IndustryCategory, IndustrySecondary, IndustryTertiary } from '@dtmm/shared';
import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The three GB/T 4754 levels of the industry selector (portal.md 2.11, 7.4). */
export const INDUSTRY_PATHS = {
  categories: '/api/dtmm/industry/categories',
  secondary: (categoryCode: string) => `/api/dtmm/industry/secondary/${encodeURIComponent(categoryCode)}`,
  tertiary: (secondaryCode: string) => `/api/dtmm/industry/tertiary/${encodeURIComponent(secondaryCode)}`,
} as const;

/** One cascader option: the code, its name, and whether a deeper level may follow. */
export interface IndustryOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: IndustryOption[];
}

const industryKeys = {
  all: ['industry'] as const,
  level: (parent: string) => [...industryKeys.all, parent] as const,
};

const toCategory = (c: IndustryCategory): IndustryOption => ({
  value: c.categoryCode,
  label: c.categoryName,
  isLeaf: false,
});
const toSecondary = (s: IndustrySecondary): IndustryOption => ({
  value: s.secondaryCode,
  label: s.secondaryName,
  isLeaf: false,
});
const toTertiary = (t: IndustryTertiary): IndustryOption => ({
  value: t.tertiaryCode,
  label: t.tertiaryName,
  isLeaf: true,
});

/** The options under `path` (empty: the categories); cached for the visit, the classification never changes. */
export function fetchIndustryLevel(queryClient: QueryClient, path: readonly string[]): Promise<IndustryOption[]> {
  const [category, secondary] = path;
  const load = async (): Promise<IndustryOption[]> => {
    if (secondary) return (await apiClient.get<IndustryTertiary[]>(INDUSTRY_PATHS.tertiary(secondary))).map(toTertiary);
    if (category)
      return (await apiClient.get<IndustrySecondary[]>(INDUSTRY_PATHS.secondary(category))).map(toSecondary);
    return (await apiClient.get<IndustryCategory[]>(INDUSTRY_PATHS.categories)).map(toCategory);
  };
  return queryClient.fetchQuery({
    queryKey: industryKeys.level(path.slice(0, 2).join('/')),
    queryFn: load,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
