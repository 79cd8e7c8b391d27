import { type FileInfo, fileDownloadPath } from '@dtmm/shared';
import { useQueries, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const fileKeys = {
  all: ['file'] as const,
  info: (id: string) => [...fileKeys.all, 'info', id] as const,
};

/** Where the browser fetches a public file (PDF, cover, video). */
export const fileHref = (id: string) => fileDownloadPath(encodeURIComponent(id));

/** Comma-joined file ids (portal.md 3: fdAddOn2) as a list, blanks dropped. */
export const fileIdsOf = (joined: string | null | undefined): string[] =>
  (joined ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);

/**
 * GET /api/dtmm/common/file/{id}. Silent: a missing detail is not worth a toast, the caller falls back
 * to the constructed download path (portal.md 7.6).
 */
export const fetchFileInfo = (id: string, signal?: AbortSignal) =>
  apiClient.get<FileInfo>(`/api/dtmm/common/file/${encodeURIComponent(id)}`, { signal, silent: true });

const fileQuery = (id: string) => ({
  queryKey: fileKeys.info(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchFileInfo(id, signal),
  staleTime: 10 * 60_000,
});

/** One file's details; disabled without an id. */
export function useFileInfo(id: string | null | undefined) {
  return useQuery({ ...fileQuery(id ?? ''), enabled: Boolean(id) });
}

/** Several files' details, in the order of `ids`. */
export function useFileInfos(ids: readonly string[]) {
  return useQueries({ queries: ids.map(fileQuery) });
}
