import { LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZE_MAX } from '@dtmm/shared';

/** A list's filters as the address keeps them: text values, '' for "not set". */
export type Filters = Record<string, string>;

export interface ListQuery<F extends Filters> {
  filters: F;
  page: number;
  limit: number;
  /** The sort column and direction; absent means the server's default order. */
  sidx?: string;
  sord?: 'asc' | 'desc';
}

const positive = (text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 && n <= max ? n : fallback;
};

/** Reads a list's state from the address; missing or broken values fall back to the defaults. */
export function readListQuery<F extends Filters>(params: URLSearchParams, defaults: F): ListQuery<F> {
  const filters = { ...defaults };
  for (const key of Object.keys(defaults)) {
    const value = params.get(key);
    if (value !== null) (filters as Filters)[key] = value;
  }
  const sord = params.get('sord');
  return {
    filters,
    page: positive(params.get('page'), 1),
    limit: positive(params.get('limit'), LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZE_MAX),
    ...(params.get('sidx') ? { sidx: params.get('sidx') as string } : {}),
    ...(sord === 'asc' || sord === 'desc' ? { sord } : {}),
  };
}

/** The address of a list's state: only what differs from the defaults, so a plain link stays plain. */
export function writeListQuery<F extends Filters>(query: ListQuery<F>, defaults: F): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query.filters)) {
    if (value !== defaults[key]) params.set(key, value);
  }
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.limit !== LIST_PAGE_SIZE_DEFAULT) params.set('limit', String(query.limit));
  if (query.sidx && query.sord) {
    params.set('sidx', query.sidx);
    params.set('sord', query.sord);
  }
  return params;
}

/** What the list call sends: paging, sort and the filters that are set. */
export function requestQueryOf<F extends Filters>({ filters, ...paging }: ListQuery<F>) {
  const set = Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim() !== ''));
  return { ...set, ...paging };
}
