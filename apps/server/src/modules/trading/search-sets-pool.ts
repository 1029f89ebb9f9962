import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { gate } from '../../platform/jobs/record-job.ts';
import { EngineError } from './run-in-worker.ts';
import { RUNS_KEPT, type SetsMessage, type SetsOutput, type SetsTask } from './search-sets.ts';

interface Thread {
  worker: Worker;
  /** The runs whose input the thread holds, oldest first. */
  holds: number[];
}

function compute(thread: Thread, task: SetsTask, signal: AbortSignal): Promise<SetsOutput> {
  const { worker, holds } = thread;
  return new Promise((resolve, reject) => {
    const settle = () => {
      worker.off('message', onMessage).off('error', onFailure).off('exit', onFailure);
      signal.removeEventListener('abort', onAbort);
    };
    const onMessage = (message: { output?: SetsOutput; error?: string }) => {
      settle();
      if (message.error !== undefined) reject(new EngineError(message.error));
      else resolve(message.output!);
    };
    const onFailure = (error: unknown) => {
      settle();
      reject(error instanceof Error ? error : new Error(`search thread stopped (exit code ${error})`));
    };
    const onAbort = () => {
      settle();
      reject(signal.reason);
    };
    if (signal.aborted) return onAbort();
    worker.on('message', onMessage).on('error', onFailure).on('exit', onFailure);
    signal.addEventListener('abort', onAbort, { once: true });
    const held = holds.includes(task.runId);
    if (!held) {
      holds.push(task.runId);
      if (holds.length > RUNS_KEPT) holds.shift();
    }
    const message: SetsMessage = { runId: task.runId, runs: task.runs, want: task.want };
    worker.postMessage(held ? message : { ...message, input: task.input });
  });
}

/**
 * Worker threads, kept from task to task, that backtest a search's sets for its chunks and its merge, so
 * that the event loop keeps answering and renewing the queue's claims. Starting a thread and handing it a
 * million bars costs more than a chunk should: a thread keeps the input of the last runs it served and is
 * sent it once per run. As many threads at once as the machine has cores; aborting a task (its run was
 * cancelled, its lock lost) ends its thread at once, and a thread that stopped is replaced.
 */
function createSetsPool(size = availableParallelism()) {
  const idle: Thread[] = [];
  const turn = gate(size);
  const spawn = (): Thread => {
    const worker = new Worker(new URL('./search-sets-worker.ts', import.meta.url));
    worker.unref();
    return { worker, holds: [] };
  };
  return {
    run: (task: SetsTask, signal: AbortSignal) =>
      turn(async () => {
        const thread = idle.pop() ?? spawn();
        try {
          const output = await compute(thread, task, signal);
          idle.push(thread);
          return output;
        } catch (error) {
          if (error instanceof EngineError) idle.push(thread);
          else void thread.worker.terminate();
          throw error;
        }
      }),
  };
}

/** This process's threads for searches' sets. */
export const setsPool = createSetsPool();
