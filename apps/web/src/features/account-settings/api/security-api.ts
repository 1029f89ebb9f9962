import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Session } from '@alvorada/contracts';
import { api } from '../../../shared/api/client.ts';

const sessionsQuery = queryOptions({
  queryKey: ['auth', 'sessions'],
  queryFn: () => api<Session[]>('/auth/sessions/'),
});

export const useSessions = () => useQuery(sessionsQuery);

export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/auth/sessions/${id}/`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}

export const changePassword = (body: { current_password: string; new_password: string }) =>
  api<{ detail: string }>('/auth/change_password/', { method: 'POST', body });
