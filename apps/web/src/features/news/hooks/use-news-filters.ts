import { useMemo } from 'react';
import { useListFilters } from '@/lib/use-list-filters';
import type { NewsPageQuery } from '../api/news';

const NEWS_QUERY_KEYS = ['year', 'title'] as const;

/** A news list's year, title search and page, kept in the address; the category comes from the page. */
export function useNewsFilters(category: string) {
  const { query, setFilter, setPage } = useListFilters(NEWS_QUERY_KEYS);
  const withCategory = useMemo((): NewsPageQuery => ({ ...query, category }), [query, category]);
  return { query: withCategory, setFilter, setPage };
}
