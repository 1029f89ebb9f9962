import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchAnswer } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { searchKeys } from '@/shared/api/query-keys.ts';
import { useDebounced } from '@/shared/hooks/use-debounced.ts';

/** The server answers from two characters on. */
export const SEARCH_MIN_LENGTH = 2;

/** A query left behind by further typing is cancelled: TanStack Query aborts its signal. */
export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: searchKeys.query(q),
    queryFn: ({ signal }) => api<SearchAnswer>('/search/', { query: { q }, signal }),
    staleTime: 30_000,
  });

/**
 * Records matching what the user types, asked once typing pauses. `loading` covers the pause too, so
 * "nothing found" never shows for a query not yet asked.
 */
export function useServerSearch(query: string, enabled: boolean) {
  const typed = query.trim();
  const settled = useDebounced(typed, 250);
  const asked = enabled && settled.length >= SEARCH_MIN_LENGTH;
  const result = useQuery({ ...searchQuery(settled), enabled: asked });
  const waiting = enabled && typed.length >= SEARCH_MIN_LENGTH && typed !== settled;
  return {
    data: asked && typed === settled ? result.data : undefined,
    loading: waiting || (asked && result.isFetching),
    error: asked && typed === settled && result.isError,
    retry: () => void result.refetch(),
  };
}
