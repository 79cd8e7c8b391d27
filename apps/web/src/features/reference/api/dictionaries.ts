import type { DictionaryCode, DictionaryItem } from '@dtmm/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiClient } from '@/lib/api-client';

export const dictionaryKeys = {
  all: ['dictionary'] as const,
  byCode: (code: DictionaryCode) => [...dictionaryKeys.all, code] as const,
};

/** GET /api/dtmm/common/dict?code=: the items sit under data.data (portal.md 7.5). */
export async function fetchDictionary(code: DictionaryCode, signal?: AbortSignal): Promise<DictionaryItem[]> {
  const answer = await apiClient.get<{ code: string; data: DictionaryItem[] }>('/api/dtmm/common/dict', {
    query: { code },
    signal,
  });
  return Array.isArray(answer?.data) ? answer.data : [];
}

const EMPTY: DictionaryItem[] = [];

/** A dictionary's items; reference data changes rarely, so it is kept for the whole visit. */
export function useDictionary(code: DictionaryCode) {
  const query = useQuery({
    queryKey: dictionaryKeys.byCode(code),
    queryFn: ({ signal }) => fetchDictionary(code, signal),
    staleTime: 30 * 60_000,
  });
  return { items: query.data ?? EMPTY, isLoading: query.isLoading };
}

/** value → label of one dictionary, for showing stored values. */
export function useDictionaryLabels(code: DictionaryCode): ReadonlyMap<string, string> {
  const { items } = useDictionary(code);
  return useMemo(() => new Map(items.map((item) => [item.value, item.label])), [items]);
}

/** Labels of a comma-joined value list; unknown values are shown as they are. */
export function labelsOf(joined: string | null | undefined, labels: ReadonlyMap<string, string>): string[] {
  if (!joined) return [];
  return joined
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => labels.get(value) ?? value);
}
