import { useMutation, useQuery } from '@tanstack/react-query';
import type { PermissionCatalogue, PermissionCheck, PermissionCheckResult } from '@alvorada/contracts';
import { api } from '../../../../shared/api/client.ts';

export const usePermissionCatalogue = () =>
  useQuery({
    queryKey: ['admin', 'permissions'],
    queryFn: () => api<PermissionCatalogue>('/admin/permissions/'),
  });

export const useCheckPermission = () =>
  useMutation({
    mutationFn: (body: PermissionCheck) =>
      api<PermissionCheckResult>('/admin/permissions/check/', { method: 'POST', body }),
  });
