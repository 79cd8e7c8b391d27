import type { MenuNode } from '@dtmm/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type Page } from '@/lib/api-client';

export const MENUS_PATH = '/plat/system/resource/getMenus';
export const NOTIFICATIONS_PATH = '/api/dtmm/notifications';
export const UNREAD_COUNT_PATH = '/api/dtmm/notifications/unread-count';

export interface NotificationItem {
  id: string;
  title: string;
  content: string;
  isRead: boolean;
  createTime: string;
}

export interface NotificationPageQuery {
  page: number;
  limit: number;
}

export const userCentreKeys = {
  menus: ['user-centre', 'menus'] as const,
  notifications: ['notifications'] as const,
  notificationPage: (query: NotificationPageQuery) => ['notifications', 'list', query] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
};

/** The user-centre menu tree (portal.md 2.6); the server already filters it by role. */
export function useCentreMenus() {
  return useQuery({
    queryKey: userCentreKeys.menus,
    queryFn: ({ signal }) => apiClient.get<MenuNode[]>(MENUS_PATH, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useNotificationPage(query: NotificationPageQuery) {
  return useQuery({
    queryKey: userCentreKeys.notificationPage(query),
    queryFn: ({ signal }): Promise<Page<NotificationItem>> =>
      apiClient.list<NotificationItem>(NOTIFICATIONS_PATH, {
        query: { ...query, sidx: 'createTime', sord: 'desc' },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The unread count for the header badge; silent, a badge never toasts. */
export function useUnreadCount(enabled = true) {
  return useQuery({
    queryKey: userCentreKeys.unreadCount,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ count: number } | null>(UNREAD_COUNT_PATH, { signal, silent: true }))?.count ?? 0,
    enabled,
    staleTime: 60_000,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.post<null>(`${NOTIFICATIONS_PATH}/${encodeURIComponent(id)}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userCentreKeys.notifications }),
  });
}
