import { parentPort } from 'node:worker_threads';
import { sessionStep, type StepInput } from './session-step.ts';

/** Worker-thread entry: computes each step it is sent and posts its output, or the engine's refusal. */
parentPort!.on('message', (input: StepInput) => {
  try {
    parentPort!.postMessage({ output: sessionStep(input) });
  } catch (error) {
    parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
