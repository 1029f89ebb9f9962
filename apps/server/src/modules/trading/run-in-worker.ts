import { Worker } from 'node:worker_threads';
import type { RunInput, RunOutput } from './run-compute.ts';

/** The engine refused the input (bad options, a rule set it cannot compile): the run fails with its reason. */
export class EngineError extends Error {}

/**
 * Computes a run on a worker thread, so the server keeps answering while it works; aborting terminates
 * the thread at once (the promise then rejects with the signal's reason).
 */
export function runInWorker(
  input: RunInput,
  opts: { onProgress(share: number): void; signal: AbortSignal },
): Promise<RunOutput> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./run-worker.ts', import.meta.url), { workerData: input });
    const onAbort = () => {
      void worker.terminate();
      reject(opts.signal.reason);
    };
    if (opts.signal.aborted) return onAbort();
    opts.signal.addEventListener('abort', onAbort, { once: true });
    const settle = () => opts.signal.removeEventListener('abort', onAbort);
    worker.on('message', (message: { progress?: number; output?: RunOutput; error?: string }) => {
      if (message.progress !== undefined) return opts.onProgress(message.progress);
      settle();
      void worker.terminate();
      if (message.error !== undefined) reject(new EngineError(message.error));
      else resolve(message.output!);
    });
    worker.on('error', (error) => {
      settle();
      reject(error);
    });
    worker.on('exit', (code) => {
      settle();
      reject(new Error(`run worker stopped (exit code ${code})`));
    });
  });
}
