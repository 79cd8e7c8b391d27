import type { AdminDashboard } from '@dtmm/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ADMIN_API } from '../../admin-paths';

export const dashboardKeys = { figures: ['admin', 'dashboard'] as const };

/** GET /api/admin/dashboard; refetched on each visit so the counts are current. */
export function useAdminDashboard() {
  return useQuery({
    queryKey: dashboardKeys.figures,
    queryFn: ({ signal }) => apiClient.get<AdminDashboard>(`${ADMIN_API}/dashboard`, { signal }),
    refetchOnMount: 'always',
  });
}
