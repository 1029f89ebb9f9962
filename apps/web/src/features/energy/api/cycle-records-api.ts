import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuditEntry, InvoiceListItem, movementSchema, Page } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { cleanQuery } from '@/shared/api/clean-query.ts';
import { auditKeys, energyKeys } from '@/shared/api/query-keys.ts';

export type Movement = z.infer<typeof movementSchema>;
type Query = Record<string, string | number | undefined>;

/** A page of the invoices a cycle issued (asked only of a reader of Financeiro). */
export const useCycleInvoiceList = (cycle: string | undefined, query: Query, enabled: boolean) => {
  const clean = cleanQuery({ ...query, cycle });
  return useQuery({
    queryKey: energyKeys.invoices(clean),
    queryFn: () => api<Page<InvoiceListItem>>('/energy/invoices/', { query: clean }),
    enabled: enabled && cycle !== undefined,
    placeholderData: keepPreviousData,
  });
};

/** A page of the credit ledger's movements in a cycle. */
export const useCycleMovements = (cycle: string | undefined, query: Query) => {
  const clean = cleanQuery({ ...query, cycle });
  return useQuery({
    queryKey: energyKeys.movements(clean),
    queryFn: () => api<Page<Movement>>('/energy/credits/movements/', { query: clean }),
    enabled: cycle !== undefined,
    placeholderData: keepPreviousData,
  });
};

/** The most audit entries a cycle's history shows: closes, reopenings and recomputes. */
const HISTORY_ROWS = 50;

/**
 * What was done to a cycle, newest first, from the audit log: who closed, reopened or recomputed it and why.
 * The log is read under Admin: asked only of those who may read it.
 */
export const useCycleAudit = (id: number, enabled: boolean) => {
  const query = { subject: 'Credito', target_id: String(id), page_size: HISTORY_ROWS };
  return useQuery({
    queryKey: auditKeys.list(query),
    queryFn: () => api<Page<AuditEntry>>('/admin/audit/', { query }),
    enabled,
  });
};
