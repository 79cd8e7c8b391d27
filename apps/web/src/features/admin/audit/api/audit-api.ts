import type { AuditEntryItem, AuditRowItem, AuditVerification } from '@dtmm/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Query } from '@/lib/query-string';
import { ADMIN_API } from '../../admin-paths';
import { useAdminPage } from '../../components/admin-list-api';

const BASE = `${ADMIN_API}/audit`;

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (query: Query) => [...auditKeys.all, 'list', query] as const,
  entry: (id: string) => [...auditKeys.all, 'entry', id] as const,
};

/** GET /api/admin/audit: one page of the trail, newest first, filtered. */
export const useAuditPage = (query: Query) => useAdminPage<AuditRowItem>(auditKeys.list(query), BASE, query);

/** GET /api/admin/audit/{id}, while `id` is set (the drawer is open). */
export function useAuditEntry(id: string | null) {
  return useQuery({
    queryKey: auditKeys.entry(id ?? ''),
    queryFn: ({ signal }) => apiClient.get<AuditEntryItem>(`${BASE}/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
  });
}

/**
 * GET /api/admin/audit/verify: walks the whole chain, so it runs only when asked; with a head noted
 * earlier (`id:hash`), the chain must still reach it unchanged.
 */
export const useAuditVerification = () =>
  useMutation({
    mutationFn: (head: string) => apiClient.get<AuditVerification>(`${BASE}/verify`, { query: { head } }),
  });
