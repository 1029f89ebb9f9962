import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cycle, CycleClosePreview, CycleInvoices, Page } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { cleanQuery } from '@/shared/api/clean-query.ts';
import { energyKeys } from '@/shared/api/query-keys.ts';

type Query = Record<string, string | number | undefined>;

/** A page of billing cycles, newest first; read every second while `polling` (a close under way). */
export const useCycles = (query: Query, polling = false, enabled = true) => {
  const clean = cleanQuery(query);
  return useQuery({
    queryKey: energyKeys.cycles(clean),
    queryFn: () => api<Page<Cycle>>('/energy/cycles/', { query: clean }),
    placeholderData: keepPreviousData,
    refetchInterval: polling ? 1000 : false,
    enabled,
  });
};

/** The newest closed cycle: the only one that may be reopened, and the end of a recompute's chain. */
export const useLatestClosedCycle = () => {
  const cycles = useCycles({ state: 'closed', ordering: '-cycle', page_size: 5 });
  return cycles.data?.results[0] ?? null;
};

/** One cycle; read every second while `polling` (its close or recompute under way). */
export const useCycle = (id: number | null, polling = false) =>
  useQuery({
    queryKey: energyKeys.cycle(id ?? 0),
    queryFn: () => api<Cycle>(`/energy/cycles/${id}/`),
    enabled: id !== null,
    refetchInterval: polling ? 1000 : false,
  });

/** What closing the cycle would meet: whether its month has ended, and the UCs without a distributor bill. */
export const useClosePreview = (id: number | null) =>
  useQuery({
    queryKey: energyKeys.cyclePreview(id ?? 0),
    queryFn: () => api<CycleClosePreview>(`/energy/cycles/${id}/close-preview/`),
    enabled: id !== null,
  });

/** A close or recompute accepted: its job, whose progress then arrives over realtime. */
export interface CycleJobAccepted {
  job_id: string;
  cycle: Cycle;
}

/** After a change to a cycle every energy figure may have moved: cycles, invoices, credits, summaries. */
function useInvalidateEnergy() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: energyKeys.all });
}

/** Queues a cycle's close; UCs without a bill need `override` with the reason, kept on the cycle. */
export function useCloseCycle() {
  const invalidate = useInvalidateEnergy();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) =>
      api<CycleJobAccepted>(`/energy/cycles/${id}/close/`, {
        method: 'POST',
        body: reason === undefined ? {} : { override: true, reason },
      }),
    onSuccess: invalidate,
  });
}

/** Reopens the latest closed cycle, with the reason: its apuração, credit movements and invoices are undone. */
export function useReopenCycle() {
  const invalidate = useInvalidateEnergy();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api<Cycle>(`/energy/cycles/${id}/reopen/`, { method: 'POST', body: { reason } }),
    onSuccess: invalidate,
  });
}

/** Computes a closed cycle again and, in order, every closed cycle after it: one job. */
export function useRecomputeCycle() {
  const invalidate = useInvalidateEnergy();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api<CycleJobAccepted>(`/energy/cycles/${id}/recompute/`, {
        method: 'POST',
        body: reason ? { reason } : {},
      }),
    onSuccess: invalidate,
  });
}

/** The count and total of the invoices a closed cycle produced (asked only of those who may read Financeiro). */
export const useCycleInvoices = (id: number | null, enabled: boolean) =>
  useQuery({
    queryKey: energyKeys.cycleInvoices(id ?? 0),
    queryFn: () => api<CycleInvoices>(`/energy/cycles/${id}/invoices/`),
    enabled: enabled && id !== null,
  });
