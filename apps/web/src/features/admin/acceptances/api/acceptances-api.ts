import type { AcceptanceReview, FormalApplication } from '@dtmm/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formalKeys } from '@/features/formal-assessment/api/formal-assessment-api';
import { apiClient } from '@/lib/api-client';
import type { Query } from '@/lib/query-string';
import { ADMIN_API } from '../../admin-paths';
import { useAdminPage } from '../../components/admin-list-api';

const BASE = `${ADMIN_API}/acceptances`;
const pathOf = (id: string, decision?: string) => `${BASE}/${encodeURIComponent(id)}${decision ? `/${decision}` : ''}`;

export const acceptanceKeys = {
  all: ['admin', 'acceptances'] as const,
  queue: (query: Query) => [...acceptanceKeys.all, 'queue', query] as const,
  review: (id: string, unmask = false) => [...acceptanceKeys.all, 'review', id, { unmask }] as const,
};

/** GET /api/admin/acceptances: one page of the formal applications (status, type, keyword). */
export const useAcceptanceQueue = (query: Query) =>
  useAdminPage<FormalApplication>(acceptanceKeys.queue(query), BASE, query);

/**
 * GET /api/admin/acceptances/{id}: the application, its company, the latest self-assessment and history;
 * the company's phone in full with `unmask` (an application still being handled; the server audits it).
 */
export function useAcceptanceReview(id: string, unmask = false) {
  return useQuery({
    queryKey: acceptanceKeys.review(id, unmask),
    queryFn: ({ signal }) =>
      apiClient.get<AcceptanceReview>(pathOf(id), { query: unmask ? { unmask: '1' } : {}, signal }),
    // Switching the phone on or off keeps the page; another application never shows this one's data.
    placeholderData: (previous) => (previous?.application.id === id ? previous : undefined),
  });
}

/** After a decision, or a 409 (it changed meanwhile): the review, the queue and the company's list reload. */
export function useRefreshAfterDecision() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: acceptanceKeys.all });
    void client.invalidateQueries({ queryKey: formalKeys.all });
  };
}

/** 受理 with the date and the assessing provider's company id; answers '已受理'. */
export const acceptApplication = (id: string, body: { scheduledDate: string; assessor: string }) =>
  apiClient.postForMessage<null>(pathOf(id, 'accept'), body);

/** 不予受理 with the reason the company reads; answers '已不予受理'. */
export const rejectApplication = (id: string, reason: string) =>
  apiClient.postForMessage<null>(pathOf(id, 'reject'), { reason });

/** 录入评估结果: the formal level and the report PDF; answers '评估结果已录入'. */
export const completeApplication = (id: string, body: { resultLevel: number; reportFileId: string }) =>
  apiClient.postForMessage<null>(pathOf(id, 'complete'), body);
