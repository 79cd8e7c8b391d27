import { useListFilters } from '@/lib/use-list-filters';
import type { ProviderFilterKey } from '../api/providers';

const PROVIDER_QUERY_KEYS: readonly (ProviderFilterKey | 'companyName')[] = [
  'serviceProviderType',
  'serviceIndustry',
  'serviceProviderCategory',
  'companyType',
  'companyName',
];

/** The list's filters, name search and page, kept in the address. */
export const useProviderFilters = () => useListFilters(PROVIDER_QUERY_KEYS);
