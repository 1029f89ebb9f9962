import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page, Role, roleCreateSchema, rolePatchSchema } from '@alvorada/contracts';
import type { z } from 'zod';
import { api } from './client.ts';
import { permissionKeys, roleKeys } from './query-keys.ts';

/** Roles are read by several features (user choices, recipients, summaries); the roles area writes them. */
export const rolesQuery = queryOptions({
  queryKey: roleKeys.all,
  queryFn: async () => (await api<Page<Role>>('/admin/roles/')).results,
});
export const useRoles = () => useQuery(rolesQuery);

/** How many roles there are, whatever their number (the list above is its first page). */
export const roleCountQuery = queryOptions({
  queryKey: roleKeys.count(),
  queryFn: async () => (await api<Page<Role>>('/admin/roles/', { query: { page_size: 5 } })).count,
});
export const useRoleCount = () => useQuery(roleCountQuery);

/** A change to a role refreshes the roles and the permission catalogue that lists their holders. */
function useRoleMutation<TArgs, TResult>(fn: (args: TArgs) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: roleKeys.all });
      await client.invalidateQueries({ queryKey: permissionKeys.all });
    },
  });
}

export const useCreateRole = () =>
  useRoleMutation((body: z.input<typeof roleCreateSchema>) =>
    api<Role>('/admin/roles/', { method: 'POST', body }),
  );

export const useUpdateRole = () =>
  useRoleMutation(({ id, ...body }: z.input<typeof rolePatchSchema> & { id: number }) =>
    api<Role>(`/admin/roles/${id}/`, { method: 'PATCH', body }),
  );

export const useDeleteRole = () =>
  useRoleMutation((id: number) => api(`/admin/roles/${id}/`, { method: 'DELETE' }));
