import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Access } from '@alvorada/contracts';
import type { App } from './app-type.ts';
import { redact, redactHeaders, redactJsonText, redactUrl } from './redact.ts';
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
  /** What the route declares a reader needs: who else may read this request's bodies follows from it. */
  access: Access | null;
  ip: string;
  /** Name, value pairs, as received and as sent. */
  requestHeaders: string[];
  responseHeaders: string[];
  /** Redacted text (JSON when the body was), cut to the size limit. */
  requestBody: string | null;
  responseBody: string | null;
  statements: TracedStatement[];
  messages: TracedMessage[];
}

export interface RecorderOptions {
  /** Share of requests recorded, 0 to 1. */
  sampleRate: number;
  /**
   * Requests recorded in one second at most: a person using the app stays far below it and sees every
   * request, while under heavy traffic the recorder's cost stops growing with it.
   */
  maxPerSecond: number;
  /** Requests kept; the oldest go first. */
  maxRequests: number;
  /** Bodies longer than this are cut (as text) before they are kept. */
  maxBodyChars: number;
  /** Paths not recorded (the explorer's own calls). */
  skip: (url: string) => boolean;
}

interface Pending {
  trace: RequestTrace;
  responseBody: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** What the recorder gathers while a sampled request is served; null for the others. */
    recording: Pending | null;
  }
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/**
 * A body as redacted text, cut to the limit: a parsed request body through `redact`, a response's JSON text
 * through `redactJsonText` (a scan, no parse). Streams and files are not copied. The explorer parses the
 * text back when it shows one request.
 */
function bodyText(payload: unknown, max: number): string | null {
  if (payload === undefined || payload === null || payload === '') return null;
  if (typeof payload === 'string') return cut(redactJsonText(payload), max);
  if (
    typeof payload === 'object' &&
    !Buffer.isBuffer(payload) &&
    typeof (payload as { pipe?: unknown }).pipe !== 'function'
  )
    return cut(JSON.stringify(redact(payload)), max);
  return null;
}

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
  let secondStart = 0;
  let leftThisSecond = 0;
  const withinBudget = () => {
    const now = Date.now();
    if (now - secondStart >= 1000) {
      secondStart = now;
      leftThisSecond = options.maxPerSecond;
    }
    return leftThisSecond-- > 0;
  };

  /** Recorded requests, newest first. */
  function recent(): RecordedRequest[] {
    const kept = Math.min(total, options.maxRequests);
    const out: RecordedRequest[] = [];
    for (let i = 1; i <= kept; i++) out.push(ring[(next - i + options.maxRequests) % options.maxRequests]!);
    return out;
  }

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
      access: request.routeOptions.config?.access ?? null,
      ip: request.ip,
      requestHeaders: redactHeaders(request.raw.rawHeaders),
      responseHeaders: redactHeaders(reply.getHeaders()),
      requestBody: bodyText(request.body, options.maxBodyChars),
      responseBody: entry.responseBody,
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
      app.decorateRequest('recording', null);
      app.addHook('onRequest', (request, _reply, done) => {
        const { url } = request;
        if (
          !url.startsWith('/api/') ||
          options.skip(url) ||
          Math.random() >= options.sampleRate ||
          !withinBudget()
        )
          return done();
        const entry: Pending = {
          trace: { requestId: request.id, statements: [], messages: [] },
          responseBody: null,
        };
        request.recording = entry;
        requestTrace.run(entry.trace, done);
      });
      app.addHook('onSend', (request, _reply, payload, done) => {
        const entry = request.recording;
        if (entry) entry.responseBody = bodyText(payload, options.maxBodyChars);
        done(null, payload);
      });
      app.addHook('onResponse', (request, reply, done) => {
        const entry = request.recording;
        if (entry) finish(request, reply, entry);
        done();
      });
    },
    recent,
    /** The newest recorded request with this id. */
    get: (id: string) => recent().find((r) => r.id === id) ?? null,
    options,
  };
}
export type RequestRecorder = ReturnType<typeof createRequestRecorder>;
