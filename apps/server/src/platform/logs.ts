import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';

export interface LogEntry {
  time: number;
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** Keeps the last entries in memory so the developer tools can show them without a log store. */
export function createLogRing(size = 1000) {
  const entries: LogEntry[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      try {
        entries.push(JSON.parse(chunk.toString()) as LogEntry);
        if (entries.length > size) entries.splice(0, entries.length - size);
      } catch {
        // a line that is not JSON is not ours to keep
      }
      done();
    },
  });
  return { stream, recent: (limit = 200) => entries.slice(-limit) };
}
export type LogRing = ReturnType<typeof createLogRing>;

const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["sec-websocket-protocol"]',
  '*.password',
  '*.new_password',
  '*.current_password',
  '*.refresh',
  '*.refreshToken',
  '*.accessToken',
  '*.token',
];

/** JSON lines on stdout at the configured level; the ring keeps info and above whatever that level is. */
export function createLogger(level: string, ring: LogRing): Logger {
  const streams: pino.StreamEntry[] = [{ stream: ring.stream, level: 'info' }];
  if (level !== 'silent') streams.push({ stream: process.stdout, level: level as pino.Level });
  const lowest = level === 'silent' || pino.levels.values[level] > pino.levels.values.info ? 'info' : level;
  return pino({ level: lowest, redact: { paths: REDACT, censor: '[redacted]' } }, pino.multistream(streams));
}
