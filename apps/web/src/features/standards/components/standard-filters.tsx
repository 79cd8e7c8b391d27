import type { DictionaryCode } from '@dtmm/shared';
import { FilterRow } from '@/components/list/filter-row';
import { useDictionary } from '@/features/reference/api/dictionaries';
import type { StandardFilterKey, StandardPageQuery } from '../api/standards';

const FILTERS: readonly { key: StandardFilterKey; label: string; code: DictionaryCode }[] = [
  { key: 'standardType', label: '标准类型', code: 'dtmm.standard.type' },
  { key: 'standardNature', label: '标准性质', code: 'dtmm.standard.nature' },
  { key: 'standardStatus', label: '标准状态', code: 'dtmm.standard.status' },
];

function DictionaryFilter({
  label,
  code,
  value,
  onChange,
}: {
  label: string;
  code: DictionaryCode;
  value: string;
  onChange: (v: string) => void;
}) {
  const { items } = useDictionary(code);
  return <FilterRow label={label} options={items} value={value} onChange={onChange} />;
}

interface StandardFiltersProps {
  query: StandardPageQuery;
  onChange: (key: StandardFilterKey, value: string) => void;
}

/** Type, nature and status, each single-choice with 不限 (empty) first (portal.md 2.3). */
export function StandardFilters({ query, onChange }: StandardFiltersProps) {
  return (
    <section className="filter-panel" aria-label="筛选条件">
      {FILTERS.map((filter) => (
        <DictionaryFilter
          key={filter.key}
          label={filter.label}
          code={filter.code}
          value={query[filter.key] ?? ''}
          onChange={(value) => onChange(filter.key, value)}
        />
      ))}
    </section>
  );
}
