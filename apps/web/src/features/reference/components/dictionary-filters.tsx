import type { DictionaryCode } from '@dtmm/shared';
import { FilterRow } from '@/components/list/filter-row';
import { useDictionary } from '../api/dictionaries';

/** One filter line of a public list, bound to the dictionary its options come from. */
export interface DictionaryFilter<K extends string> {
  key: K;
  label: string;
  code: DictionaryCode;
  /** Long dictionaries fold behind 更多. */
  collapsible?: boolean;
}

function DictionaryFilterRow<K extends string>({
  filter,
  value,
  onChange,
}: {
  filter: DictionaryFilter<K>;
  value: string;
  onChange: (value: string) => void;
}) {
  const { items } = useDictionary(filter.code);
  return (
    <FilterRow
      label={filter.label}
      options={items}
      value={value}
      onChange={onChange}
      collapsible={filter.collapsible}
    />
  );
}

interface DictionaryFiltersProps<K extends string> {
  filters: readonly DictionaryFilter<K>[];
  /** The chosen value per key; absent means 不限. */
  values: Partial<Record<K, string>>;
  onChange: (key: K, value: string) => void;
}

/** The filter panel of a public list: one single-choice row per dictionary, 不限 first (portal.md 2.4). */
export function DictionaryFilters<K extends string>({ filters, values, onChange }: DictionaryFiltersProps<K>) {
  return (
    <section className="filter-panel" aria-label="筛选条件">
      {filters.map((filter) => (
        <DictionaryFilterRow
          key={filter.key}
          filter={filter}
          value={values[filter.key] ?? ''}
          onChange={(value) => onChange(filter.key, value)}
        />
      ))}
    </section>
  );
}
