import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { PermissionCatalogue, PermissionCheck, PermissionCheckResult } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { permissionKeys } from '@/shared/api/query-keys.ts';

export const permissionCatalogueQuery = queryOptions({
  queryKey: permissionKeys.all,
  queryFn: () => api<PermissionCatalogue>('/admin/permissions/'),
});
export const usePermissionCatalogue = () => useQuery(permissionCatalogueQuery);

export const useCheckPermission = () =>
  useMutation({
    mutationFn: (body: PermissionCheck) =>
      api<PermissionCheckResult>('/admin/permissions/check/', { method: 'POST', body }),
  });
