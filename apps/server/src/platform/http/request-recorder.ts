import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from './app-type.ts';
import { redact, redactUrl } from './redact.ts';
import {
  requestTrace,
  type RequestTrace,
  type TracedMessage,
  type TracedStatement,
} from './request-trace.ts';

/** A request as the developer tools show it: redacted when recorded, never stored in the clear. */
export interface RecordedRequest {
  id: string;
  method: string;
  url: string;
  route: string;
  status: number;
  durationMs: number;
  startedAt: number;
  userId: number | null;
  userName: string;
  ip: string;
  requestHeaders: unknown;
  responseHeaders: unknown;
  requestBody: unknown;
  responseBody: unknown;
  statements: TracedStatement[];
  messages: TracedMessage[];
}

export interface RecorderOptions {
  /** Share of requests recorded, 0 to 1. */
  sampleRate: number;
  /** Requests kept; the oldest go first. */
  maxRequests: number;
  /** Bodies longer than this are cut (as text) before they are kept. */
  maxBodyChars: number;
  /** Paths not recorded (the explorer's own calls). */
  skip: (url: string) => boolean;
}

interface Pending {
  trace: RequestTrace;
  responseBody?: unknown;
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** A body kept as data when it is JSON (so redaction sees its field names), else as cut text. */
function bodyOf(payload: unknown, max: number): unknown {
  if (payload === undefined || payload === null || payload === '') return null;
  if (typeof payload === 'object' && !Buffer.isBuffer(payload)) return redact(payload);
  if (typeof payload !== 'string') return null; // streams and files are not copied
  try {
    return redact(JSON.parse(payload));
  } catch {
    return redact(cut(payload, max));
  }
}

/** Trims a redacted body to the size limit, keeping it readable as JSON when it fits. */
const bounded = (body: unknown, max: number) => {
  if (body === null || typeof body === 'string') return body;
  const text = JSON.stringify(body);
  return text.length > max ? cut(text, max) : body;
};

/**
 * Records a sample of API requests (in the manner of Laravel Telescope) into a bounded ring: headers and
 * bodies redacted on the way in, the SQL statements and realtime messages each one caused (through the
 * request trace), its user and timing. Install it before the access hook so the trace covers
 * authentication's own queries.
 */
export function createRequestRecorder(options: RecorderOptions) {
  const ring: (RecordedRequest | undefined)[] = new Array(options.maxRequests);
  let next = 0;
  let total = 0;
  const pending = new WeakMap<FastifyRequest, Pending>();

  function finish(request: FastifyRequest, reply: FastifyReply, entry: Pending) {
    const actor = request.actor as FastifyRequest['actor'] | null;
    const recorded: RecordedRequest = {
      id: request.id,
      method: request.method,
      url: redactUrl(request.url),
      route: request.routeOptions.url ?? '',
      status: reply.statusCode,
      durationMs: reply.elapsedTime,
      startedAt: Date.now() - reply.elapsedTime,
      userId: actor?.userId ?? null,
      userName: actor?.name ?? '',
      ip: request.ip,
      requestHeaders: redact(request.headers),
      responseHeaders: redact(reply.getHeaders()),
      requestBody: bounded(bodyOf(request.body, options.maxBodyChars), options.maxBodyChars),
      responseBody: bounded(entry.responseBody ?? null, options.maxBodyChars),
      statements: entry.trace.statements,
      messages: entry.trace.messages,
    };
    ring[next] = recorded;
    next = (next + 1) % options.maxRequests;
    total += 1;
  }

  return {
    install(app: App) {
      if (options.sampleRate <= 0 || options.maxRequests <= 0) return;
      app.addHook('onRequest', (request, _reply, done) => {
        const { url } = request;
        if (!url.startsWith('/api/') || options.skip(url) || Math.random() >= options.sampleRate)
          return done();
        const entry: Pending = { trace: { requestId: request.id, statements: [], messages: [] } };
        pending.set(request, entry);
        requestTrace.run(entry.trace, done);
      });
      app.addHook('onSend', async (request, _reply, payload) => {
        const entry = pending.get(request);
        if (entry) entry.responseBody = bodyOf(payload, options.maxBodyChars);
        return payload;
      });
      app.addHook('onResponse', (request, reply, done) => {
        const entry = pending.get(request);
        if (entry) finish(request, reply, entry);
        done();
      });
    },
    /** Recorded requests, newest first. */
    recent(): RecordedRequest[] {
      const kept = Math.min(total, options.maxRequests);
      const out: RecordedRequest[] = [];
      for (let i = 1; i <= kept; i++) out.push(ring[(next - i + options.maxRequests) % options.maxRequests]!);
      return out;
    },
    get: (id: string) => ring.find((r) => r?.id === id) ?? null,
    options,
  };
}
export type RequestRecorder = ReturnType<typeof createRequestRecorder>;
