import type { PlatformConfig } from '@dtmm/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Shown until GET /cruplat/getconfig answers (and if it fails). */
export const FALLBACK_PLATFORM_NAME = '企业数字化转型服务平台';

export const platformKeys = { config: ['platform', 'config'] as const };

export const fetchPlatformConfig = (signal?: AbortSignal) =>
  apiClient.get<PlatformConfig>('/cruplat/getconfig', { signal });

/** The platform's identity; fetched once per visit. */
export function usePlatformConfig() {
  return useQuery({
    queryKey: platformKeys.config,
    queryFn: ({ signal }) => fetchPlatformConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** The platform name, or the fallback while the configuration loads. */
export function usePlatformName(): string {
  return usePlatformConfig().data?.companyName || FALLBACK_PLATFORM_NAME;
}

/**
 * The platform's configured public address (DTMM_PUBLIC_URL), or null while it loads: printed
 * copies name it for verification, never an address taken from the page's own URL (issue 28, 2).
 */
export function usePublicUrl(): string | null {
  return usePlatformConfig().data?.publicUrl || null;
}
