import type { PersonalInfoRequestRow } from '@dtmm/shared';
import type { Query } from '@/lib/query-string';
import { ADMIN_API } from '../../admin-paths';
import { useAdminPage } from '../../components/admin-list-api';

const BASE = `${ADMIN_API}/personal-info-requests`;
const keys = { list: (query: Query) => ['admin', 'personal-info-requests', query] as const };

/** GET /api/admin/personal-info-requests: downloads and closures, newest first. */
export const usePersonalInfoRequestPage = (query: Query) =>
  useAdminPage<PersonalInfoRequestRow>(keys.list(query), BASE, query);
