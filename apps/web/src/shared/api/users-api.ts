import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminUser,
  AdminUserCreate,
  AdminUserListQuery,
  AdminUserPatch,
  BulkResult,
  bulkUserSchema,
  deleteUserSchema,
  Page,
  Session,
  UserStats,
} from '@alvorada/contracts';
import type { z } from 'zod';
import { api } from './client.ts';
import { cleanQuery } from './clean-query.ts';
import { auditKeys, roleKeys, userKeys } from './query-keys.ts';

/** Users are read by several features (pickers, recipients, the check tool); the users area writes them. */
export const usersQuery = (query: Partial<AdminUserListQuery>) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: () => api<Page<AdminUser>>('/admin/users/', { query: cleanQuery(query) }),
    placeholderData: keepPreviousData,
  });
export const useUsers = (query: Partial<AdminUserListQuery>) => useQuery(usersQuery(query));

export const userStatsQuery = queryOptions({
  queryKey: userKeys.stats(),
  queryFn: () => api<UserStats>('/admin/users/stats/'),
});
export const useUserStats = () => useQuery(userStatsQuery);

export const userQuery = (id: number) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: () => api<AdminUser>(`/admin/users/${id}/`) });

export const userSessionsQuery = (id: number) =>
  queryOptions({
    queryKey: userKeys.sessions(id),
    queryFn: () => api<Session[]>(`/admin/users/${id}/sessions/`),
  });
export const useUserSessions = (id: number) => useQuery(userSessionsQuery(id));

/** A change to a user refreshes every user query, the audit trail and the roles' holder counts. */
function useUserMutation<TArgs, TResult>(fn: (args: TArgs) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: userKeys.all });
      await client.invalidateQueries({ queryKey: auditKeys.all });
      await client.invalidateQueries({ queryKey: roleKeys.all });
    },
  });
}

export const useCreateUser = () =>
  useUserMutation((body: AdminUserCreate) => api<AdminUser>('/admin/users/', { method: 'POST', body }));

export const useUpdateUser = () =>
  useUserMutation(({ id, ...body }: AdminUserPatch & { id: number }) =>
    api<AdminUser>(`/admin/users/${id}/`, { method: 'PATCH', body }),
  );

export const useDeleteUser = () =>
  useUserMutation(({ id, ...body }: z.input<typeof deleteUserSchema> & { id: number }) =>
    api(`/admin/users/${id}/`, { method: 'DELETE', body }),
  );

export const usePurgeUser = () =>
  useUserMutation((id: number) => api(`/admin/users/${id}/purge/`, { method: 'POST' }));

export const useBulkUsers = () =>
  useUserMutation((body: z.input<typeof bulkUserSchema>) =>
    api<BulkResult>('/admin/users/bulk/', { method: 'POST', body }),
  );

export const useRevokeUserSession = () =>
  useUserMutation(({ id, session }: { id: number; session: string }) =>
    api(`/admin/users/${id}/sessions/${session}/`, { method: 'DELETE' }),
  );

export const useSendResetLink = () =>
  useUserMutation((id: number) =>
    api<{ detail: string }>(`/admin/users/${id}/reset-link/`, { method: 'POST' }),
  );
