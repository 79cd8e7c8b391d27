import type {
  adminServedEnterpriseRow,
  ServedEnterpriseDetail,
  Topic551Progress,
  Topic551ProviderProgress,
  topic551TargetsInput,
} from '@dtmm/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import type { Query } from '@/lib/query-string';
import { ADMIN_API } from '../../admin-paths';
import { useAdminPage } from '../../components/admin-list-api';

const SERVED = `${ADMIN_API}/served-enterprises`;
const TOPIC = `${ADMIN_API}/topic551`;

/** A served enterprise as the operators' list shows it: the provider's row plus the provider. */
export type AdminServedEnterpriseRow = z.infer<typeof adminServedEnterpriseRow>;

/** The targets form: everything PUT /api/admin/topic551/targets takes but the year, which the page fixes. */
export type Topic551TargetsValues = Omit<z.infer<typeof topic551TargetsInput>, 'year'>;

export const topic551Keys = {
  all: ['admin', 'topic551'] as const,
  progress: (year: number) => [...topic551Keys.all, 'progress', year] as const,
  providers: (query: Query) => [...topic551Keys.all, 'providers', query] as const,
  served: (query: Query) => [...topic551Keys.all, 'served', query] as const,
  detail: (id: string) => [...topic551Keys.all, 'detail', id] as const,
};

/** GET /api/admin/topic551/progress?year=: the province's figures against the year's targets. */
export function useTopic551Progress(year: number) {
  return useQuery({
    queryKey: topic551Keys.progress(year),
    queryFn: ({ signal }) => apiClient.get<Topic551Progress>(`${TOPIC}/progress`, { query: { year }, signal }),
  });
}

/** GET /api/admin/topic551/providers?year=&page=&limit=: one page of the providers serving in the year. */
export const useTopic551Providers = (query: Query) =>
  useAdminPage<Topic551ProviderProgress>(topic551Keys.providers(query), `${TOPIC}/providers`, query);

/**
 * PUT /api/admin/topic551/targets; answers '551专题目标已保存'. The progress reloads after it, since
 * the rate and the experts figure follow the targets.
 */
export function useSaveTopic551Targets(year: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: Topic551TargetsValues) =>
      apiClient.putForMessage<null>(`${TOPIC}/targets`, { year, ...values }),
    onSuccess: () => client.invalidateQueries({ queryKey: topic551Keys.all }),
  });
}

/** GET /api/admin/served-enterprises: one page of every provider's served enterprises. */
export const useServedEnterprisePage = (query: Query) =>
  useAdminPage<AdminServedEnterpriseRow>(topic551Keys.served(query), SERVED, query);

/** GET /api/admin/served-enterprises/{id}, while `id` is set (the drawer is open). */
export function useServedEnterprise(id: string | null) {
  return useQuery({
    queryKey: topic551Keys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      apiClient.get<ServedEnterpriseDetail>(`${SERVED}/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
  });
}
