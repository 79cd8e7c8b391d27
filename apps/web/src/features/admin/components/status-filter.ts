import { type Filters, type ListQuery, requestQueryOf } from './list-query';

/**
 * A review queue's "every status" choice. The queues open on 审核中 ('2'), so "no filter" needs a
 * value of its own in the address.
 */
export const ALL_STATUSES = 'all';

/** 全部, then 审核中 / passed / rejected in the review's own words. */
export function statusFilterOptions(labels: Readonly<Record<string, string>>) {
  return [
    { value: ALL_STATUSES, label: '全部' },
    ...['2', '1', '0'].map((status) => ({ value: status, label: labels[status] ?? status })),
  ];
}

/** A review queue's call: 'all' statuses means no status filter. */
export function statusQueueRequest<F extends Filters & { status: string }>(query: ListQuery<F>) {
  const status = query.filters.status === ALL_STATUSES ? '' : query.filters.status;
  return requestQueryOf({ ...query, filters: { ...query.filters, status } });
}
