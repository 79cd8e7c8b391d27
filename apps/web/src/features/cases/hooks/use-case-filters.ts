import { CASE_PAGE_SIZE } from '@dtmm/shared';
import { useMemo } from 'react';
import { useListFilters } from '@/lib/use-list-filters';
import type { CasePageQuery } from '../api/cases';

const CASE_QUERY_KEYS = ['caseTitle'] as const;
const CASE_SIZES = [CASE_PAGE_SIZE];

/** The case list's title search and page: 8 a page, each page its own history entry (portal.md 2.3). */
export function useCaseFilters(caseType: string) {
  const { query, setFilter, setPage } = useListFilters(CASE_QUERY_KEYS, {
    sizes: CASE_SIZES,
    pageSize: CASE_PAGE_SIZE,
    pushPages: true,
  });
  const withType = useMemo((): CasePageQuery => ({ ...query, caseType }), [query, caseType]);
  return { query: withType, setFilter, setPage };
}
