// Backtesting engine throughput: SmaCross(10, 20) on 1,000,000 synthetic bars (whole run:
// indicators, broker loop, statistics), and a 190-combination grid optimisation on GOOG.csv.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseCsv } from '../packages/backtest/src/data/csv.ts';
import { runBacktest } from '../packages/backtest/src/engine/run-backtest.ts';
import { optimizeParallel } from '../packages/backtest/src/node/optimize-parallel.ts';
import { optimize } from '../packages/backtest/src/optimize/optimize.ts';
import { createStrategy } from '../packages/backtest/src/strategies/registry.ts';
import { SmaCross } from '../packages/backtest/src/strategies/sma-cross.ts';
import { randomMarket } from '../packages/backtest/test/random-market.ts';

const median = (xs: number[]): number => xs.slice().sort((a, b) => a - b)[xs.length >> 1];
const options = { cash: 1_000_000, commission: 0.001, exclusiveOrders: true };

const bars = 1_000_000;
const synthetic = randomMarket(bars, 42);
// Wall-clock and process CPU time (user + system, all threads, garbage-collector helpers included) of
// one run. CPU time does not count the time spent waiting for a core, so other processes competing
// for the cores disturb it far less than the wall clock (shared caches still slow it somewhat).
const runOnce = (): { wallMs: number; cpuMs: number } => {
  const cpu = process.cpuUsage();
  const start = performance.now();
  runBacktest(synthetic, new SmaCross({ n1: 10, n2: 20 }), options);
  const wallMs = performance.now() - start;
  const { user, system } = process.cpuUsage(cpu);
  return { wallMs, cpuMs: (user + system) / 1000 };
};
const firstRun = runOnce();
for (let k = 0; k < 5; k++) runOnce();
const measured = Array.from({ length: 21 }, runOnce);
const runs = measured.map((r) => r.wallMs);
const cpuRuns = measured.map((r) => r.cpuMs);
const trades = runBacktest(synthetic, new SmaCross(), options).trades.count;

const goog = parseCsv(
  readFileSync(fileURLToPath(new URL('../../shared/data/market/GOOG.csv', import.meta.url)), 'utf8'),
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
console.log(`SmaCross on ${bars} bars: ${trades} trades, runs ${runs.map((r) => r.toFixed(1)).join(' ')} ms`);
console.log(
  `CPU time per run ${cpuRuns.map((r) => r.toFixed(1)).join(' ')} ms, load average ${loadavg()[0]}`,
);
console.log(
  JSON.stringify({
    smacross_1m_bars_per_s_median: perSecond(median(runs)),
    smacross_1m_bars_per_s_best: perSecond(Math.min(...runs)),
    smacross_1m_bars_per_cpu_s_median: perSecond(median(cpuRuns)),
    smacross_1m_first_run_bars_per_s: perSecond(firstRun.wallMs),
    grid_190_goog_bars_per_s: Math.round(gridBars / (median(gridRuns) / 1000)),
    grid_190_goog_ms: Math.round(median(gridRuns) * 10) / 10,
    grid_190_goog_parallel_ms_incl_worker_start: Math.round(parallelMs * 10) / 10,
  }),
);
