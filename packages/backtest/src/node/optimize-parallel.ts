import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Ohlcv } from '../data/ohlcv.ts';
import type { BacktestOptions } from '../engine/options.ts';
import {
  bestOf,
  candidates,
  type Evaluation,
  type OptimizePlan,
  type OptimizeResult,
} from '../optimize/optimize.ts';
import type { StatName } from '../stats/stats.ts';
import type { StrategyRef } from '../strategies/strategy-ref.ts';
import type { WorkerInput, WorkerTask } from './optimize-worker.ts';

export interface ParallelOptimizeOptions {
  /** Worker threads. Default: the machine's available parallelism. */
  threads?: number;
  onProgress?: (done: number, total: number) => void;
  /** Aborting stops the workers; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** Copies the columns into shared memory so every worker reads the same bytes without a copy each. */
function shared(data: Ohlcv): Ohlcv {
  const copy = (a: Float64Array): Float64Array => {
    const out = new Float64Array(new SharedArrayBuffer(a.byteLength));
    out.set(a);
    return out;
  };
  return {
    time: copy(data.time),
    open: copy(data.open),
    high: copy(data.high),
    low: copy(data.low),
    close: copy(data.close),
    volume: copy(data.volume),
  };
}

/**
 * Evaluates the plan on worker threads, each taking the next parameter set as soon as it is free.
 * The objective must be a statistic's name (functions cannot cross threads); a model-based search, which
 * chooses each set from the values before it, runs in one thread (`optimize`).
 */
export function optimizeParallel(
  data: Ohlcv,
  strategy: StrategyRef,
  plan: OptimizePlan & { maximize?: StatName; method?: 'grid' | 'random' },
  options: BacktestOptions = {},
  run: ParallelOptimizeOptions = {},
): Promise<OptimizeResult> {
  const combos = candidates(plan);
  const threads = Math.max(1, Math.min(run.threads ?? availableParallelism(), combos.length));
  const input: WorkerInput = { data: shared(data), strategy, options, maximize: plan.maximize ?? 'SQN' };
  const values = new Float64Array(combos.length).fill(NaN);
  return new Promise((resolve, reject) => {
    const workers: Worker[] = [];
    let next = 0;
    let done = 0;
    let settled = false;
    const finish = (error?: unknown): void => {
      if (settled) return;
      settled = true;
      run.signal?.removeEventListener('abort', onAbort);
      for (const w of workers) void w.terminate();
      if (error !== undefined) {
        reject(error);
        return;
      }
      const evaluations: Evaluation[] = combos.map((params, k) => ({ params, value: values[k] }));
      resolve({ best: bestOf(evaluations, plan.direction), evaluations });
    };
    const onAbort = (): void => finish(run.signal?.reason ?? new Error('optimisation cancelled'));
    if (run.signal?.aborted) return onAbort();
    run.signal?.addEventListener('abort', onAbort);
    if (combos.length === 0) return finish();
    const feed = (worker: Worker): void => {
      if (next < combos.length) {
        const task: WorkerTask = { index: next, params: combos[next] };
        next++;
        worker.postMessage(task);
      }
    };
    for (let t = 0; t < threads; t++) {
      const worker = new Worker(new URL('./optimize-worker.ts', import.meta.url), { workerData: input });
      workers.push(worker);
      worker.on('message', (message: { index: number; value: number }) => {
        values[message.index] = message.value;
        done++;
        run.onProgress?.(done, combos.length);
        if (done === combos.length) finish();
        else feed(worker);
      });
      worker.on('error', (error) => finish(error));
      feed(worker);
    }
  });
}
