import type { NoticeAudience, NoticeCompanyOption, SentNoticeItem } from '@dtmm/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Query } from '@/lib/query-string';
import { ADMIN_API } from '../../admin-paths';
import { useAdminPage } from '../../components/admin-list-api';

// /api/admin/notices is the CMS's notice board; operators' notices to users live here.
const BASE = `${ADMIN_API}/notifications`;

export const adminNoticeKeys = {
  all: ['admin', 'notices'] as const,
  list: (query: Query) => [...adminNoticeKeys.all, 'list', query] as const,
  companies: (keyword: string) => [...adminNoticeKeys.all, 'companies', keyword] as const,
};

/** GET /api/admin/notifications: the sent notices, newest first, searched by title. */
export const useSentNoticePage = (query: Query) =>
  useAdminPage<SentNoticeItem>(adminNoticeKeys.list(query), BASE, query);

/** GET /api/admin/notifications/companies: certified companies whose name contains `keyword` (at most 20). */
export function useNoticeCompanies(keyword: string) {
  return useQuery({
    queryKey: adminNoticeKeys.companies(keyword),
    queryFn: ({ signal }) => apiClient.get<NoticeCompanyOption[]>(`${BASE}/companies`, { query: { keyword }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** What the send form collects; the company only for the audience 'company'. */
export interface NoticeDraft {
  audience: NoticeAudience;
  companyId?: string;
  title: string;
  content: string;
}

/** POST /api/admin/notifications: answers '通知已发送，共 N 人'. */
export const sendNotice = ({ audience, companyId, title, content }: NoticeDraft) =>
  apiClient.postForMessage<{ id: string; recipientCount: number }>(BASE, {
    audience,
    companyId: audience === 'company' ? companyId : null,
    title,
    content,
  });
