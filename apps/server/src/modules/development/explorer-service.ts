import {
  N_PLUS_ONE_RUNS,
  SLOW_STATEMENT_MS,
  type RecordedRequestQuery,
  type RecordedRequest as RequestView,
} from '@alvorada/contracts';
import type { RecordedRequest, RequestRecorder } from '../../platform/http/request-recorder.ts';
import type { LogRing } from '../../platform/logs.ts';
import { AppError } from '../../platform/http/errors.ts';
import { pageOf } from '../../platform/db/list.ts';
import { toLogLine } from './log-lines.ts';
import { lineFor, seesWhole, type Reader } from './reader-view.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** A kept body shown as data when it is whole JSON, else as its (cut) text. */
const parsed = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Header pairs as one object, repeated names joined as HTTP joins them. */
function headerObject(pairs: string[]): Record<string, string> {
  const joined = new Map<string, string>();
  for (let i = 0; i < pairs.length; i += 2) {
    const name = pairs[i]!.toLowerCase();
    const before = joined.get(name);
    joined.set(name, before === undefined ? pairs[i + 1]! : `${before}, ${pairs[i + 1]}`);
  }
  return Object.fromEntries(joined);
}

/** How many times each statement text ran in the request. */
const runsOf = (r: RecordedRequest) => {
  const runs = new Map<string, number>();
  for (const s of r.statements) runs.set(s.sql, (runs.get(s.sql) ?? 0) + 1);
  return runs;
};

const summaryOf = (r: RecordedRequest, runs = runsOf(r)) => ({
  id: r.id,
  method: r.method,
  url: r.url,
  route: r.route,
  status: r.status,
  duration_ms: r.durationMs,
  started_at: iso(r.startedAt),
  user_id: r.userId,
  user_name: r.userName,
  statement_count: r.statements.length,
  slow_statements: r.statements.filter((s) => s.ms >= SLOW_STATEMENT_MS).length,
  repeated_statements: r.statements.filter((s) => runs.get(s.sql)! >= N_PLUS_ONE_RUNS).length,
});

function keep(r: RecordedRequest, query: RecordedRequestQuery) {
  if (query.method && r.method !== query.method) return false;
  if (query.status && `${Math.floor(r.status / 100)}xx` !== query.status) return false;
  if (query.search) {
    const needle = query.search.toLowerCase();
    return [r.url, r.id, r.userName].some((text) => text.toLowerCase().includes(needle));
  }
  return true;
}

/**
 * The request explorer: this instance's recorded requests, newest first, one page at a time, and one request
 * in full with the log lines it wrote (from the log ring) beside its statements (slow ones and N+1 runs
 * flagged) and realtime messages. The bodies, the statements' bound values and the personal fields of its log
 * lines, only to a reader who may see them (`seesWhole`).
 */
export function createExplorer(recorder: RequestRecorder, logRing: LogRing, instance: string) {
  return {
    list(query: RecordedRequestQuery, url: string) {
      const kept = recorder.recent().filter((r) => keep(r, query));
      const start = (query.page - 1) * query.page_size;
      return pageOf(
        url,
        query,
        kept.length,
        kept.slice(start, start + query.page_size).map((r) => summaryOf(r)),
      );
    },

    get(reader: Reader, id: string): RequestView {
      const r = recorder.get(id);
      if (!r) throw new AppError(404, 'not_found');
      const whole = seesWhole(reader, r.userId, r.access);
      const runs = runsOf(r);
      return {
        ...summaryOf(r, runs),
        ip: r.ip,
        request_headers: headerObject(r.requestHeaders),
        response_headers: headerObject(r.responseHeaders),
        request_body: whole ? parsed(r.requestBody) : null,
        response_body: whole ? parsed(r.responseBody) : null,
        bodies_hidden: !whole,
        statements: r.statements.map((s) => ({
          ...s,
          params: whole ? s.params : null,
          at: iso(s.at),
          slow: s.ms >= SLOW_STATEMENT_MS,
          runs: runs.get(s.sql)!,
        })),
        messages: r.messages.map((m) => ({ type: m.type, user_id: m.userId, at: iso(m.at) })),
        log_lines: logRing
          .recent(1000)
          .filter((entry) => entry.reqId === id)
          .map((entry) => lineFor(reader, toLogLine(entry, instance), whole)),
      };
    },

    settings: () => ({
      sample_rate: recorder.options.sampleRate,
      max_per_second: recorder.options.maxPerSecond,
      max_requests: recorder.options.maxRequests,
      instance,
    }),
  };
}
export type Explorer = ReturnType<typeof createExplorer>;
