import { ADMIN_PATHS } from '../admin-paths';
import { type ListQuery, requestQueryOf, writeListQuery } from '../components/list-query';

/** The status filter's "every status" choice; the queue opens on 审核中 ('2'). */
export const ALL_STATUSES = 'all';

export const QUEUE_DEFAULTS = { certifyType: '', status: '2', keyword: '' };
export type QueueFilters = typeof QUEUE_DEFAULTS;

/** The queue's call: 'all' statuses means no status filter. */
export function queueRequestQuery(query: ListQuery<QueueFilters>) {
  const status = query.filters.status === ALL_STATUSES ? '' : query.filters.status;
  return requestQueryOf({ ...query, filters: { ...query.filters, status } });
}

/** A link to the queue with some filters set (the dashboard's cards). */
export function queueLink(filters: Partial<QueueFilters>): string {
  const params = writeListQuery({ filters: { ...QUEUE_DEFAULTS, ...filters }, page: 1, limit: 10 }, QUEUE_DEFAULTS);
  const search = params.toString();
  return search ? `${ADMIN_PATHS.certifications}?${search}` : ADMIN_PATHS.certifications;
}
