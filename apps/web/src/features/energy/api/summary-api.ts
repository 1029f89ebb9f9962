import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GenerationSummary, PeriodQuery } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { cleanQuery } from '@/shared/api/clean-query.ts';
import { energyKeys } from '@/shared/api/query-keys.ts';

export const generationSummaryQuery = (period: PeriodQuery) =>
  queryOptions({
    queryKey: energyKeys.summary('generation', period),
    queryFn: () => api<GenerationSummary>('/energy/summary/generation/', { query: cleanQuery(period) }),
    placeholderData: keepPreviousData,
  });
export const useGenerationSummary = (period: PeriodQuery) => useQuery(generationSummaryQuery(period));
