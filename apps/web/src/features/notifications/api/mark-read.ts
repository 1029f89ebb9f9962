import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { notificationsKey } from './get-notifications.ts';

export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`/notifications/${id}/read/`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: notificationsKey }),
  });
}

export function useMarkAllNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('/notifications/read-all/', { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: notificationsKey }),
  });
}
