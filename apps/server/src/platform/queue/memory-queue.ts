import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import {
  DEFAULT_JOB_OPTIONS,
  type JobEnd,
  type JobHandler,
  type JobOptions,
  type JobQueue,
} from './queue.ts';

export function createMemoryQueue(log: Logger): JobQueue {
  const handlers = new Map<string, { handler: JobHandler<unknown>; options: JobOptions }>();
  const running = new Set<Promise<void>>();
  const pending = new Map<string, number>();
  const live = new Map<string, Map<string, unknown>>();
  const ended = new EventEmitter().setMaxListeners(0);
  let closed = false;

  async function run(name: string, id: string, data: unknown) {
    const { handler, options } = handlers.get(name)!;
    let failed: string | null = 'the queue closed before the job ran';
    for (let attempt = 1; attempt <= options.attempts && !closed; attempt++) {
      try {
        await handler(data, {
          id,
          attempt,
          // Read when the try fails: a queue closed meanwhile tries no more.
          get lastAttempt() {
            return attempt === options.attempts || closed;
          },
          progress: async () => undefined,
        });
        failed = null;
        break;
      } catch (err) {
        log.warn({ err, job: name, id, attempt }, 'job attempt failed');
        failed = err instanceof Error ? err.message : String(err);
        if (attempt < options.attempts) await sleep(options.backoffMs * 2 ** (attempt - 1));
      }
    }
    ended.emit(name, { id, failed } satisfies JobEnd);
  }

  return {
    define(name, handler, options) {
      handlers.set(name, {
        handler: handler as JobHandler<unknown>,
        options: { ...DEFAULT_JOB_OPTIONS, ...options },
      });
    },
    async add(name, data) {
      if (!handlers.has(name)) throw new Error(`No handler for job ${name}`);
      const id = randomUUID();
      pending.set(name, (pending.get(name) ?? 0) + 1);
      const ofName = live.get(name) ?? live.set(name, new Map()).get(name)!;
      ofName.set(id, data);
      const job = run(name, id, data).finally(() => {
        running.delete(job);
        ofName.delete(id);
        pending.set(name, pending.get(name)! - 1);
      });
      running.add(job);
      return id;
    },
    async onEnded(name, listener) {
      ended.on(name, listener);
      return () => void ended.off(name, listener);
    },
    live: async (name) => new Map(live.get(name)),
    depths: async () =>
      Object.fromEntries([...handlers.keys()].map((name) => [name, pending.get(name) ?? 0])),
    async close() {
      closed = true;
      await Promise.allSettled([...running]);
    },
  };
}
