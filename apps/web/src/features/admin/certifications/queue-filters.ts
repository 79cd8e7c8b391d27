import { ADMIN_PATHS } from '../admin-paths';
import { writeListQuery } from '../components/list-query';

/** The queue opens on 审核中 ('2'). */
export const QUEUE_DEFAULTS = { certifyType: '', status: '2', keyword: '' };
export type QueueFilters = typeof QUEUE_DEFAULTS;

/** A link to the queue with some filters set (the dashboard's cards). */
export function queueLink(filters: Partial<QueueFilters>): string {
  const params = writeListQuery({ filters: { ...QUEUE_DEFAULTS, ...filters }, page: 1, limit: 10 }, QUEUE_DEFAULTS);
  const search = params.toString();
  return search ? `${ADMIN_PATHS.certifications}?${search}` : ADMIN_PATHS.certifications;
}
