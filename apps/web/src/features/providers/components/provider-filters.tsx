import './providers.css';
import { type DictionaryFilter, DictionaryFilters } from '@/features/reference/components/dictionary-filters';
import type { ProviderFilterKey, ProviderPageQuery } from '../api/providers';

/** The four filters of portal.md 2.4, each bound to its dictionary. */
export const PROVIDER_FILTERS: readonly DictionaryFilter<ProviderFilterKey>[] = [
  { key: 'serviceProviderType', label: '服务商类别', code: 'company.service.type' },
  { key: 'serviceIndustry', label: '服务行业', code: 'service.serviceTarget', collapsible: true },
  { key: 'serviceProviderCategory', label: '服务场景', code: 'company.service.category', collapsible: true },
  { key: 'companyType', label: '企业类型', code: 'company.type' },
];

interface ProviderFiltersProps {
  query: ProviderPageQuery;
  onChange: (key: ProviderFilterKey, value: string) => void;
}

export function ProviderFilters({ query, onChange }: ProviderFiltersProps) {
  return <DictionaryFilters filters={PROVIDER_FILTERS} values={query} onChange={onChange} />;
}
