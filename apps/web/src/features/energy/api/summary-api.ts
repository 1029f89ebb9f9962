import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CreditSummary,
  FinanceSummary,
  GenerationSummary,
  PeriodQuery,
  ProsumerSummary,
} from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { cleanQuery } from '@/shared/api/clean-query.ts';
import { energyKeys } from '@/shared/api/query-keys.ts';

/** One overview's summary over a period; the previous figures stay on screen while the next ones load. */
const summaryQuery = <Summary>(page: string, path: string, period: PeriodQuery) =>
  queryOptions({
    queryKey: energyKeys.summary(page, period),
    queryFn: () => api<Summary>(path, { query: cleanQuery(period) }),
    placeholderData: keepPreviousData,
  });

export const generationSummaryQuery = (period: PeriodQuery) =>
  summaryQuery<GenerationSummary>('generation', '/energy/summary/generation/', period);
export const useGenerationSummary = (period: PeriodQuery) => useQuery(generationSummaryQuery(period));

export const prosumerSummaryQuery = (period: PeriodQuery) =>
  summaryQuery<ProsumerSummary>('prosumers', '/energy/summary/prosumers/', period);
export const useProsumerSummary = (period: PeriodQuery) => useQuery(prosumerSummaryQuery(period));

export const creditSummaryQuery = (period: PeriodQuery) =>
  summaryQuery<CreditSummary>('credits', '/energy/summary/credits/', period);
export const useCreditSummary = (period: PeriodQuery) => useQuery(creditSummaryQuery(period));

export const financeSummaryQuery = (period: PeriodQuery) =>
  summaryQuery<FinanceSummary>('finance', '/energy/summary/finance/', period);
export const useFinanceSummary = (period: PeriodQuery) => useQuery(financeSummaryQuery(period));
