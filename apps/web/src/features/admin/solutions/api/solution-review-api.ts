import { type AdminSolutionDetail, SOLUTION_STATUSES, type SolutionItem } from '@dtmm/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { solutionKeys } from '@/features/solutions/api/solutions-api';
import { apiClient } from '@/lib/api-client';
import type { Query } from '@/lib/query-string';
import { ADMIN_API } from '../../admin-paths';
import { useAdminPage } from '../../components/admin-list-api';

const BASE = `${ADMIN_API}/solutions`;
const pathOf = (id: string, decision?: string) => `${BASE}/${encodeURIComponent(id)}${decision ? `/${decision}` : ''}`;

export const solutionReviewKeys = {
  all: ['admin', 'solutions'] as const,
  queue: (query: Query) => [...solutionReviewKeys.all, 'queue', query] as const,
  review: (id: string) => [...solutionReviewKeys.all, 'review', id] as const,
};

/** GET /api/admin/solutions: one page of the review queue (providerId is the company's id). */
export const useSolutionQueue = (query: Query) =>
  useAdminPage<SolutionItem>(solutionReviewKeys.queue(query), BASE, query);

/** How many solutions wait for review: the queue's total, read with the smallest page. */
export function usePendingSolutionCount() {
  const { data } = useSolutionQueue({ status: SOLUTION_STATUSES.underReview, page: 1, limit: 1 });
  return data?.total;
}

/** GET /api/admin/solutions/{id}: the entry in any status with its review history. */
export function useSolutionReview(id: string) {
  return useQuery({
    queryKey: solutionReviewKeys.review(id),
    queryFn: ({ signal }) => apiClient.get<AdminSolutionDetail>(pathOf(id), { signal }),
  });
}

/**
 * After a decision, or a 409 (the entry changed meanwhile): the review, the queue and the counts
 * reload, and the public lists too, since approving and unpublishing change what they show.
 */
export function useRefreshAfterDecision() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: solutionReviewKeys.all });
    void client.invalidateQueries({ queryKey: solutionKeys.all });
  };
}

/** Answers the server's msg ('审核通过'); a 409 rejects with '该方案的状态已变化，请刷新后重试'. */
export const approveSolution = (id: string) => apiClient.postForMessage<null>(pathOf(id, 'approve'), {});

/** Answers '已驳回'; the provider reads the opinion. */
export const rejectSolution = (id: string, opinion: string) =>
  apiClient.postForMessage<null>(pathOf(id, 'reject'), { opinion });

/** Takes an approved entry out of the catalogue; answers '已下架'. */
export const unpublishSolution = (id: string, reason: string) =>
  apiClient.postForMessage<null>(pathOf(id, 'unpublish'), { reason });
