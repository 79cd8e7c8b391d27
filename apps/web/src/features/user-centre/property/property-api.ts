import type { CompanyPatentFields, CompanyPatentItem, CompanyPropertySummary, ContentStatus } from '@dtmm/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const PATENTS = '/api/dtmm/company/patents';

/** The list's filters; empty values are dropped by the client. */
export interface PatentPageQuery {
  page: number;
  limit: number;
  title?: string;
  status?: ContentStatus | '';
  patentType?: string;
}

export const propertyKeys = {
  all: ['company-property'] as const,
  patents: (query: PatentPageQuery) => [...propertyKeys.all, 'patents', query] as const,
  summary: () => [...propertyKeys.all, 'summary'] as const,
};

/** GET list: the company's patents in every status, newest change first. */
export function useCompanyPatents(query: PatentPageQuery) {
  return useQuery({
    queryKey: propertyKeys.patents(query),
    queryFn: ({ signal }) =>
      apiClient.list<CompanyPatentItem>(`${PATENTS}/list`, {
        query: { ...query, sidx: 'updateTime', sord: 'desc' },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/dtmm/company/property/summary: counts by type and status, the newest public entries. */
export function usePropertySummary() {
  return useQuery({
    queryKey: propertyKeys.summary(),
    queryFn: ({ signal }) => apiClient.get<CompanyPropertySummary>('/api/dtmm/company/property/summary', { signal }),
  });
}

/** add (no id) or update/{id}; answers the server's msg ('提交成功，等待平台审核发布'). */
export function useSavePatent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id?: string; form: CompanyPatentFields }) =>
      apiClient.postForMessage<unknown>(id ? `${PATENTS}/update/${encodeURIComponent(id)}` : `${PATENTS}/add`, {
        ...form,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}

/** delete/{id}; answers '删除成功'. */
export function useDeletePatent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.postForMessage<null>(`${PATENTS}/delete/${encodeURIComponent(id)}`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}
