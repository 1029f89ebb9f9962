import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnergySearch } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { energyKeys } from '@/shared/api/query-keys.ts';
import { useDebounced } from '@/shared/hooks/use-debounced.ts';

/** The server answers from two characters on. */
export const ENERGY_SEARCH_MIN_LENGTH = 2;

export const energySearchQuery = (q: string) =>
  queryOptions({
    queryKey: energyKeys.search(q),
    queryFn: () => api<EnergySearch>('/energy/search/', { query: { q } }),
    staleTime: 30_000,
  });

/**
 * Plants, customers and UCs matching what the user types, asked once typing pauses. `loading` covers the
 * pause too, so "nothing found" never shows for a query not yet asked.
 */
export function useEnergySearch(query: string, enabled: boolean) {
  const typed = query.trim();
  const settled = useDebounced(typed, 250);
  const asked = enabled && settled.length >= ENERGY_SEARCH_MIN_LENGTH;
  const result = useQuery({ ...energySearchQuery(settled), enabled: asked });
  const waiting = enabled && typed.length >= ENERGY_SEARCH_MIN_LENGTH && typed !== settled;
  return {
    data: asked && typed === settled ? result.data : undefined,
    loading: waiting || (asked && result.isFetching),
  };
}
