import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntry, Page } from '@alvorada/contracts';
import { api } from '../../../../shared/api/client.ts';
import { cleanQuery } from '../../users/api/users-api.ts';

export interface AuditParams {
  page: number;
  page_size: number;
  user_id?: number;
  subject?: string;
  action?: string;
  search?: string;
  from?: string;
  to?: string;
}

export const useAudit = (params: AuditParams) =>
  useQuery({
    queryKey: ['admin', 'audit', params],
    queryFn: () => api<Page<AuditEntry>>('/admin/audit/', { query: cleanQuery(params) }),
    placeholderData: keepPreviousData,
  });
