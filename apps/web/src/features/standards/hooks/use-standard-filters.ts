import { useListFilters } from '@/lib/use-list-filters';
import type { StandardFilterKey } from '../api/standards';

const STANDARD_QUERY_KEYS: readonly (StandardFilterKey | 'title')[] = [
  'standardType',
  'standardNature',
  'standardStatus',
  'title',
];

/** The standards tab's radio filters, title search and page, kept in the address. */
export const useStandardFilters = () => useListFilters(STANDARD_QUERY_KEYS);
