import type { FormalApplication, FormalApplicationInput, FormalAssessmentType, FormalPrefill } from '@dtmm/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The company's formal assessment applications (assessment.md 3, 7). */
const BASE = '/api/dtmm/company/companyacceptance';

export interface FormalPageQuery {
  page: number;
  limit: number;
}

export const formalKeys = {
  all: ['formal-assessment'] as const,
  prefill: (type: FormalAssessmentType | null) => [...formalKeys.all, 'prefill', type] as const,
  list: (query: FormalPageQuery) => [...formalKeys.all, 'list', query] as const,
};

/** GET prefill: what the form of a type starts from (count rule, suggested level, latest self-assessment). */
export function useFormalPrefill(type: FormalAssessmentType | null) {
  return useQuery({
    queryKey: formalKeys.prefill(type),
    queryFn: ({ signal }) =>
      apiClient.get<FormalPrefill>(`${BASE}/prefill`, { query: { assessmentType: type }, signal }),
    enabled: type !== null,
  });
}

/** GET list: the company's applications, newest first, one page at a time. */
export function useFormalApplications(query: FormalPageQuery, enabled: boolean) {
  return useQuery({
    queryKey: formalKeys.list(query),
    queryFn: ({ signal }) => apiClient.list<FormalApplication>(`${BASE}/list`, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The body of POST add: the form's fields and the files attached per indicator. */
export type FormalApplicationBody = Omit<FormalApplicationInput, 'status'>;

/** POST add; a refusal (an open application, a file that is not the company's) is toasted by the api client. */
export function useSubmitFormalApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FormalApplicationBody) => apiClient.post<{ id: string }>(`${BASE}/add`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: formalKeys.all }),
  });
}
