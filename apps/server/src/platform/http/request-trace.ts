import { AsyncLocalStorage } from 'node:async_hooks';
import { redactedParams } from './statement-params.ts';

/**
 * One SQL statement a request ran: its text, its bound values (redacted when noted), time taken, and whether
 * it failed.
 */
export interface TracedStatement {
  sql: string;
  params: unknown[];
  ms: number;
  at: number;
  failed: boolean;
}

/** A realtime message a request raised, by type and addressee (the content stays out: it is personal). */
export interface TracedMessage {
  type: string;
  userId: number;
  at: number;
}

export interface RequestTrace {
  requestId: string;
  statements: TracedStatement[];
  messages: TracedMessage[];
}

/** A request runs at most this many traced statements; a runaway loop must not grow one entry without end. */
const MAX_TRACED = 200;
const storage = new AsyncLocalStorage<RequestTrace>();

/**
 * What the request being served did, found without passing the request down: the database wrapper and the
 * realtime hub note their work into the trace of whichever recorded request they run for.
 */
export const requestTrace = {
  run: <T>(trace: RequestTrace, work: () => T) => storage.run(trace, work),
  /**
   * Notes a statement's start (`sql` as shown, `text` whole to name its values); the function answered
   * records it, with its time, when it ends.
   */
  statement(sql: string, text = sql, values: readonly unknown[] = []): ((failed: boolean) => void) | null {
    const trace = storage.getStore();
    if (!trace || trace.statements.length >= MAX_TRACED) return null;
    const at = Date.now();
    const start = performance.now();
    const params = redactedParams(text, values);
    return (failed) => void trace.statements.push({ sql, params, ms: performance.now() - start, at, failed });
  },
  message(type: string, userId: number) {
    const trace = storage.getStore();
    if (trace && trace.messages.length < MAX_TRACED) trace.messages.push({ type, userId, at: Date.now() });
  },
};
