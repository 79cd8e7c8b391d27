import type { AdminContentRow, ContentKind } from '@dtmm/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Query } from '@/lib/query-string';
import { ADMIN_API } from '../../admin-paths';
import { useAdminPage } from '../../components/admin-list-api';
import type { ContentItem, FormValues } from '../content-fields';

const base = (kind: ContentKind) => `${ADMIN_API}/${kind}`;
const at = (kind: ContentKind, id: string) => `${base(kind)}/${encodeURIComponent(id)}`;

export const contentKeys = {
  all: ['admin', 'content'] as const,
  kind: (kind: ContentKind) => [...contentKeys.all, kind] as const,
  list: (kind: ContentKind, query: Query) => [...contentKeys.kind(kind), 'list', query] as const,
  item: (kind: ContentKind, id: string) => [...contentKeys.kind(kind), 'item', id] as const,
};

/** GET /api/admin/<kind>: one page, searched by title, filtered by status and group. */
export const useContentPage = (kind: ContentKind, query: Query) =>
  useAdminPage<AdminContentRow>(contentKeys.list(kind, query), base(kind), query);

/** GET /api/admin/<kind>/{id}: the whole item, drafts included; `id` null for a new one. */
export function useContentItem(kind: ContentKind, id: string | null) {
  return useQuery({
    queryKey: contentKeys.item(kind, id ?? ''),
    queryFn: ({ signal }) => apiClient.get<ContentItem>(at(kind, id ?? ''), { signal }),
    enabled: id !== null,
  });
}

/** POST: a new draft; answers its id and '草稿已保存'. */
export const createContent = (kind: ContentKind, body: FormValues) =>
  apiClient.postForMessage<{ id: string }>(base(kind), body);

/** PUT: the whole form; answers '保存成功'. */
export const updateContent = (kind: ContentKind, id: string, body: FormValues) =>
  apiClient.putForMessage<null>(at(kind, id), body);

/** POST …/publish or …/unpublish; answers '发布成功' / '已下线'. */
export const moveContent = (kind: ContentKind, id: string, action: 'publish' | 'unpublish') =>
  apiClient.postForMessage<null>(`${at(kind, id)}/${action}`, {});

/** DELETE; answers '删除成功'. */
export const deleteContent = (kind: ContentKind, id: string) => apiClient.deleteForMessage<null>(at(kind, id));
