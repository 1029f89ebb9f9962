import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Performance, PerformanceWindow } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { developmentKeys } from '@/shared/api/query-keys.ts';

/** The figures move by the minute; the page follows them while open. */
const REFRESH_MS = 15_000;

export const usePerformance = (window: PerformanceWindow) =>
  useQuery({
    queryKey: developmentKeys.performance(window),
    queryFn: () => api<Performance>('/development/performance/', { query: { window } }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
