// One round of bench/engine-rounds.bench.ts, in a fresh process: the dense million-bar series, SmaCross(10, 20)
// once untimed (the first run, JIT warming), then RUNS timed runs. Prints one JSON line: each timed run's wall-clock
// and CPU ms, and the first run's. The engine's source comes from ENGINE_SRC (packages/backtest/src by default),
// so that another version of the engine can be measured by the same round.
import { fileURLToPath } from 'node:url';

const RUNS = 5;
const src = process.env.ENGINE_SRC ?? fileURLToPath(new URL('../packages/backtest/src', import.meta.url));
const { runBacktest } = await import(`${src}/engine/run-backtest.ts`);
const { SmaCross } = await import(`${src}/strategies/sma-cross.ts`);
const { continuousRandomMarket } = await import(
  fileURLToPath(new URL('../packages/backtest/test/random-market.ts', import.meta.url))
);

const data = continuousRandomMarket(1_000_000, 42);
const runOnce = () => {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const trades = runBacktest(data, new SmaCross({ n1: 10, n2: 20 }), {
    cash: 1_000_000,
    exclusiveOrders: true,
  }).trades.count;
  const wallMs = performance.now() - start;
  const { user, system } = process.cpuUsage(cpu);
  return { wallMs, cpuMs: (user + system) / 1000, trades };
};
const first = runOnce();
const runs = Array.from({ length: RUNS }, runOnce);
console.log(JSON.stringify({ first, runs }));
