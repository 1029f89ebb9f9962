// Backtesting engine throughput: SmaCross(10, 20) on 1,000,000 synthetic bars (whole run:
// indicators, broker loop, statistics) of two random walks, one where it trades as densely as on the
// reference data and the earlier sparse one, and a 190-combination grid optimisation on GOOG.csv.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseCsv } from '../packages/backtest/src/data/csv.ts';
import type { Ohlcv } from '../packages/backtest/src/data/ohlcv.ts';
import type { BacktestOptions } from '../packages/backtest/src/engine/options.ts';
import { runBacktest } from '../packages/backtest/src/engine/run-backtest.ts';
import { optimizeParallel } from '../packages/backtest/src/node/optimize-parallel.ts';
import { optimize } from '../packages/backtest/src/optimize/optimize.ts';
import { createStrategy } from '../packages/backtest/src/strategies/registry.ts';
import { SmaCross } from '../packages/backtest/src/strategies/sma-cross.ts';
import { continuousRandomMarket, randomMarket } from '../packages/backtest/test/random-market.ts';

const median = (xs: number[]): number => xs.slice().sort((a, b) => a - b)[xs.length >> 1];
const options = { cash: 1_000_000, commission: 0.001, exclusiveOrders: true };

const bars = 1_000_000;
// Wall-clock and process CPU time (user + system, all threads, garbage-collector helpers included) of
// one run. CPU time does not count the time spent waiting for a core, so other processes competing
// for the cores disturb it far less than the wall clock (shared caches still slow it somewhat).
const runOnce = (data: Ohlcv, runOptions: BacktestOptions): { wallMs: number; cpuMs: number } => {
  const cpu = process.cpuUsage();
  const start = performance.now();
  runBacktest(data, new SmaCross({ n1: 10, n2: 20 }), runOptions);
  const wallMs = performance.now() - start;
  const { user, system } = process.cpuUsage(cpu);
  return { wallMs, cpuMs: (user + system) / 1000 };
};
/** The first run, 5 warm-up runs, then 21 timed runs. */
const measure = (data: Ohlcv, runOptions: BacktestOptions) => {
  const first = runOnce(data, runOptions);
  for (let k = 0; k < 5; k++) runOnce(data, runOptions);
  const measured = Array.from({ length: 21 }, () => runOnce(data, runOptions));
  const trades = runBacktest(data, new SmaCross(), runOptions).trades.count;
  return { first, runs: measured.map((r) => r.wallMs), cpuRuns: measured.map((r) => r.cpuMs), trades };
};
// Dense: no commission, as in the reference run, so the account never runs dry. Sparse: with 0.1 %
// commission the account is spent after about 6,000 trades and stays flat.
const dense = measure(continuousRandomMarket(bars, 42), { cash: 1_000_000, exclusiveOrders: true });
const sparse = measure(randomMarket(bars, 42), options);

const goog = parseCsv(
  readFileSync(
    fileURLToPath(new URL('../packages/backtest/test/fixtures/market/GOOG.csv', import.meta.url)),
    'utf8',
  ),
);
const plan = {
  space: { n1: { min: 1, max: 19 }, n2: { min: 20, max: 200, step: 20 } },
  maximize: 'Equity Final [$]' as const,
};
const smaCross = (p: Record<string, number>) => createStrategy('sma-cross', p);
optimize(goog, smaCross, plan, options);
const gridRuns = Array.from({ length: 5 }, () => {
  const start = performance.now();
  const { evaluations } = optimize(goog, smaCross, plan, options);
  if (evaluations.length !== 190) throw new Error(`grid has ${evaluations.length} combinations`);
  return performance.now() - start;
});
const parallelStart = performance.now();
await optimizeParallel(goog, { builtIn: 'sma-cross' }, plan, options);
const parallelMs = performance.now() - parallelStart;
const gridBars = 190 * goog.close.length;

const perSecond = (ms: number): number => Math.round(bars / (ms / 1000));
for (const [name, m] of [
  ['dense', dense],
  ['sparse', sparse],
] as const) {
  console.log(
    `SmaCross on ${bars} bars (${name}): ${m.trades} trades, runs ${m.runs.map((r) => r.toFixed(1)).join(' ')} ms`,
  );
  console.log(
    `CPU time per run ${m.cpuRuns.map((r) => r.toFixed(1)).join(' ')} ms, first run ${m.first.cpuMs.toFixed(1)} ms`,
  );
}
console.log(`load average ${loadavg()[0]}`);
console.log(
  JSON.stringify({
    smacross_1m_dense_trades: dense.trades,
    smacross_1m_dense_bars_per_s_median: perSecond(median(dense.runs)),
    smacross_1m_dense_bars_per_s_best: perSecond(Math.min(...dense.runs)),
    smacross_1m_dense_bars_per_cpu_s_median: perSecond(median(dense.cpuRuns)),
    smacross_1m_dense_first_run_bars_per_cpu_s: perSecond(dense.first.cpuMs),
    smacross_1m_trades: sparse.trades,
    smacross_1m_bars_per_s_median: perSecond(median(sparse.runs)),
    smacross_1m_bars_per_s_best: perSecond(Math.min(...sparse.runs)),
    smacross_1m_bars_per_cpu_s_median: perSecond(median(sparse.cpuRuns)),
    smacross_1m_first_run_bars_per_s: perSecond(sparse.first.wallMs),
    grid_190_goog_bars_per_s: Math.round(gridBars / (median(gridRuns) / 1000)),
    grid_190_goog_ms: Math.round(median(gridRuns) * 10) / 10,
    grid_190_goog_parallel_ms_incl_worker_start: Math.round(parallelMs * 10) / 10,
  }),
);
