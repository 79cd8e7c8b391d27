import type { NewsDetail, NewsListItem, NewsListQuery, NoticeDetail, NoticeListItem } from '@dtmm/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const BASE = '/api/dtmm/company/news';

/** What a news list asks for; empty filters are dropped by the client before the call (portal.md 2.4). */
export type NewsPageQuery = Pick<NewsListQuery, 'page' | 'limit'> & {
  category?: string;
  title?: string;
  year?: string;
};

export const newsKeys = {
  all: ['news'] as const,
  list: (query: NewsPageQuery) => [...newsKeys.all, 'list', query] as const,
  groups: () => [...newsKeys.all, 'groups'] as const,
  detail: (id: string) => [...newsKeys.all, 'detail', id] as const,
  latestNotice: () => ['notices', 'latest'] as const,
  notice: (id: string) => ['notices', 'detail', id] as const,
};

export function useNewsPage(query: NewsPageQuery) {
  return useQuery({
    queryKey: newsKeys.list(query),
    queryFn: ({ signal }) =>
      apiClient.list<NewsListItem>(`${BASE}/list`, {
        query: { ...query, sidx: 'publishTime', sord: 'desc' },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET news/newslist: the latest items of each group, keyed by group name. */
export function useNewsGroups() {
  return useQuery({
    queryKey: newsKeys.groups(),
    queryFn: ({ signal }) => apiClient.get<Record<string, NewsListItem[]>>(`${BASE}/newslist`, { signal }),
    staleTime: 60_000,
  });
}

export function useNewsDetail(id: string, enabled = true) {
  return useQuery({
    queryKey: newsKeys.detail(id),
    queryFn: ({ signal }) => apiClient.get<NewsDetail>(`${BASE}/detail/${encodeURIComponent(id)}`, { signal }),
    enabled: enabled && Boolean(id),
  });
}

/** The newest platform notice, for the home page's notice bar; silent, as the bar is optional. */
export function useLatestNotice() {
  return useQuery({
    queryKey: newsKeys.latestNotice(),
    queryFn: async ({ signal }) => {
      const page = await apiClient.list<NoticeListItem>('/cms/notices/queryList', {
        query: { page: 1, limit: 1, sidx: 'publishTime', sord: 'desc' },
        signal,
        silent: true,
      });
      return page.list[0] ?? null;
    },
    staleTime: 60_000,
  });
}

export function useNoticeDetail(id: string, enabled = true) {
  return useQuery({
    queryKey: newsKeys.notice(id),
    queryFn: ({ signal }) =>
      apiClient.get<NoticeDetail>(`/cms/notices/queryInfo/${encodeURIComponent(id)}`, { signal }),
    enabled: enabled && Boolean(id),
  });
}
