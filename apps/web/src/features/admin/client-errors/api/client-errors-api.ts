import type { ClientErrorEntry, ClientErrorRow } from '@dtmm/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Query } from '@/lib/query-string';
import { ADMIN_API } from '../../admin-paths';
import { useAdminPage } from '../../components/admin-list-api';

const BASE = `${ADMIN_API}/client-errors`;

export const clientErrorKeys = {
  all: ['admin', 'client-errors'] as const,
  list: (query: Query) => [...clientErrorKeys.all, 'list', query] as const,
  entry: (id: string) => [...clientErrorKeys.all, 'entry', id] as const,
};

/** GET /api/admin/client-errors: one page, the most recently seen first, filtered. */
export const useClientErrorPage = (query: Query) =>
  useAdminPage<ClientErrorRow>(clientErrorKeys.list(query), BASE, query);

/** GET /api/admin/client-errors/{id}, while `id` is set (the drawer is open). */
export function useClientError(id: string | null) {
  return useQuery({
    queryKey: clientErrorKeys.entry(id ?? ''),
    queryFn: ({ signal }) => apiClient.get<ClientErrorEntry>(`${BASE}/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
  });
}
