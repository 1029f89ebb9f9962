import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page, RawRule, Role } from '@alvorada/contracts';
import { api } from '../../../../shared/api/client.ts';

const ROLES = ['admin', 'roles'] as const;

export const rolesQuery = queryOptions({
  queryKey: [...ROLES],
  queryFn: async () => (await api<Page<Role>>('/admin/roles/')).results,
});
export const useRoles = () => useQuery(rolesQuery);

function useRoleMutation<TArgs, TResult>(fn: (args: TArgs) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ROLES });
      await client.invalidateQueries({ queryKey: ['admin', 'permissions'] });
    },
  });
}

export const useCreateRole = () =>
  useRoleMutation((body: { name: string; rules: RawRule[] }) =>
    api<Role>('/admin/roles/', { method: 'POST', body }),
  );

export const useUpdateRole = () =>
  useRoleMutation(({ id, ...body }: { id: number; name?: string; rules?: RawRule[] }) =>
    api<Role>(`/admin/roles/${id}/`, { method: 'PATCH', body }),
  );

export const useDeleteRole = () =>
  useRoleMutation((id: number) => api(`/admin/roles/${id}/`, { method: 'DELETE' }));
