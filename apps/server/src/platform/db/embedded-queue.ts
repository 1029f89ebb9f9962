import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';

/** Longest the engine runs calls back to back before the server reads what arrived meanwhile (at 10 ms, paper
 * sessions stepping beside a request doubled its p99: bench/README.md, "Paper sessions and the rest of the server"). */
const SLICE_MS = 2;

/**
 * Makes the line in front of the embedded engine visible, and counts it. The engine runs one call at a time
 * on this thread: left to itself it would run a call, and every call queued behind it, before the server
 * read another request, so arrivals would wait unseen in their sockets. Here `query`, `exec` and
 * `transaction` (whose own statements run inside its call) take turns in one line, and once the calls have
 * run for a slice the next one waits for the event loop's next turn, which reads the requests that arrived.
 * Answers the number of calls waiting or running.
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
      depth++;
      const call = line.then(async () => {
        if (performance.now() - sliceStart > SLICE_MS) {
          await nextTurn();
          sliceStart = performance.now();
        }
        return original(...args);
      });
      line = call.catch(() => undefined);
      return call.finally(() => depth--);
    };
  }
  return () => depth;
}
