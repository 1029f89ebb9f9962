import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cycle, CycleInvoices, Page } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { cleanQuery } from '@/shared/api/clean-query.ts';
import { energyKeys } from '@/shared/api/query-keys.ts';

/** A page of billing cycles, newest first; read every second while `polling` (a close under way). */
export const useCycles = (query: Record<string, string | number | undefined>, polling = false) => {
  const clean = cleanQuery(query);
  return useQuery({
    queryKey: energyKeys.cycles(clean),
    queryFn: () => api<Page<Cycle>>('/energy/cycles/', { query: clean }),
    placeholderData: keepPreviousData,
    refetchInterval: polling ? 1000 : false,
  });
};

/** Queues a cycle's close; progress then arrives over realtime for the returned job. */
export function useCloseCycle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ job_id: string; cycle: Cycle }>(`/energy/cycles/${id}/close/`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: energyKeys.all }),
  });
}

/** The count and total of the invoices a closed cycle produced (asked only of those who may read Financeiro). */
export const useCycleInvoices = (id: number | null, enabled: boolean) =>
  useQuery({
    queryKey: energyKeys.cycleInvoices(id ?? 0),
    queryFn: () => api<CycleInvoices>(`/energy/cycles/${id}/invoices/`),
    enabled: enabled && id !== null,
  });
