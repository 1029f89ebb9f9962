import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Backtest,
  Candles,
  BacktestRequest,
  IndicatorLines,
  Instrument,
  MonteCarloRequest,
  MonteCarloRun,
  Optimization,
  OptimizationRequest,
  Page,
  Run,
  RunKind,
  Strategy,
  StrategyInput,
  StrategyVersion,
  TradeRow,
  WalkForward,
  WalkForwardRequest,
} from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { cleanQuery } from '@/shared/api/clean-query.ts';
import { tradingKeys } from '@/shared/api/query-keys.ts';

const ALL = { page_size: 100 };
/** While a run is queued or running its record is read again this often (realtime progress comes between). */
const RUNNING_POLL_MS = 2000;

/** Runs are backtests, optimisations, walk-forward or Monte Carlo analyses; each kind has its own path. */
const RUN_PATHS: Record<RunKind, string> = {
  backtest: 'backtests',
  optimization: 'optimizations',
  walk_forward: 'walk-forwards',
  monte_carlo: 'monte-carlo',
};
export const runPath = (kind: RunKind) => RUN_PATHS[kind];

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

/** Every version of a strategy, oldest first. */
export const useStrategyVersions = (id: number) =>
  useQuery({
    queryKey: tradingKeys.strategyVersions(id),
    queryFn: () => api<StrategyVersion[]>(`/trading/strategies/${id}/versions/`),
  });

/**
 * A page of runs, read again while it shows one queued or running: realtime progress may be missed (a run
 * that ends before the page's socket opens), and a run still shown as running cannot be compared.
 */
export const runsQuery = (kind: RunKind, query: { page: number; page_size: number; backtest_id?: number }) =>
  queryOptions({
    queryKey: tradingKeys.runs(kind, query),
    queryFn: () => api<Page<Run>>(`/trading/${runPath(kind)}/`, { query: { ...query, ordering: '-id' } }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.results.some(isActive) ? RUNNING_POLL_MS : false),
  });

/** One run, read again while it is queued or running. */
const useRun = <T extends Run>(kind: RunKind, id: number) =>
  useQuery({
    queryKey: tradingKeys.run(kind, id),
    queryFn: () => api<T>(`/trading/${runPath(kind)}/${id}/`),
    refetchInterval: (query) => (query.state.data && isActive(query.state.data) ? RUNNING_POLL_MS : false),
  });
export const useBacktest = (id: number) => useRun<Backtest>('backtest', id);
export const useOptimization = (id: number) => useRun<Optimization>('optimization', id);
export const useWalkForward = (id: number) => useRun<WalkForward>('walk_forward', id);
export const useMonteCarlo = (id: number) => useRun<MonteCarloRun>('monte_carlo', id);

/** A backtest's latest Monte Carlo analysis (null when it has none). */
export const useLatestMonteCarlo = (backtestId: number, enabled: boolean) =>
  useQuery({
    ...runsQuery('monte_carlo', { page: 1, page_size: 5, backtest_id: backtestId }),
    select: (page) => page.results[0] ?? null,
    enabled,
  });

/** A backtest's trades, as the trades grid pages and sorts them. */
export const backtestTradesQuery = (id: number) => (query: object) => ({
  queryKey: tradingKeys.trades(id, query),
  queryFn: () => api<Page<TradeRow>>(`/trading/backtests/${id}/trades/`, { query: cleanQuery(query) }),
});

/** The candles a run is tested on (the server refuses more than it can draw, with a message saying so). */
export const useRunCandles = (
  run: Pick<Run, 'instrument_id' | 'timeframe'> & { from?: string | null; to?: string | null },
) => {
  const query = cleanQuery({ timeframe: run.timeframe, from: run.from, to: run.to });
  return useQuery({
    queryKey: tradingKeys.candles(run.instrument_id, query),
    queryFn: () => api<Candles>(`/trading/instruments/${run.instrument_id}/candles/`, { query }),
    enabled: run.instrument_id > 0,
    staleTime: Infinity,
  });
};

/** A finished backtest's indicators that sit on the price scale, as lines over its candles (NaN: no value yet). */
export const useRunIndicators = (id: number) =>
  useQuery({
    queryKey: tradingKeys.indicators(id),
    queryFn: () => api<IndicatorLines>(`/trading/backtests/${id}/indicators/`),
    select: ({ lines }) => lines.map(({ name, values }) => ({ name, values: values.map((v) => v ?? NaN) })),
    staleTime: Infinity,
  });

/** Trades drawn on a chart, at most this many (the list below the chart pages through them all). */
export const CHART_TRADES = 1000;

/** A finished run's first trades in order, for the chart's markers. */
export const useChartTrades = (id: number, count: number) =>
  useQuery({
    queryKey: tradingKeys.trades(id, { chart: true }),
    queryFn: async () => {
      const pages = Math.ceil(Math.min(count, CHART_TRADES) / 100);
      const all = await Promise.all(
        Array.from({ length: pages }, (_, i) =>
          api<Page<TradeRow>>(`/trading/backtests/${id}/trades/`, {
            query: { page: i + 1, page_size: 100, ordering: 'n' },
          }),
        ),
      );
      return all.flatMap((page) => page.results);
    },
    staleTime: Infinity,
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

export const useStartOptimization = () =>
  useTradingMutation((body: Partial<OptimizationRequest>) =>
    api<Run>('/trading/optimizations/', { method: 'POST', body }),
  );

export const useStartWalkForward = () =>
  useTradingMutation((body: Partial<WalkForwardRequest>) =>
    api<Run>('/trading/walk-forwards/', { method: 'POST', body }),
  );

export const useStartMonteCarlo = () =>
  useTradingMutation(({ backtestId, ...body }: MonteCarloRequest & { backtestId: number }) =>
    api<Run>(`/trading/backtests/${backtestId}/monte-carlo/`, { method: 'POST', body }),
  );

export const useCancelRun = () =>
  useTradingMutation(({ kind, id }: { kind: RunKind; id: number }) =>
    api<Run>(`/trading/${runPath(kind)}/${id}/cancel/`, { method: 'POST' }),
  );

/** Deletes an ended run (with its trades and analyses); what it showed is read again without it. */
export const useDeleteRun = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: RunKind; id: number }) =>
      api<void>(`/trading/${runPath(kind)}/${id}/`, { method: 'DELETE' }),
    onSuccess: (_done, { kind, id }) => {
      client.removeQueries({ queryKey: tradingKeys.run(kind, id) });
      return client.invalidateQueries({ queryKey: tradingKeys.all });
    },
  });
};

export const useCreateStrategy = () =>
  useTradingMutation((body: StrategyInput) =>
    api<Strategy>('/trading/strategies/', { method: 'POST', body }),
  );

export const useUpdateStrategy = () =>
  useTradingMutation(({ id, ...body }: Partial<StrategyInput> & { id: number }) =>
    api<Strategy>(`/trading/strategies/${id}/`, { method: 'PATCH', body }),
  );

export const useDeleteStrategy = () =>
  useTradingMutation((id: number) => api<void>(`/trading/strategies/${id}/`, { method: 'DELETE' }));
