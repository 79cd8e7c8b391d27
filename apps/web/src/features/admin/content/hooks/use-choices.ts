import type { DictionaryItem } from '@dtmm/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchProviderPage } from '@/features/providers/api/providers';
import { dictionaryKeys, fetchDictionary } from '@/features/reference/api/dictionaries';
import type { ChoiceSource } from '../content-fields';

export interface Choice {
  value: string;
  label: string;
}

const EMPTY: Choice[] = [];
/** The most the provider list answers in one page (limit 150); more providers than that need a search. */
const PROVIDER_LIMIT = 150;

const fromDictionary = (items: DictionaryItem[], extra: readonly string[] = []): Choice[] => [
  ...items.map(({ value, label }) => ({ value, label })),
  ...extra.filter((value) => !items.some((item) => item.value === value)).map((value) => ({ value, label: value })),
];

/**
 * A select's options from its source, and the label of a stored value (a value since removed from a
 * dictionary shows as it is). Hooks run for every source; only the one in use fetches.
 */
export function useChoices(source: ChoiceSource | undefined) {
  const code = source && 'dictionary' in source ? source.dictionary : null;
  const dictionary = useQuery({
    queryKey: code ? dictionaryKeys.byCode(code) : [...dictionaryKeys.all, 'none'],
    queryFn: ({ signal }) => (code ? fetchDictionary(code, signal) : []),
    enabled: code !== null,
    staleTime: 60_000,
  });
  const wantsProviders = Boolean(source && 'providers' in source);
  const providers = useQuery({
    queryKey: ['admin', 'content', 'providers'],
    queryFn: ({ signal }) => fetchProviderPage({ page: 1, limit: PROVIDER_LIMIT }, signal),
    enabled: wantsProviders,
    staleTime: 60_000,
  });
  const options = useMemo((): Choice[] => {
    if (!source) return EMPTY;
    if ('values' in source) return source.values.map((value) => ({ value, label: value }));
    if ('providers' in source) return (providers.data?.list ?? []).map((p) => ({ value: p.id, label: p.companyName }));
    return fromDictionary(dictionary.data ?? [], source.extra);
  }, [source, dictionary.data, providers.data]);
  const labelOf = (value: string) => options.find((option) => option.value === value)?.label ?? value;
  return { options, labelOf, isLoading: dictionary.isLoading || providers.isLoading };
}
