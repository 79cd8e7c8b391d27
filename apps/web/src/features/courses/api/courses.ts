import { type CourseDetail, type CourseListItem, type CourseListQuery, PUBLISHED_COURSE } from '@dtmm/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const BASE = '/api/dtmm/company/course';

export type CoursePageQuery = Pick<CourseListQuery, 'page' | 'limit'> &
  Partial<Pick<CourseListQuery, 'courseType' | 'title'>>;

export const courseKeys = {
  all: ['courses'] as const,
  list: (query: CoursePageQuery) => [...courseKeys.all, 'list', query] as const,
  detail: (id: string) => [...courseKeys.all, 'detail', id] as const,
};

/** Published courses (status '1', portal.md 7.4), newest first; empty filters are dropped by the client. */
export function useCoursePage(query: CoursePageQuery) {
  return useQuery({
    queryKey: courseKeys.list(query),
    queryFn: ({ signal }) =>
      apiClient.list<CourseListItem>(`${BASE}/list`, {
        query: { ...query, status: PUBLISHED_COURSE, sidx: 'createTime', sord: 'desc' },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCourseDetail(id: string) {
  return useQuery({
    queryKey: courseKeys.detail(id),
    queryFn: ({ signal }) => apiClient.get<CourseDetail>(`${BASE}/detail/${encodeURIComponent(id)}`, { signal }),
    enabled: Boolean(id),
  });
}
