import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuditEntry, InvoiceListItem, movementSchema, Page } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { cleanQuery } from '@/shared/api/clean-query.ts';
import { energyKeys } from '@/shared/api/query-keys.ts';

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

/**
 * What was done to a cycle, newest first, from its own audit entries: who closed, reopened or recomputed it and
 * why (the server keeps the latest 50), for every reader of Crédito.
 */
export const useCycleAudit = (id: number) =>
  useQuery({
    queryKey: energyKeys.cycleHistory(id),
    queryFn: () => api<AuditEntry[]>(`/energy/cycles/${id}/history/`),
  });
