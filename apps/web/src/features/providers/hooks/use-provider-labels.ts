import { useMemo } from 'react';
import { useDictionaryLabels } from '@/features/reference/api/dictionaries';
import { useRegionNames } from '@/features/reference/api/regions';

export interface ProviderLabels {
  providerType: ReadonlyMap<string, string>;
  industry: ReadonlyMap<string, string>;
  scenario: ReadonlyMap<string, string>;
  companyType: ReadonlyMap<string, string>;
  regions: ReadonlyMap<string, string>;
}

/** The dictionaries (and, unless `withRegions` is false, region names) a card turns stored values into words with. */
export function useProviderLabels({ withRegions = true } = {}): ProviderLabels {
  const providerType = useDictionaryLabels('company.service.type');
  const industry = useDictionaryLabels('service.serviceTarget');
  const scenario = useDictionaryLabels('company.service.category');
  const companyType = useDictionaryLabels('company.type');
  const regions = useRegionNames(withRegions);
  return useMemo(
    () => ({ providerType, industry, scenario, companyType, regions }),
    [providerType, industry, scenario, companyType, regions],
  );
}
