import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification, Page } from '@alvorada/contracts';
import { api } from '../../../shared/api/client.ts';

export type NotificationPage = Page<Notification> & { unread: number };

export const notificationsKey = ['notifications'] as const;

export const notificationsQuery = (page = 1, pageSize = 10) =>
  queryOptions({
    queryKey: [...notificationsKey, { page, pageSize }],
    queryFn: () => api<NotificationPage>('/notifications/', { query: { page, page_size: pageSize } }),
  });

export const useNotifications = (page?: number, pageSize?: number) =>
  useQuery(notificationsQuery(page, pageSize));
