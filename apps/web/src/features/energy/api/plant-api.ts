import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  Page,
  Plant,
  PlantAllocationVersion,
  PlantGeneration,
  PlantGenerationQuery,
  Reading,
} from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { cleanQuery } from '@/shared/api/clean-query.ts';
import { energyKeys } from '@/shared/api/query-keys.ts';

/** The plants (their first hundred), for a list of what an operator runs. */
export const usePlants = () =>
  useQuery({
    queryKey: energyKeys.plants(),
    queryFn: () => api<Page<Plant>>('/energy/plants/', { query: { page_size: 100 } }),
  });

/** One plant's figures; the previous ones stay on screen while another period or window loads. */
export const plantGenerationQuery = (id: number, query: PlantGenerationQuery) =>
  queryOptions({
    queryKey: energyKeys.plant(id, query),
    queryFn: () => api<PlantGeneration>(`/energy/plants/${id}/generation/`, { query: cleanQuery(query) }),
    placeholderData: keepPreviousData,
  });
/** Asks nothing for an address without a valid plant id. */
export const usePlantGeneration = (id: number | null, query: PlantGenerationQuery) =>
  useQuery({ ...plantGenerationQuery(id ?? 0, query), enabled: id !== null });

/** A page of the readings list (`plant_id`, paging and ordering in `query`). */
export const useReadings = (query: Record<string, string | number | undefined>) => {
  const clean = cleanQuery(query);
  return useQuery({
    queryKey: energyKeys.readings(clean),
    queryFn: () => api<Page<Reading>>('/energy/generation/readings/', { query: clean }),
    placeholderData: keepPreviousData,
  });
};

/** The plant's allocation versions, newest effective cycle first (asked only of those who may read Prosumidor). */
export const usePlantAllocations = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: energyKeys.plantAllocations(id),
    queryFn: () => api<PlantAllocationVersion[]>(`/energy/plants/${id}/allocations/`),
    enabled,
  });
