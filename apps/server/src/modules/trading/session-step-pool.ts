import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { EngineError } from './run-in-worker.ts';
import type { StepInput, StepOutput } from './session-step.ts';

interface Task {
  input: StepInput;
  resolve(output: StepOutput): void;
  reject(error: Error): void;
}

/**
 * Worker threads that compute paper sessions' steps, so that the event loop only reads, writes and sends:
 * one fewer than the machine's cores (at least one), each kept for step after step (starting a thread
 * costs more than a step). A step waits for a free thread; the engine's refusal rejects with an
 * EngineError, and a thread that dies rejects its step and is replaced.
 */
export function createStepPool(threads = Math.max(1, availableParallelism() - 1)) {
  const waiting: Task[] = [];
  const idle: Worker[] = [];
  const working = new Map<Worker, Task>();
  let closed = false;

  function spawn() {
    const worker = new Worker(new URL('./session-step-worker.ts', import.meta.url));
    worker.unref();
    worker.on('message', (message: { output?: StepOutput; error?: string }) => {
      const task = working.get(worker)!;
      working.delete(worker);
      if (message.error !== undefined) task.reject(new EngineError(message.error));
      else task.resolve(message.output!);
      give(worker);
    });
    worker.on('error', (error) => {
      working.get(worker)?.reject(error);
      working.delete(worker);
    });
    worker.on('exit', (code) => {
      working.get(worker)?.reject(new Error(`step worker stopped (exit code ${code})`));
      working.delete(worker);
      if (idle.includes(worker)) idle.splice(idle.indexOf(worker), 1);
      if (!closed) give(spawn());
    });
    return worker;
  }

  /** Hands the thread the next waiting step, or keeps it idle. */
  function give(worker: Worker) {
    const task = waiting.shift();
    if (!task) return void idle.push(worker);
    working.set(worker, task);
    worker.postMessage(task.input);
  }

  for (let i = 0; i < threads; i++) idle.push(spawn());

  return {
    run(input: StepInput): Promise<StepOutput> {
      return new Promise((resolve, reject) => {
        if (closed) return reject(new Error('step pool closed'));
        waiting.push({ input, resolve, reject });
        const worker = idle.pop();
        if (worker) give(worker);
      });
    },
    async close() {
      closed = true;
      for (const task of waiting.splice(0)) task.reject(new Error('step pool closed'));
      await Promise.all([...idle, ...working.keys()].map((w) => w.terminate()));
    },
  };
}
export type StepPool = ReturnType<typeof createStepPool>;
