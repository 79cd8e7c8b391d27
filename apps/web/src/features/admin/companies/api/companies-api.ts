import type { AdminCompanyDetail, AdminCompanyItem } from '@dtmm/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Query } from '@/lib/query-string';
import { ADMIN_API } from '../../admin-paths';
import { useAdminPage } from '../../components/admin-list-api';

const BASE = `${ADMIN_API}/companies`;

export const adminCompanyKeys = {
  all: ['admin', 'companies'] as const,
  list: (query: Query) => [...adminCompanyKeys.all, 'list', query] as const,
  detail: (id: string) => [...adminCompanyKeys.all, 'detail', id] as const,
};

/** GET /api/admin/companies: one page, searched by name or credit code. */
export const useAdminCompanyPage = (query: Query) =>
  useAdminPage<AdminCompanyItem>(adminCompanyKeys.list(query), BASE, query);

/** GET /api/admin/companies/{id}, while `id` is set (the drawer is open). */
export function useAdminCompany(id: string | null) {
  return useQuery({
    queryKey: adminCompanyKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiClient.get<AdminCompanyDetail>(`${BASE}/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
  });
}
