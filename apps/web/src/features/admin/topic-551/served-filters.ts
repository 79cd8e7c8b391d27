import { LIST_PAGE_SIZE_DEFAULT, SERVICE_STATUS_NAMES, type ServiceStatus } from '@dtmm/shared';
import { ADMIN_PATHS } from '../admin-paths';
import { writeListQuery } from '../components/list-query';
import { currentYear } from './topic551-years';

/**
 * The served-enterprise list opens on this year, like the progress page; '' means "any" for every
 * filter (a year of '' is 全部年份). serviceProviderId is the provider's company id.
 */
export const SERVED_DEFAULTS = {
  queryCondition: '',
  serviceProviderId: '',
  serviceStatus: '',
  companyCompanyType: '',
  submitYear: String(currentYear()),
};
export type ServedFilters = typeof SERVED_DEFAULTS;

export const statusOptions = (labels: Record<ServiceStatus, string>) => [
  { value: '', label: '全部' },
  ...SERVICE_STATUS_NAMES.map((status) => ({ value: status, label: labels[status] })),
];

/** The list filtered to one provider's enterprises of a year: where a provider row of the progress leads. */
export function servedEnterprisesLink(filters: Partial<ServedFilters>): string {
  const query = { filters: { ...SERVED_DEFAULTS, ...filters }, page: 1, limit: LIST_PAGE_SIZE_DEFAULT };
  const params = writeListQuery(query, SERVED_DEFAULTS);
  const search = params.toString();
  return search ? `${ADMIN_PATHS.servedEnterprises}?${search}` : ADMIN_PATHS.servedEnterprises;
}
