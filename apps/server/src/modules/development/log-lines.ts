import pino from 'pino';
import { LOG_LEVELS, type LogLine, type LogQuery } from '@alvorada/contracts';
import type { LogEntry } from '../../platform/logs.ts';
import { redact } from '../../platform/http/redact.ts';

const levelName = (level: number): LogLine['level'] => {
  const name = pino.levels.labels[level];
  return (LOG_LEVELS as readonly string[]).includes(name) ? (name as LogLine['level']) : 'info';
};

/** The area a line belongs to: its `module` field, else the API path's first segment, else `server`. */
function moduleOf(entry: LogEntry): string {
  if (typeof entry.module === 'string') return entry.module;
  const url = (entry.req as { url?: unknown } | undefined)?.url;
  const match = typeof url === 'string' ? /^\/(?:api\/)?([\w-]+)/.exec(url) : null;
  return match ? match[1] : 'server';
}

/** A pino entry as the developer tools show it, its other fields redacted. */
export function toLogLine(entry: LogEntry, instance: string): LogLine {
  const { time, level, msg, reqId, userId, pid: _pid, hostname: _host, ...rest } = entry;
  return {
    time,
    level: levelName(level),
    module: moduleOf(entry),
    msg: String(redact(msg ?? '')),
    request_id: typeof reqId === 'string' ? reqId : null,
    user_id: typeof userId === 'number' ? userId : null,
    instance,
    data: redact(rest),
  };
}

const RANK = Object.fromEntries(LOG_LEVELS.map((level, i) => [level, i]));

/** Whether a line meets every filter given: at least the level, the module, the user, the text. */
export function matches(line: LogLine, query: LogQuery): boolean {
  if (query.level && RANK[line.level] < RANK[query.level]) return false;
  if (query.module && line.module !== query.module) return false;
  if (query.user_id && line.user_id !== query.user_id) return false;
  if (query.search) {
    const needle = query.search.toLowerCase();
    const haystack = `${line.msg} ${line.request_id ?? ''} ${JSON.stringify(line.data)}`.toLowerCase();
    if (!haystack.includes(needle)) return false;
  }
  return true;
}
