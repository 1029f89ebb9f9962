import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminUser,
  AdminUserCreate,
  AdminUserPatch,
  BulkResult,
  Page,
  Session,
  UserStats,
} from '@alvorada/contracts';
import { api } from '../../../../shared/api/client.ts';

export interface UserListParams {
  page: number;
  page_size: number;
  ordering?: string;
  search?: string;
  role?: string;
  plan?: string;
  status?: string;
}

/** Drops empty values so they do not reach the query string. */
export const cleanQuery = (params: object) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));

const USERS = ['admin', 'users'] as const;

export const usersQuery = (params: UserListParams) =>
  queryOptions({
    queryKey: [...USERS, 'list', params],
    queryFn: () => api<Page<AdminUser>>('/admin/users/', { query: cleanQuery(params) }),
    placeholderData: keepPreviousData,
  });

export const useUsers = (params: UserListParams) => useQuery(usersQuery(params));

export const useUserStats = () =>
  useQuery({ queryKey: [...USERS, 'stats'], queryFn: () => api<UserStats>('/admin/users/stats/') });

export const useUser = (id: number) =>
  useQuery({ queryKey: [...USERS, 'one', id], queryFn: () => api<AdminUser>(`/admin/users/${id}/`) });

export const useUserSessions = (id: number) =>
  useQuery({
    queryKey: [...USERS, 'sessions', id],
    queryFn: () => api<Session[]>(`/admin/users/${id}/sessions/`),
  });

/** Every user query is refreshed after a change: lists, totals, the record, its sessions, the audit trail. */
function useInvalidating<TArgs, TResult>(fn: (args: TArgs) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: USERS });
      await client.invalidateQueries({ queryKey: ['admin', 'audit'] });
      await client.invalidateQueries({ queryKey: ['admin', 'roles'] });
    },
  });
}

export const useCreateUser = () =>
  useInvalidating((body: AdminUserCreate) => api<AdminUser>('/admin/users/', { method: 'POST', body }));

export const useUpdateUser = () =>
  useInvalidating(({ id, ...body }: AdminUserPatch & { id: number }) =>
    api<AdminUser>(`/admin/users/${id}/`, { method: 'PATCH', body }),
  );

export const useDeleteUser = () =>
  useInvalidating(({ id, confirm }: { id: number; confirm: string }) =>
    api(`/admin/users/${id}/`, { method: 'DELETE', body: { confirm } }),
  );

export const usePurgeUser = () =>
  useInvalidating((id: number) => api(`/admin/users/${id}/purge/`, { method: 'POST' }));

export const useBulkUsers = () =>
  useInvalidating((body: { ids: number[]; action: 'activate' | 'deactivate' }) =>
    api<BulkResult>('/admin/users/bulk/', { method: 'POST', body }),
  );

export const useRevokeUserSession = () =>
  useInvalidating(({ id, session }: { id: number; session: string }) =>
    api(`/admin/users/${id}/sessions/${session}/`, { method: 'DELETE' }),
  );

export const useSendResetLink = () =>
  useInvalidating((id: number) =>
    api<{ detail: string }>(`/admin/users/${id}/reset-link/`, { method: 'POST' }),
  );
