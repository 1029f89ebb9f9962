import { parentPort, workerData } from 'node:worker_threads';
import { computeRun, type RunInput } from './run-compute.ts';

/** Worker-thread entry: computes one run and posts its progress, then its output or its error. */
const post = (message: unknown) => parentPort!.postMessage(message);
try {
  const output = computeRun(workerData as RunInput, (share) => post({ progress: share }));
  post({ output });
} catch (error) {
  post({ error: error instanceof Error ? error.message : String(error) });
}
