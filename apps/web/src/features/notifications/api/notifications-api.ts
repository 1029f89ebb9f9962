import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification, Page } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { notificationKeys } from '@/shared/api/query-keys.ts';

export type NotificationPage = Page<Notification> & { unread: number };

export const notificationsQuery = (page = 1, pageSize = 10) =>
  queryOptions({
    queryKey: notificationKeys.list({ page, page_size: pageSize }),
    queryFn: () => api<NotificationPage>('/notifications/', { query: { page, page_size: pageSize } }),
  });
export const useNotifications = (page?: number, pageSize?: number) =>
  useQuery(notificationsQuery(page, pageSize));

function useNotificationMutation<TArgs>(fn: (args: TArgs) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export const useMarkNotificationRead = () =>
  useNotificationMutation((id: number) => api(`/notifications/${id}/read/`, { method: 'POST' }));

export const useMarkAllNotificationsRead = () =>
  useNotificationMutation(() => api('/notifications/read-all/', { method: 'POST' }));
