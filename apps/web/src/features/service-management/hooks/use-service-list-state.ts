import { LIST_PAGE_SIZE_DEFAULT } from '@dtmm/shared';
import { useState } from 'react';
import type { ServedEnterprisePageQuery } from '../api/service-management-api';

type Filters = Omit<ServedEnterprisePageQuery, 'page' | 'limit'>;

/**
 * The list's year, search, type and page (assessment.md 2): any filter change starts again on page 1,
 * and an empty filter is kept as absent, so it is never sent.
 */
export function useServiceListState(currentYear: number) {
  const [filters, setFilters] = useState<Filters>({ submitYear: currentYear });
  const [paging, setPaging] = useState({ page: 1, limit: LIST_PAGE_SIZE_DEFAULT as number });
  const query: ServedEnterprisePageQuery = { ...filters, ...paging };

  const setFilter = (patch: Partial<Filters>) => {
    const cleaned = Object.fromEntries(
      Object.entries(patch).map(([key, value]) => [key, typeof value === 'string' ? value.trim() || undefined : value]),
    );
    setFilters((current) => ({ ...current, ...cleaned }));
    setPaging((current) => ({ ...current, page: 1 }));
  };
  /** A new page size starts on page 1 too. */
  const setPage = (page: number, limit: number) =>
    setPaging((current) => ({ page: limit === current.limit ? page : 1, limit }));
  const restart = () => setPaging((current) => ({ ...current, page: 1 }));
  return { query, setFilter, setPage, restart };
}
