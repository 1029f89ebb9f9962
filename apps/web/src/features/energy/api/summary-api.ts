import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CreditSummary,
  FinanceSummary,
  GenerationPlantRow,
  GenerationSummary,
  Invoice,
  Page,
  PeriodQuery,
  ProsumerSummary,
  ProsumerUnitRow,
  RebalancingRow,
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

/** One page of an overview's table, for the page's period and the grid's view (search, filters, order, page). */
const summaryRows = <Row>(page: string, path: string, period: PeriodQuery, view: object) => {
  const query = cleanQuery({ ...period, ...view });
  return queryOptions({
    queryKey: energyKeys.summary(page, query),
    queryFn: () => api<Page<Row>>(path, { query }),
    placeholderData: keepPreviousData,
  });
};

export const useGenerationPlants = (period: PeriodQuery, view: object) =>
  useQuery(
    summaryRows<GenerationPlantRow>('generation-plants', '/energy/summary/generation/plants/', period, view),
  );

export const useProsumerUnits = (period: PeriodQuery, view: object) =>
  useQuery(summaryRows<ProsumerUnitRow>('prosumer-units', '/energy/summary/prosumers/units/', period, view));

export const useOverdueInvoices = (period: PeriodQuery, view: object) =>
  useQuery(summaryRows<Invoice>('overdue', '/energy/summary/finance/overdue/', period, view));

export const useRebalancing = (period: PeriodQuery, view: object) =>
  useQuery(summaryRows<RebalancingRow>('rebalancing', '/energy/summary/credits/rebalancing/', period, view));
