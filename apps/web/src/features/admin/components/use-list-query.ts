import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type Filters, type ListQuery, readListQuery, writeListQuery } from './list-query';

export interface PageChange {
  page: number;
  limit: number;
  sidx?: string;
  sord?: 'asc' | 'desc';
}

/**
 * A list's filters, page and sort, kept in the address: back and forward and a reload show the
 * same list. `defaults` must be a constant (it is compared by value on every render).
 */
export function useListQuery<F extends Filters>(defaults: F) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(params, defaults), [params, defaults]);
  const go = (next: ListQuery<F>) => setParams(writeListQuery(next, defaults));
  return {
    query,
    /** New filters start again at page 1. */
    search: (filters: F) => go({ ...query, filters: { ...defaults, ...filters }, page: 1 }),
    reset: () => go({ filters: defaults, page: 1, limit: query.limit }),
    changePage: ({ page, limit, sidx, sord }: PageChange) => {
      const { sidx: _sidx, sord: _sord, ...rest } = query;
      go({ ...rest, page: limit === query.limit ? page : 1, limit, ...(sidx && sord ? { sidx, sord } : {}) });
    },
  };
}

/** What a list page gets from useListQuery. */
export type ListControls<F extends Filters> = ReturnType<typeof useListQuery<F>>;
