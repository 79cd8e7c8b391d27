import type { GuideDetail } from '@dtmm/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const guideKeys = {
  all: ['guides'] as const,
  detail: (id: string) => [...guideKeys.all, 'detail', id] as const,
};

/** GET /api/dtmm/company/guide/detail/{id}: a published guide (its id is the operation.guide value). */
export function useGuideDetail(id: string) {
  return useQuery({
    queryKey: guideKeys.detail(id),
    queryFn: ({ signal }) =>
      apiClient.get<GuideDetail>(`/api/dtmm/company/guide/detail/${encodeURIComponent(id)}`, { signal }),
    enabled: Boolean(id),
  });
}
