import { COURSE_PAGE_SIZE } from '@dtmm/shared';
import { useListFilters } from '@/lib/use-list-filters';

const COURSE_QUERY_KEYS = ['courseType', 'title'] as const;
const COURSE_SIZES = [COURSE_PAGE_SIZE];

/** The course list's type filter, title search and page (4 a page, portal.md 9), kept in the address. */
export const useCourseFilters = () =>
  useListFilters(COURSE_QUERY_KEYS, { sizes: COURSE_SIZES, pageSize: COURSE_PAGE_SIZE, pushPages: true });
