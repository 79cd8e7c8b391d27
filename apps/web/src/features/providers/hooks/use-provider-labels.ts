import { useMemo } from 'react';
import { useDictionaryLabels } from '@/features/reference/api/dictionaries';

export interface ProviderLabels {
  providerType: ReadonlyMap<string, string>;
  industry: ReadonlyMap<string, string>;
  scenario: ReadonlyMap<string, string>;
  companyType: ReadonlyMap<string, string>;
}

/** The dictionaries a card turns stored values into words with. */
export function useProviderLabels(): ProviderLabels {
  const providerType = useDictionaryLabels('company.service.type');
  const industry = useDictionaryLabels('service.serviceTarget');
  const scenario = useDictionaryLabels('company.service.category');
  const companyType = useDictionaryLabels('company.type');
  return useMemo(
    () => ({ providerType, industry, scenario, companyType }),
    [providerType, industry, scenario, companyType],
  );
}
