import { LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZES } from '@dtmm/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ProviderFilterKey, ProviderPageQuery } from '../api/providers';

const FILTER_KEYS: readonly ProviderFilterKey[] = [
  'serviceProviderType',
  'serviceIndustry',
  'serviceProviderCategory',
  'companyType',
];

function positiveInt(text: string | null, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** The list's filters, search and page, kept in the address so they survive reloads and can be shared. */
export function useProviderFilters() {
  const [params, setParams] = useSearchParams();

  const query = useMemo((): ProviderPageQuery => {
    const limit = positiveInt(params.get('limit'), LIST_PAGE_SIZE_DEFAULT);
    const out: ProviderPageQuery = {
      page: positiveInt(params.get('page'), 1),
      limit: (LIST_PAGE_SIZES as readonly number[]).includes(limit) ? limit : LIST_PAGE_SIZE_DEFAULT,
      companyName: params.get('companyName')?.trim() || undefined,
    };
    for (const key of FILTER_KEYS) out[key] = params.get(key) || undefined;
    return out;
  }, [params]);

  const update = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  /** Choosing a filter or searching starts again on page 1. */
  const setFilter = useCallback(
    (key: ProviderFilterKey | 'companyName', value: string) => update({ [key]: value, page: undefined }),
    [update],
  );
  const setPage = useCallback(
    (page: number, limit: number) =>
      update({ page: page > 1 ? page : undefined, limit: limit === LIST_PAGE_SIZE_DEFAULT ? undefined : limit }),
    [update],
  );

  return { query, setFilter, setPage };
}
