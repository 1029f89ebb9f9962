import { parentPort, workerData } from 'node:worker_threads';
import { computeRun, computeSets, type RunInput, type SetsInput } from './run-compute.ts';

/** Worker-thread entry: computes one run, or a search's sets, and posts its progress, then its output or its error. */
const post = (message: unknown) => parentPort!.postMessage(message);
const input = workerData as RunInput | SetsInput;
try {
  const output =
    'sets' in input ? computeSets(input.sets) : computeRun(input, (share) => post({ progress: share }));
  post({ output });
} catch (error) {
  post({ error: error instanceof Error ? error.message : String(error) });
}
