import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Backtest,
  BacktestRequest,
  Instrument,
  Page,
  Run,
  Strategy,
  StrategyInput,
  TradeRow,
} from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { cleanQuery } from '@/shared/api/clean-query.ts';
import { tradingKeys } from '@/shared/api/query-keys.ts';

const ALL = { page_size: 100 };
/** While a run is queued or running its record is read again this often (realtime progress comes between). */
const RUNNING_POLL_MS = 2000;

export const isActive = (run: Pick<Run, 'state'>) => run.state === 'queued' || run.state === 'running';

export const useInstruments = () =>
  useQuery({
    queryKey: tradingKeys.instruments(),
    queryFn: () => api<Page<Instrument>>('/trading/instruments/', { query: { ...ALL, ordering: 'symbol' } }),
  });

export const useStrategies = () =>
  useQuery({
    queryKey: tradingKeys.strategies(),
    queryFn: () => api<Page<Strategy>>('/trading/strategies/', { query: { ...ALL, ordering: 'name' } }),
  });

export const backtestsQuery = (query: { page: number; page_size: number }) =>
  queryOptions({
    queryKey: tradingKeys.backtests(query),
    queryFn: () => api<Page<Run>>('/trading/backtests/', { query: { ...query, ordering: '-id' } }),
    placeholderData: keepPreviousData,
  });

export const useBacktest = (id: number | null) =>
  useQuery({
    queryKey: tradingKeys.backtest(id ?? 0),
    queryFn: () => api<Backtest>(`/trading/backtests/${id}/`),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && isActive(query.state.data) ? RUNNING_POLL_MS : false),
  });

export const useTrades = (id: number, query: object, enabled: boolean) =>
  useQuery({
    queryKey: tradingKeys.trades(id, query),
    queryFn: () => api<Page<TradeRow>>(`/trading/backtests/${id}/trades/`, { query: cleanQuery(query) }),
    enabled,
    placeholderData: keepPreviousData,
  });

/** A change to runs or strategies refreshes every trading query. */
function useTradingMutation<TArgs, TResult>(fn: (args: TArgs) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: tradingKeys.all }),
  });
}

export const useStartBacktest = () =>
  useTradingMutation((body: Partial<BacktestRequest>) =>
    api<Run>('/trading/backtests/', { method: 'POST', body }),
  );

export const useCancelBacktest = () =>
  useTradingMutation((id: number) => api<Run>(`/trading/backtests/${id}/cancel/`, { method: 'POST' }));

export const useCreateStrategy = () =>
  useTradingMutation((body: StrategyInput) =>
    api<Strategy>('/trading/strategies/', { method: 'POST', body }),
  );
