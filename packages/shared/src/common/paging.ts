import { z } from 'zod';
import { LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZE_MAX } from './constants';
import { messages } from './messages';

const positiveInt = (msg: string) => z.coerce.number({ error: msg }).int({ error: msg }).positive({ error: msg });

/**
 * The paging query every list takes (portal.md 7): page, limit, sidx, sord.
 * `sortable` whitelists the sort keys; the first one is the default.
 */
export function pagingQuery<const K extends readonly [string, ...string[]]>(sortable: K) {
  return z.object({
    page: positiveInt(messages.paging.page).default(1),
    limit: positiveInt(messages.paging.limit)
      .max(LIST_PAGE_SIZE_MAX, { error: messages.paging.limit })
      .default(LIST_PAGE_SIZE_DEFAULT),
    sidx: z
      .enum(sortable, { error: messages.paging.sidx })
      .optional()
      .transform((v): K[number] => v ?? sortable[0]),
    sord: z
      .enum(['asc', 'desc'], { error: messages.paging.sord })
      .optional()
      .transform((v): 'asc' | 'desc' => v ?? 'desc'),
  });
}

export type PagingQuery<K extends string = string> = {
  page: number;
  limit: number;
  sidx: K;
  sord: 'asc' | 'desc';
};

export function pageOffset(query: { page: number; limit: number }): number {
  return (query.page - 1) * query.limit;
}
