import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AllocationContext, AllocationInput, RebalancingSuggestion } from '@alvorada/contracts';
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

/** The rebalancing suggestion of a plant: the shares that give each UC its measured need, with a preview. */
export const useRebalancingSuggestion = (plantId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: energyKeys.rebalancing(plantId ?? 0),
    queryFn: () => api<RebalancingSuggestion>(`/energy/plants/${plantId}/rebalancing/`),
    enabled: enabled && plantId !== null,
  });
