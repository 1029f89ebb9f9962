import { parentPort, workerData } from 'node:worker_threads';
import type { Ohlcv } from '../data/ohlcv.ts';
import type { BacktestOptions } from '../engine/options.ts';
import { runBacktest } from '../engine/run-backtest.ts';
import { objectiveValue } from '../optimize/optimize.ts';
import type { ParamSet } from '../optimize/param-space.ts';
import type { StatName } from '../stats/stats.ts';
import { strategyFactory, type StrategyRef } from '../strategies/strategy-ref.ts';

export interface WorkerInput {
  data: Ohlcv;
  strategy: StrategyRef;
  options: BacktestOptions;
  maximize: StatName;
}

/** Message to the worker: evaluate these parameter sets (by index). */
export interface WorkerTask {
  index: number;
  params: ParamSet;
}

const input = workerData as WorkerInput;
const create = strategyFactory(input.strategy);
parentPort?.on('message', (task: WorkerTask) => {
  const { stats } = runBacktest(input.data, create(task.params), input.options);
  parentPort?.postMessage({ index: task.index, value: objectiveValue(stats, input.maximize) });
});
