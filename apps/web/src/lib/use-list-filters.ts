import { LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZES } from '@dtmm/shared';
import { useCallback, useMemo } from 'react';
import { pagingChanges, pagingOf, useSearchState } from './use-search-state';

interface ListFilterOptions {
  /** Page sizes offered (default 10/20/30); a list of cards has one fixed size. */
  sizes?: readonly number[];
  /** The size used when the address names none (default 10). */
  pageSize?: number;
  /** Each page is its own history entry (the case list: back returns to the previous page). */
  pushPages?: boolean;
}

export type ListQuery<K extends string> = { page: number; limit: number } & Partial<Record<K, string>>;

/**
 * A public list's filters, search and page, kept in the address so they survive reloads, can be shared
 * and never carry an empty value (portal.md 2.4). `keys` must be a constant of the calling module.
 */
export function useListFilters<K extends string>(
  keys: readonly K[],
  { sizes = LIST_PAGE_SIZES, pageSize = LIST_PAGE_SIZE_DEFAULT, pushPages = false }: ListFilterOptions = {},
) {
  const { params, update } = useSearchState();
  const query = useMemo(() => {
    const out: Record<string, string | number | undefined> = pagingOf(params, sizes, pageSize);
    for (const key of keys) out[key] = params.get(key)?.trim() || undefined;
    return out as ListQuery<K>;
  }, [params, keys, sizes, pageSize]);

  /** Choosing a filter or searching starts again on page 1. */
  const setFilter = useCallback((key: K, value: string) => update({ [key]: value, page: undefined }), [update]);
  const setPage = useCallback(
    (page: number, limit: number) => update(pagingChanges(page, limit, pageSize), { push: pushPages }),
    [update, pageSize, pushPages],
  );
  return { query, setFilter, setPage };
}
