import type { CertificationQueueItem, CertificationReview } from '@dtmm/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Query } from '@/lib/query-string';
import { ADMIN_API } from '../../admin-paths';
import { useAdminPage } from '../../components/admin-list-api';

const BASE = `${ADMIN_API}/certifications`;

export const certificationReviewKeys = {
  all: ['admin', 'certifications'] as const,
  queue: (query: Query) => [...certificationReviewKeys.all, 'queue', query] as const,
  review: (id: string, unmask = false) => [...certificationReviewKeys.all, 'review', id, { unmask }] as const,
};

/** GET /api/admin/certifications: one page of the review queue. */
export const useCertificationQueue = (query: Query) =>
  useAdminPage<CertificationQueueItem>(certificationReviewKeys.queue(query), BASE, query);

/**
 * GET /api/admin/certifications/{id}: the request, its applicant and history; phones in full with
 * `unmask` (a request under review only; the server audits the read).
 */
export function useCertificationReview(id: string, unmask = false) {
  return useQuery({
    queryKey: certificationReviewKeys.review(id, unmask),
    queryFn: ({ signal }) =>
      apiClient.get<CertificationReview>(`${BASE}/${encodeURIComponent(id)}`, {
        query: unmask ? { unmask: '1' } : {},
        signal,
      }),
    // Switching the phones on or off keeps the page; another request never shows this one's data.
    placeholderData: (previous) => (previous?.id === id ? previous : undefined),
  });
}

/** Answers the server's msg ('审核通过'); a 409 (decided by another operator) rejects with its msg. */
export const approveCertification = (id: string) =>
  apiClient.postForMessage<null>(`${BASE}/${encodeURIComponent(id)}/approve`, {});

/** Answers the server's msg ('已驳回'). */
export const rejectCertification = (id: string, reason: string) =>
  apiClient.postForMessage<null>(`${BASE}/${encodeURIComponent(id)}/reject`, { reason });
