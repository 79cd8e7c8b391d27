import { useCallback, useMemo } from 'react';
import { pagingChanges, pagingOf, useSearchState } from '@/lib/use-search-state';
import type { ProviderFilterKey, ProviderPageQuery } from '../api/providers';

const FILTER_KEYS: readonly ProviderFilterKey[] = [
  'serviceProviderType',
  'serviceIndustry',
  'serviceProviderCategory',
  'companyType',
];

/** The list's filters, search and page, kept in the address so they survive reloads and can be shared. */
export function useProviderFilters() {
  const { params, update } = useSearchState();

  const query = useMemo((): ProviderPageQuery => {
    const out: ProviderPageQuery = {
      ...pagingOf(params),
      companyName: params.get('companyName')?.trim() || undefined,
    };
    for (const key of FILTER_KEYS) out[key] = params.get(key) || undefined;
    return out;
  }, [params]);

  /** Choosing a filter or searching starts again on page 1. */
  const setFilter = useCallback(
    (key: ProviderFilterKey | 'companyName', value: string) => update({ [key]: value, page: undefined }),
    [update],
  );
  const setPage = useCallback((page: number, limit: number) => update(pagingChanges(page, limit)), [update]);

  return { query, setFilter, setPage };
}
