import { type CurrentProviderItem, SOLUTION_STATUSES, type SolutionItem, type SolutionListQuery } from '@dtmm/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type Page } from '@/lib/api-client';

const BASE = '/api/dtmm/plan/serviceSolution';

/** The catalogue's and the provider's list filters (portal.md 7.3); empty values are dropped by the client. */
export type SolutionPageQuery = Pick<SolutionListQuery, 'page' | 'limit'> &
  Partial<Pick<SolutionListQuery, 'serviceTarget' | 'serviceCategory' | 'solutionName'>>;

/** The form as sent: lists comma-joined (portal.md 7.3); `id` only on update. */
export interface SolutionBody {
  id?: string;
  solutionName: string;
  contactPerson: string;
  contactPhone: string;
  serviceCategory: string;
  serviceTarget: string;
  serviceArea: string;
  solutionDescription: string;
  painPoints: string;
  solutionIntroduction: string;
  applicationValue: string;
  classicCases: string;
  solutionImage: string;
}

export const solutionKeys = {
  all: ['solutions'] as const,
  catalogue: (query: SolutionPageQuery) => [...solutionKeys.all, 'catalogue', query] as const,
  own: (query: SolutionPageQuery) => [...solutionKeys.all, 'own', query] as const,
  detail: (id: string) => [...solutionKeys.all, 'detail', id] as const,
  ofProvider: (providerId: string) => [...solutionKeys.all, 'provider', providerId] as const,
  providers: () => [...solutionKeys.all, 'current-providers'] as const,
};

/** GET listFull: approved solutions only (the server ignores any other tableFlag), by orderNumber. */
export function useSolutionCatalogue(query: SolutionPageQuery) {
  return useQuery({
    queryKey: solutionKeys.catalogue(query),
    queryFn: ({ signal }) =>
      apiClient.list<SolutionItem>(`${BASE}/listFull`, {
        query: { ...query, tableFlag: SOLUTION_STATUSES.approved, sidx: 'orderNumber', sord: 'asc' },
        signal,
      }) as Promise<Page<SolutionItem>>,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** GET list: the signed-in provider's own solutions in every status, newest change first. */
export function useOwnSolutions(query: SolutionPageQuery) {
  return useQuery({
    queryKey: solutionKeys.own(query),
    queryFn: ({ signal }) =>
      apiClient.list<SolutionItem>(`${BASE}/list`, { query: { ...query, sidx: 'updateTime', sord: 'desc' }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET get/{id}: the company's own entry in any status, anyone else's only when approved. */
export function useSolution(id: string) {
  return useQuery({
    queryKey: solutionKeys.detail(id),
    queryFn: ({ signal }) => apiClient.get<SolutionItem>(`${BASE}/get/${encodeURIComponent(id)}`, { signal }),
    enabled: Boolean(id),
  });
}

/** GET getByProviderId/{providerId}: a provider's approved solutions (its detail page, its tab). */
export function useProviderSolutions(providerId: string) {
  return useQuery({
    queryKey: solutionKeys.ofProvider(providerId),
    queryFn: ({ signal }) =>
      apiClient.get<SolutionItem[]>(`${BASE}/getByProviderId/${encodeURIComponent(providerId)}`, { signal }),
    enabled: Boolean(providerId),
    staleTime: 60_000,
  });
}

/** GET /api/dtmm/plan/serviceProvider/currentList: the certified providers, for pickers. */
export function useCurrentProviders() {
  return useQuery({
    queryKey: solutionKeys.providers(),
    queryFn: ({ signal }) =>
      apiClient.get<CurrentProviderItem[]>('/api/dtmm/plan/serviceProvider/currentList', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** save (no id) or update (id): both send the entry to review; answers the server's msg. */
export function useSubmitSolution() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...fields }: SolutionBody) =>
      apiClient.postForMessage<{ id: string }>(`${BASE}/${id ? 'update' : 'save'}`, id ? { id, ...fields } : fields),
    onSuccess: () => client.invalidateQueries({ queryKey: solutionKeys.all }),
  });
}

/** delete/{id}: answers '删除成功'; a second delete while one runs answers '数据处理中，请勿重复提交'. */
export function useDeleteSolution() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.postForMessage<null>(`${BASE}/delete/${encodeURIComponent(id)}`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: solutionKeys.all }),
  });
}
