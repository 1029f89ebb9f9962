import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AllocationContext, AllocationInput, Page, RebalancingRow } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { energyKeys } from '@/shared/api/query-keys.ts';
import { download } from '@/shared/files/download.ts';

/** The plant's name, distributor, last closed cycle and the UCs that may receive its credits. */
export const useAllocationContext = (id: number | null) =>
  useQuery({
    queryKey: energyKeys.allocationContext(id ?? 0),
    queryFn: () => api<AllocationContext>(`/energy/plants/${id}/allocation-context/`),
    enabled: id !== null,
  });

/** Saves a new version (never changes one the distributor already applied). */
export function useCreateAllocation(plantId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AllocationInput) =>
      api<{ id: number; version: number }>('/energy/allocations/', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: energyKeys.plantAllocations(plantId) }),
  });
}

/** Records the distributor's protocol for a draft version. */
export function useProtocolAllocation(plantId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, protocol }: { id: number; protocol: string }) =>
      api(`/energy/allocations/${id}/`, { method: 'PATCH', body: { status: 'PROTOCOLADO', protocol } }),
    onSuccess: () => client.invalidateQueries({ queryKey: energyKeys.plantAllocations(plantId) }),
  });
}

/** The distributor's request form of a version, as a CSV or XLSX download. */
export const downloadDistributorForm = (id: number, version: number, format: 'csv' | 'xlsx') =>
  download(`/energy/allocations/${id}/distributor-form/?format=${format}`, `rateio-v${version}.${format}`);

/**
 * The shares the credits overview proposes for a plant's superavitárias UCs (UC id → ppm), every page of
 * them: the rebalancing suggestion the editor starts from.
 */
export const usePlantProposal = (plantId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: energyKeys.summary('rebalancing-proposal', { plant_id: plantId ?? undefined }),
    queryFn: async () => {
      const proposal = new Map<number, number>();
      for (let page = 1; ; page++) {
        const rows = await api<Page<RebalancingRow>>('/energy/summary/credits/rebalancing/', {
          query: { plant_id: plantId ?? undefined, page, page_size: 100 },
        });
        for (const row of rows.results)
          if (row.plant_id === plantId && row.proposed_ppm !== null && row.proposed_ppm !== row.percent_ppm)
            proposal.set(row.unit_id, row.proposed_ppm);
        if (!rows.next) return proposal;
      }
    },
    enabled: enabled && plantId !== null,
  });
