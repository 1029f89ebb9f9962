import { parentPort } from 'node:worker_threads';
import { computeSets, RUNS_KEPT, type SetsMessage, type SetsTask } from './search-sets.ts';

/** Worker-thread entry of the sets pool: keeps the input of its last runs and computes task after task. */
const inputs = new Map<number, SetsTask['input']>();
parentPort!.on('message', ({ runId, input, runs, want }: SetsMessage) => {
  if (input) {
    inputs.set(runId, input);
    if (inputs.size > RUNS_KEPT) inputs.delete(inputs.keys().next().value!);
  }
  try {
    parentPort!.postMessage({ output: computeSets({ ...inputs.get(runId)!, runs, want }) });
  } catch (error) {
    parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
