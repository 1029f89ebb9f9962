import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { createRollingTimings } from './rolling-timings.ts';
import { requestTrace } from './http/request-trace.ts';
import type { StatementObserver } from './db/statement-timing.ts';

/** A day of one-minute slots: the developer tools read 5 min, 1 h and 24 h windows. */
const KEEP_MINUTES = 24 * 60;
/** Statements are kept and shown by their first characters: a migration file is one statement of pages. */
const SQL_CHARS = 600;
const shortened = (sql: string) => (sql.length > SQL_CHARS ? `${sql.slice(0, SQL_CHARS)}…` : sql);

export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const routeTimings = createRollingTimings({ keepMinutes: KEEP_MINUTES, maxKeys: 400 });
  const statementTimings = createRollingTimings({ keepMinutes: KEEP_MINUTES, maxKeys: 300 });
  /** Times every statement, into the rolling timings and the trace of the recorded request it ran for. */
  const observeStatement: StatementObserver = (text, params) => {
    const sql = shortened(text);
    const traced = requestTrace.statement(sql, text, params);
    const start = performance.now();
    return (failed) => {
      traced?.(failed);
      statementTimings.observe(sql, performance.now() - start, failed);
    };
  };
  return { registry, httpDuration, routeTimings, statementTimings, observeStatement };
}
export type Metrics = ReturnType<typeof createMetrics>;
