import type { RegionNode } from '@dtmm/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiClient } from '@/lib/api-client';

export const regionKeys = { tree: ['regions', 'tree'] as const };

export const fetchRegionTree = (signal?: AbortSignal) =>
  apiClient.get<RegionNode[]>('/api/dtmm/common/regions', { signal });

function indexRegions(nodes: readonly RegionNode[], into: Map<string, string>): Map<string, string> {
  for (const node of nodes) {
    into.set(node.code, node.name);
    if (node.children) indexRegions(node.children, into);
  }
  return into;
}

/** code → name of every province, city and district (GB/T 2260); `enabled` false skips the ~30 KB download. */
export function useRegionNames(enabled = true): ReadonlyMap<string, string> {
  const { data } = useQuery({
    queryKey: regionKeys.tree,
    enabled,
    queryFn: ({ signal }) => fetchRegionTree(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return useMemo(() => indexRegions(data ?? [], new Map()), [data]);
}

/** '山西省 · 太原市 · 小店区' from codes; repeated names (municipalities) are shown once. */
export function formatRegion(names: ReadonlyMap<string, string>, ...codes: (string | null | undefined)[]): string {
  const parts = codes.flatMap((code) => {
    const name = code ? names.get(code) : undefined;
    return name ? [name] : [];
  });
  return [...new Set(parts)].join(' · ');
}
