import type { AdminUserItem, OperatorRole } from '@dtmm/shared';
import { apiClient } from '@/lib/api-client';
import type { Query } from '@/lib/query-string';
import { ADMIN_API } from '../../admin-paths';
import { useAdminPage } from '../../components/admin-list-api';

const BASE = `${ADMIN_API}/users`;
const at = (id: string, action: string) => `${BASE}/${encodeURIComponent(id)}/${action}`;

export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  list: (query: Query) => [...adminUserKeys.all, 'list', query] as const,
};

/** GET /api/admin/users: one page, searched by username or phone, filtered by status. */
export const useAdminUserPage = (query: Query) => useAdminPage<AdminUserItem>(adminUserKeys.list(query), BASE, query);

/** Answers the server's msg ('账号已停用' / '账号已启用'). */
export const setUserDisabled = (id: string, isDisabled: boolean) =>
  apiClient.postForMessage<null>(at(id, isDisabled ? 'disable' : 'enable'), {});

/** The one-time temporary password; the server never shows it again. */
export const resetUserPassword = (id: string) =>
  apiClient.postForMessage<{ temporaryPassword: string }>(at(id, 'reset-password'), {});

/** PUT …/operator-roles: another operator's whole set of roles (system administrators only). */
export const setOperatorRoles = (id: string, roles: OperatorRole[]) =>
  apiClient.putForMessage<{ roles: OperatorRole[] }>(at(id, 'operator-roles'), { roles });
