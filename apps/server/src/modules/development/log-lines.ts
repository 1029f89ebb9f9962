import pino from 'pino';
import { LOG_LEVELS, type LogLine } from '@alvorada/contracts';
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
