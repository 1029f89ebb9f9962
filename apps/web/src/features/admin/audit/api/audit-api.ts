import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry, AuditQuery, Page } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { cleanQuery } from '@/shared/api/clean-query.ts';
import { auditKeys } from '@/shared/api/query-keys.ts';

export const auditQuery = (query: Partial<AuditQuery>) =>
  queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: () => api<Page<AuditEntry>>('/admin/audit/', { query: cleanQuery(query) }),
    placeholderData: keepPreviousData,
  });
export const useAudit = (query: Partial<AuditQuery>) => useQuery(auditQuery(query));
