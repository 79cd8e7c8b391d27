import type { AdminAssessmentItem } from '@dtmm/shared';
import type { Query } from '@/lib/query-string';
import { ADMIN_API } from '../../admin-paths';
import { useAdminPage } from '../../components/admin-list-api';

export const adminAssessmentKeys = {
  all: ['admin', 'assessments'] as const,
  list: (query: Query) => [...adminAssessmentKeys.all, 'list', query] as const,
};

/** GET /api/admin/assessments: one page of the province's assessment records. */
export const useAdminAssessmentPage = (query: Query) =>
  useAdminPage<AdminAssessmentItem>(adminAssessmentKeys.list(query), `${ADMIN_API}/assessments`, query);
