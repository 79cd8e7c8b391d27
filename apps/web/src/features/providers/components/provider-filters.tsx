import './providers.css';
import type { DictionaryCode } from '@dtmm/shared';
import { FilterRow } from '@/components/list/filter-row';
import { useDictionary } from '@/features/reference/api/dictionaries';
import type { ProviderFilterKey, ProviderPageQuery } from '../api/providers';

interface FilterDef {
  key: ProviderFilterKey;
  label: string;
  code: DictionaryCode;
  collapsible?: boolean;
}

/** The four filters of portal.md 2.4, each bound to its dictionary. */
export const PROVIDER_FILTERS: readonly FilterDef[] = [
  { key: 'serviceProviderType', label: '服务商类别', code: 'company.service.type' },
  { key: 'serviceIndustry', label: '服务行业', code: 'service.serviceTarget', collapsible: true },
  { key: 'serviceProviderCategory', label: '服务场景', code: 'company.service.category', collapsible: true },
  { key: 'companyType', label: '企业类型', code: 'company.type' },
];

function DictionaryFilter({ def, value, onChange }: { def: FilterDef; value: string; onChange: (v: string) => void }) {
  const { items } = useDictionary(def.code);
  return (
    <FilterRow label={def.label} options={items} value={value} onChange={onChange} collapsible={def.collapsible} />
  );
}

interface ProviderFiltersProps {
  query: ProviderPageQuery;
  onChange: (key: ProviderFilterKey, value: string) => void;
}

export function ProviderFilters({ query, onChange }: ProviderFiltersProps) {
  return (
    <section className="filter-panel" aria-label="筛选条件">
      {PROVIDER_FILTERS.map((def) => (
        <DictionaryFilter
          key={def.key}
          def={def}
          value={query[def.key] ?? ''}
          onChange={(value) => onChange(def.key, value)}
        />
      ))}
    </section>
  );
}
