import { useListFilters } from '@/lib/use-list-filters';

const CATALOGUE_QUERY_KEYS = ['serviceCategory', 'serviceTarget', 'solutionName'] as const;

/** The catalogue's scenario, industry, name search and page, kept in the address. */
export const useCatalogueFilters = () => useListFilters(CATALOGUE_QUERY_KEYS);
