import { AsyncLocalStorage } from 'node:async_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';

/** Longest the engine runs calls back to back before the server reads what arrived meanwhile (at 10 ms, paper
 * sessions stepping beside a request doubled its p99: bench/README.md, "Paper sessions and the rest of the server"). */
const SLICE_MS = 2;

/** A request being answered: its calls count in the line until its answer is over. */
export interface Arrival {
  open: boolean;
}

const arrivals = new AsyncLocalStorage<Arrival>();

/**
 * Runs `work` (the rest of a request's handling) as `arrival`'s: the database calls made from it count as the
 * request's while `arrival.open` holds. Work the request sets going that outlives it (a job it queued, a timer
 * it started) stops counting once the request is answered: it is background work then, however it started.
 */
export const asArrival = <T>(arrival: Arrival, work: () => T): T => arrivals.run(arrival, work);

/** Whether the code running now runs for a request being answered. */
export const isArrival = () => arrivals.getStore()?.open === true;

/**
 * Makes the line in front of the embedded engine visible, and counts it. The engine runs one call at a time
 * on this thread: left to itself it would run a call, and every call queued behind it, before the server
 * read another request, so arrivals would wait unseen in their sockets. Here `query`, `exec` and
 * `transaction` (whose own statements run inside its call) take turns in one line, and once the calls have
 * run for a slice the next one waits for the event loop's next turn, which reads the requests that arrived.
 * Answers the number of calls waiting or running that requests being answered made: jobs' and timers' calls
 * take their turns in the same line but are not counted, so that what a job writes, however slowly the
 * machine runs it, never turns a request away.
 */
export function lineUp(client: PGlite): () => number {
  let depth = 0;
  let line: Promise<unknown> = Promise.resolve();
  let sliceStart = 0;
  const methods = client as unknown as Record<
    'query' | 'exec' | 'transaction',
    (...args: never[]) => unknown
  >;
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const original = methods[method].bind(client);
    methods[method] = (...args: never[]) => {
      const counted = isArrival();
      if (counted) depth++;
      const call = line.then(async () => {
        if (performance.now() - sliceStart > SLICE_MS) {
          await nextTurn();
          sliceStart = performance.now();
        }
        return original(...args);
      });
      line = call.catch(() => undefined);
      return counted ? call.finally(() => depth--) : call;
    };
  }
  return () => depth;
}
