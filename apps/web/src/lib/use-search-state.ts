import { LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZES } from '@dtmm/shared';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A positive whole number from the address, or the fallback for anything else. */
export function positiveInt(text: string | null, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** page and limit of a list from the address; a limit other than the offered sizes is the default. */
export function pagingOf(
  params: URLSearchParams,
  sizes: readonly number[] = LIST_PAGE_SIZES,
  fallback = LIST_PAGE_SIZE_DEFAULT,
): { page: number; limit: number } {
  const limit = positiveInt(params.get('limit'), fallback);
  return { page: positiveInt(params.get('page'), 1), limit: sizes.includes(limit) ? limit : fallback };
}

/** The address changes for a page: page 1 and the default size are left out. */
export const pagingChanges = (page: number, limit: number, fallback = LIST_PAGE_SIZE_DEFAULT) => ({
  page: page > 1 ? page : undefined,
  limit: limit === fallback ? undefined : limit,
});

export type SearchChanges = Record<string, string | number | undefined>;

interface UpdateOptions {
  /** Add a history entry (back returns to the previous page of a list) instead of replacing this one. */
  push?: boolean;
}

/**
 * A list's filters, search and page kept in the address, so they survive reloads and can be shared.
 * `update` drops keys whose value is empty, so the address never carries an empty filter.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: SearchChanges, { push = false }: UpdateOptions = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: !push, preventScrollReset: !push },
      );
    },
    [setParams],
  );
  return { params, update };
}

/** The `id` query parameter of a detail page, trimmed; '' when absent. */
export function useQueryId(): string {
  const [params] = useSearchParams();
  return params.get('id')?.trim() ?? '';
}
