import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { changePasswordSchema, Session } from '@alvorada/contracts';
import type { z } from 'zod';
import { api } from '@/shared/api/client.ts';
import { sessionKeys } from '@/shared/api/query-keys.ts';

export const sessionsQuery = queryOptions({
  queryKey: sessionKeys.all,
  queryFn: () => api<Session[]>('/auth/sessions/'),
});
export const useSessions = () => useQuery(sessionsQuery);

export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/auth/sessions/${id}/`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: z.input<typeof changePasswordSchema>) =>
      api<{ detail: string }>('/auth/change_password/', { method: 'POST', body }),
  });
