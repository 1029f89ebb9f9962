import pino, { type Logger } from 'pino';
import { redactByName, redactUrl } from './http/redact.ts';

export interface LogEntry {
  time: number;
  level: number;
  msg: string;
  [key: string]: unknown;
}

/**
 * Keeps the last entries in memory so the developer tools can show them without a log store. Lines are
 * kept as written and parsed when read: every request writes one, the tools read a few hundred at times.
 */
export function createLogRing(size = 1000) {
  let lines: string[] = [];
  const listeners = new Set<(line: string) => void>();
  // What pino writes to: a plain destination, without a stream's buffering and callbacks on every line.
  const stream = {
    write(line: string) {
      lines.push(line);
      for (const listener of listeners) listener(line);
      if (lines.length >= 2 * size) lines = lines.slice(-size);
    },
  };
  const parse = (line: string): LogEntry[] => {
    try {
      return [JSON.parse(line) as LogEntry];
    } catch {
      return []; // a line that is not JSON is not ours to keep
    }
  };
  return {
    stream,
    recent: (limit = 200) => lines.slice(-Math.min(limit, size)).flatMap(parse),
    /** Calls `listener` with each line as written (unparsed); answers a function that stops it. */
    listen(listener: (line: string) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
export type LogRing = ReturnType<typeof createLogRing>;

/**
 * Errors as pino writes them (causes' messages and stacks folded in), minus the parameters of failed
 * queries: they carry password hashes and e-mail addresses. The query text and the database's message stay.
 */
function errorWithoutQueryParams(err: Error) {
  const paramTexts: string[] = [];
  for (
    let e = err as { query?: unknown; params?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as never
  )
    if (typeof e.query === 'string' && Array.isArray(e.params)) paramTexts.push(`\nparams: ${e.params}`);
  const out = pino.stdSerializers.err(err) as Record<string, unknown> & { message: string; stack: string };
  if (!paramTexts.length) return out;
  delete out.params;
  for (const text of paramTexts) {
    out.message = out.message.replaceAll(text, '');
    out.stack = out.stack.replaceAll(text, '');
  }
  return out;
}

/** A request as Fastify logs it, its URL's secret query values (a link's token) replaced. */
function requestWithoutSecrets(req: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** The longest write a pipe takes whole: the lines of a batch never interleave with another writer's. */
const PIPE_BUF = 4096;

/**
 * JSON lines on stdout at the configured level; the ring keeps info and above whatever that level is.
 * Stdout is written in the background, the lines that come meanwhile gathered into the next write (one
 * system call for many lines under load), and what is left is written when the process exits.
 */
export function createLogger(level: string, ring: LogRing): Logger {
  const options: pino.LoggerOptions = {
    // Whatever a line carries under a secret name (password, token, cookie, authorization, CPF…), and
    // a link's token wherever its text is.
    formatters: { log: (object) => redactByName(object) as Record<string, unknown> },
    serializers: { err: errorWithoutQueryParams, req: requestWithoutSecrets },
  };
  if (level === 'silent') return pino({ ...options, level: 'info' }, ring.stream);
  const stdout = pino.destination({ fd: 1, sync: false, maxWrite: PIPE_BUF });
  // At the default level both take every line: one write to each, without multistream's level checks.
  if (level === 'info')
    return pino(
      { ...options, level },
      {
        write(line: string) {
          ring.stream.write(line);
          stdout.write(line);
        },
      },
    );
  const lowest = pino.levels.values[level] > pino.levels.values.info ? 'info' : level;
  return pino(
    { ...options, level: lowest },
    pino.multistream([
      { stream: ring.stream, level: 'info' },
      { stream: stdout, level: level as pino.Level },
    ]),
  );
}
