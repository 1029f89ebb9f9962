import { sseEvents } from './sse-events.ts';

/** What the agent sends a provider, whichever its wire format. */
export type ChatMessage =
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string; toolCalls: { id: string; name: string; arguments: unknown }[] }
  | { role: 'tool'; toolCallId: string; name: string; content: string };

export interface ToolSpec {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

/** What a provider streams back: text as it comes, whole tool calls, and the turn's token counts. */
export type ProviderEvent =
  | { type: 'text'; text: string }
  | { type: 'tool_call'; id: string; name: string; arguments: string }
  | { type: 'usage'; input: number; output: number };

export interface ChatRequest {
  model: string;
  system: string;
  messages: ChatMessage[];
  tools: ToolSpec[];
  signal: AbortSignal;
}

export interface Provider {
  stream(request: ChatRequest): AsyncIterable<ProviderEvent>;
  models(signal: AbortSignal): Promise<string[]>;
}

export interface ProviderConfig {
  baseUrl: string;
  model: string;
  apiKey: string;
  timeouts: Timeouts;
}

/** How long an answer may keep the person waiting: for its first byte, then between two pieces. */
export interface Timeouts {
  firstByteMs: number;
  idleMs: number;
}

export type ProviderErrorCode =
  | 'optop_rate_limited'
  | 'optop_provider_refused'
  | 'optop_provider_unavailable'
  | 'optop_stream_cut'
  | 'optop_first_byte_timeout'
  | 'optop_idle_timeout';

/** A provider failure, as a code the person reads translated; `status` is the upstream HTTP status. */
export class ProviderError extends Error {
  readonly code: ProviderErrorCode;
  readonly status: number;
  constructor(code: ProviderErrorCode, status = 0) {
    super(code);
    this.code = code;
    this.status = status;
  }
}

/** The provider's answer, or a ProviderError that says why not (429 → rate limited, 4xx → refused). */
export async function providerFetch(url: string, init: RequestInit) {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ProviderError('optop_provider_unavailable');
  }
  if (response.ok && response.body) return response;
  await response.body?.cancel();
  if (response.status === 429) throw new ProviderError('optop_rate_limited', 429);
  if (response.status >= 400 && response.status < 500)
    throw new ProviderError('optop_provider_refused', response.status);
  throw new ProviderError('optop_provider_unavailable', response.status);
}

/** Runs the body of a stream, turning a connection lost mid-way into `optop_stream_cut`. */
export async function* guardStream<T>(source: AsyncIterable<T>, signal: AbortSignal): AsyncGenerator<T> {
  try {
    yield* source;
  } catch (error) {
    if (signal.aborted || error instanceof ProviderError) throw error;
    throw new ProviderError('optop_stream_cut');
  }
}

/** The model ids a provider lists (both wire formats answer `{data: [{id}]}`), sorted. */
export async function listModels(url: string, headers: Record<string, string>, signal: AbortSignal) {
  const response = await providerFetch(url, { headers, signal });
  const body = (await response.json()) as { data?: { id: string }[] };
  return (body.data ?? []).map((m) => m.id).sort();
}

/** Tool calls whose id, name and JSON arguments arrive in pieces, keyed by their index in the answer. */
export class ToolCallPieces {
  readonly #calls = new Map<number, { id: string; name: string; arguments: string }>();

  add(index: number, piece: { id?: string; name?: string; arguments?: string }) {
    const call = this.#calls.get(index) ?? { id: '', name: '', arguments: '' };
    call.id ||= piece.id ?? '';
    call.name += piece.name ?? '';
    call.arguments += piece.arguments ?? '';
    this.#calls.set(index, call);
  }

  /** The whole calls in their order; one the provider sent without an id is named after its index. */
  *events(): Generator<ProviderEvent> {
    for (const [index, call] of [...this.#calls].sort(([a], [b]) => a - b))
      yield { type: 'tool_call', ...call, id: call.id || `call_${index}` };
  }
}

/** What one wire format adds to the common exchange: where it posts, what it sends and how it reads the answer. */
export interface WireFormat {
  headers: Record<string, string>;
  chatUrl: string;
  modelsUrl: string;
  body(request: ChatRequest): unknown;
  /**
   * Reads the data of the answer's server-sent events: yields text and usage, gathers the tool calls, and
   * returns whether the answer reached its end (the stream was cut otherwise).
   */
  read(data: AsyncIterable<string>, calls: ToolCallPieces): AsyncGenerator<ProviderEvent, boolean>;
}

/**
 * A provider that posts each request as JSON and streams the answer back as server-sent events; the tool
 * calls follow the text, each whole, once the answer has ended.
 */
export function streamingProvider(format: WireFormat, timeouts: Timeouts): Provider {
  async function* events(request: ChatRequest) {
    const watch = watchdog(timeouts, request.signal);
    try {
      const response = await providerFetch(format.chatUrl, {
        method: 'POST',
        headers: format.headers,
        signal: watch.signal,
        body: JSON.stringify(format.body(request)),
      });
      const calls = new ToolCallPieces();
      const body = eventData(watched(response.body!, watch.alive));
      if (!(yield* format.read(body, calls))) throw new ProviderError('optop_stream_cut');
      yield* calls.events();
    } catch (error) {
      throw watch.expired() ?? error;
    } finally {
      watch.stop();
    }
  }

  return {
    stream: (request) => guardStream(events(request), request.signal),
    models: (signal) => listModels(format.modelsUrl, format.headers, signal),
  };
}

/**
 * Aborts the request when the provider keeps the person waiting: no first byte within `firstByteMs`, or no
 * next piece within `idleMs` of the last one. `expired()` says which, as the error to show.
 */
function watchdog(timeouts: Timeouts, outer: AbortSignal) {
  const controller = new AbortController();
  let expired: ProviderErrorCode | null = null;
  let timer: NodeJS.Timeout | undefined;
  const arm = (ms: number, code: ProviderErrorCode) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      expired = code;
      controller.abort();
    }, ms);
  };
  arm(timeouts.firstByteMs, 'optop_first_byte_timeout');
  return {
    signal: AbortSignal.any([outer, controller.signal]),
    alive: () => arm(timeouts.idleMs, 'optop_idle_timeout'),
    expired: () => (expired && !outer.aborted ? new ProviderError(expired) : null),
    stop: () => clearTimeout(timer),
  };
}

async function* watched(body: ReadableStream<Uint8Array>, alive: () => void) {
  for await (const chunk of body) {
    alive();
    yield chunk;
  }
}

async function* eventData(body: AsyncIterable<Uint8Array>) {
  for await (const { data } of sseEvents(body)) yield data;
}
