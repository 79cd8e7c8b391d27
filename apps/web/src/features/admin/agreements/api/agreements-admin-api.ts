import type { AdminAgreementDetail, AdminAgreementRow, AgreementDraftBody, AgreementEditBody } from '@dtmm/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agreementKeys } from '@/features/agreements/api/agreements-api';
import { apiClient } from '@/lib/api-client';
import type { Query } from '@/lib/query-string';
import { ADMIN_API } from '../../admin-paths';
import { useAdminPage } from '../../components/admin-list-api';

const BASE = `${ADMIN_API}/agreements`;

export const adminAgreementKeys = {
  all: ['admin', 'agreements'] as const,
  list: (query: Query) => [...adminAgreementKeys.all, 'list', query] as const,
  detail: (id: string) => [...adminAgreementKeys.all, 'detail', id] as const,
};

/** GET /api/admin/agreements: the versions of both agreements, newest first. */
export const useAgreementPage = (query: Query) =>
  useAdminPage<AdminAgreementRow>(adminAgreementKeys.list(query), BASE, query);

/** GET /api/admin/agreements/{id}: one version with its text. */
export const fetchAgreement = (id: string, signal?: AbortSignal) =>
  apiClient.get<AdminAgreementDetail>(`${BASE}/${encodeURIComponent(id)}`, { signal });

/** One version, while `id` is set (the drawer is open). */
export function useAgreement(id: string | null) {
  return useQuery({
    queryKey: adminAgreementKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchAgreement(id ?? '', signal),
    enabled: id !== null,
  });
}

export type AgreementChange =
  | { action: 'create'; body: AgreementDraftBody }
  | { action: 'update'; id: string; body: AgreementEditBody }
  | { action: 'publish'; id: string }
  | { action: 'delete'; id: string };

function send(change: AgreementChange) {
  switch (change.action) {
    case 'create':
      return apiClient.postForMessage<unknown>(BASE, change.body);
    case 'update':
      return apiClient.putForMessage<unknown>(`${BASE}/${encodeURIComponent(change.id)}`, change.body);
    case 'publish':
      return apiClient.postForMessage<unknown>(`${BASE}/${encodeURIComponent(change.id)}/publish`, {});
    case 'delete':
      return apiClient.deleteForMessage<unknown>(`${BASE}/${encodeURIComponent(change.id)}`);
  }
}

/** Every change of a version; the lists and, after a publication, the public agreements are read again. */
export function useAgreementChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (_answer, change) => {
      void queryClient.invalidateQueries({ queryKey: adminAgreementKeys.all });
      if (change.action === 'publish') void queryClient.invalidateQueries({ queryKey: agreementKeys.current });
    },
  });
}
