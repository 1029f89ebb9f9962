import { z } from 'zod';
import './zod-config.ts';
import { int32, safeString } from './schema-helpers.ts';
import { listQuerySchema, pageOf } from './api.ts';

/** Filters of the request explorer; `search` matches the path, the request id or the user's name. */
export const recordedRequestQuerySchema = listQuerySchema.extend({
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).optional(),
  status: z.enum(['2xx', '3xx', '4xx', '5xx']).optional(),
});
export type RecordedRequestQuery = z.infer<typeof recordedRequestQuerySchema>;

/** A statement this slow is flagged in the request explorer. */
export const SLOW_STATEMENT_MS = 100;
/** The same statement run this many times in one request is flagged as an N+1 run. */
export const N_PLUS_ONE_RUNS = 3;

export const recordedRequestSummarySchema = z.object({
  id: safeString(),
  method: safeString(),
  url: safeString(),
  route: safeString(),
  status: int32(),
  duration_ms: z.number(),
  started_at: safeString(),
  user_id: int32().nullable(),
  user_name: safeString(),
  statement_count: int32(),
  /** Statements slower than SLOW_STATEMENT_MS. */
  slow_statements: int32(),
  /** Statements of N+1 runs: the same text run N_PLUS_ONE_RUNS times or more in the request. */
  repeated_statements: int32(),
});
export type RecordedRequestSummary = z.infer<typeof recordedRequestSummarySchema>;
export const recordedRequestPageSchema = pageOf(recordedRequestSummarySchema);

const jsonValue = z.unknown();

export const logLineSchema = z.object({
  time: z.number(),
  level: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal']),
  module: safeString(),
  msg: safeString(),
  request_id: safeString().nullable(),
  user_id: int32().nullable(),
  instance: safeString(),
  /** The line's other fields, redacted. */
  data: jsonValue,
});
export type LogLine = z.infer<typeof logLineSchema>;

/** A request's headers and bodies as the recorder kept them: redacted, bodies cut at 16 KiB. */
const recordedExchange = {
  request_headers: jsonValue,
  response_headers: jsonValue,
  request_body: jsonValue,
  response_body: jsonValue,
};

export const recordedRequestSchema = recordedRequestSummarySchema.extend({
  ip: safeString(),
  ...recordedExchange,
  /** The request was someone else's and the reader may not read what its route serves: bodies are null. */
  bodies_hidden: z.boolean(),
  statements: z.array(
    z.object({
      sql: safeString(),
      /** The bound values, redacted as bodies are; null where the bodies are hidden. */
      params: z.array(jsonValue).nullable(),
      ms: z.number(),
      at: safeString(),
      failed: z.boolean(),
      slow: z.boolean(),
      /** How many times the request ran this same text; N_PLUS_ONE_RUNS or more is an N+1 run. */
      runs: int32(),
    }),
  ),
  messages: z.array(z.object({ type: safeString(), user_id: int32(), at: safeString() })),
  log_lines: z.array(logLineSchema),
});
export type RecordedRequest = z.infer<typeof recordedRequestSchema>;

export const recorderSettingsSchema = z.object({
  sample_rate: z.number(),
  max_per_second: int32(),
  max_requests: int32(),
  instance: safeString(),
});
export type RecorderSettings = z.infer<typeof recorderSettingsSchema>;

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;

/** Filters of the log tail and its export; a line passes when it meets every filter given. */
export const logQuerySchema = z.object({
  level: z.enum(LOG_LEVELS).optional(),
  module: safeString().max(64).optional(),
  user_id: z.coerce.number().int().min(1).optional(),
  search: safeString().max(200).optional(),
});
export type LogQuery = z.infer<typeof logQuerySchema>;

const LEVEL_RANK = Object.fromEntries(LOG_LEVELS.map((level, i) => [level, i]));

/** Whether a line meets every filter given: at least the level, the module, the user, the text. */
export function logLineMatches(line: LogLine, query: LogQuery): boolean {
  if (query.level && LEVEL_RANK[line.level] < LEVEL_RANK[query.level]) return false;
  if (query.module && line.module !== query.module) return false;
  if (query.user_id && line.user_id !== query.user_id) return false;
  if (query.search) {
    const needle = query.search.toLowerCase();
    const haystack = `${line.msg} ${line.request_id ?? ''} ${JSON.stringify(line.data)}`.toLowerCase();
    if (!haystack.includes(needle)) return false;
  }
  return true;
}

export const PERFORMANCE_WINDOWS = ['5m', '1h', '24h'] as const;
export const performanceQuerySchema = z.object({ window: z.enum(PERFORMANCE_WINDOWS).default('5m') });
export type PerformanceWindow = (typeof PERFORMANCE_WINDOWS)[number];

const timingSchema = z.object({
  key: safeString(),
  count: int32(),
  errors: int32(),
  mean_ms: z.number(),
  max_ms: z.number(),
  p50: z.number(),
  p95: z.number(),
  p99: z.number(),
});
export type Timing = z.infer<typeof timingSchema>;

export const performanceSchema = z.object({
  window: z.enum(PERFORMANCE_WINDOWS),
  instance: safeString(),
  total: timingSchema,
  /** Requests per second over the window. */
  throughput: z.number(),
  routes: z.array(timingSchema),
  queries: z.array(timingSchema),
  series: z.array(timingSchema.extend({ at: z.number() })),
  process: z.array(
    z.object({
      at: z.number(),
      event_loop_lag_ms: z.number(),
      heap_used_mb: z.number(),
      rss_mb: z.number(),
      pool_total: int32().nullable(),
      pool_idle: int32().nullable(),
      pool_waiting: int32().nullable(),
      queue_depth: int32(),
    }),
  ),
});
export type Performance = z.infer<typeof performanceSchema>;

export const SELF_CHECKS = ['database', 'redis', 'smtp', 'queue', 'realtime', 'disk', 'clock'] as const;
export type SelfCheckName = (typeof SELF_CHECKS)[number];

export const selfCheckResultSchema = z.object({
  name: z.enum(SELF_CHECKS),
  outcome: z.enum(['pass', 'fail', 'skip']),
  duration_ms: z.number(),
  /** Why it failed or was skipped, or a figure it measured (free disk, skew). */
  detail: safeString(),
});
export type SelfCheckResult = z.infer<typeof selfCheckResultSchema>;

export const selfCheckRunSchema = z.object({
  id: int32(),
  started_at: safeString(),
  duration_ms: z.number(),
  user_name: safeString(),
  results: z.array(selfCheckResultSchema),
});
export type SelfCheckRun = z.infer<typeof selfCheckRunSchema>;

export const benchFigureSchema = z.object({
  file: safeString(),
  name: safeString(),
  baseline: z.number().nullable(),
  latest: z.number().nullable(),
  unit: safeString(),
});
export const benchFiguresSchema = z.object({
  baseline_date: safeString().nullable(),
  latest_date: safeString().nullable(),
  figures: z.array(benchFigureSchema),
});
export type BenchFigures = z.infer<typeof benchFiguresSchema>;
