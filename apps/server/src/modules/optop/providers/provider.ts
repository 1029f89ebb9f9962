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
}

export type ProviderErrorCode =
  'optop_rate_limited' | 'optop_provider_refused' | 'optop_provider_unavailable' | 'optop_stream_cut';

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
