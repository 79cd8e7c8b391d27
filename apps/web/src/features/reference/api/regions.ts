import type { RegionNode } from '@dtmm/shared';
import { apiClient } from '@/lib/api-client';

export const regionKeys = { tree: ['regions', 'tree'] as const };

export const fetchRegionTree = (signal?: AbortSignal) =>
  apiClient.get<RegionNode[]>('/api/dtmm/common/regions', { signal });
