import {
  guardStream,
  listModels,
  ProviderError,
  providerFetch,
  type ChatMessage,
  type ChatRequest,
  type Provider,
  type ProviderConfig,
  type ProviderEvent,
} from './provider.ts';
import { sseEvents } from './sse-events.ts';

interface Chunk {
  choices?: {
    delta?: {
      content?: string | null;
      tool_calls?: { index: number; id?: string; function?: { name?: string; arguments?: string } }[];
    };
    finish_reason?: string | null;
  }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
}

const toWire = (m: ChatMessage) =>
  m.role === 'assistant'
    ? {
        role: 'assistant',
        content: m.content || null,
        ...(m.toolCalls.length && {
          tool_calls: m.toolCalls.map((c) => ({
            id: c.id,
            type: 'function',
            function: { name: c.name, arguments: JSON.stringify(c.arguments) },
          })),
        }),
      }
    : m.role === 'tool'
      ? { role: 'tool', tool_call_id: m.toolCallId, content: m.content }
      : m;

/**
 * Any OpenAI-compatible chat completions endpoint (OpenAI, OpenRouter, vLLM, Ollama, LM Studio…), streamed.
 * Tool call arguments arrive in pieces keyed by index; each call is yielded whole once the choice finishes.
 */
export function openaiProvider(config: ProviderConfig): Provider {
  const headers = {
    'content-type': 'application/json',
    ...(config.apiKey && { authorization: `Bearer ${config.apiKey}` }),
  };

  async function* events(request: ChatRequest): AsyncGenerator<ProviderEvent> {
    const response = await providerFetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers,
      signal: request.signal,
      body: JSON.stringify({
        model: request.model,
        stream: true,
        stream_options: { include_usage: true },
        messages: [{ role: 'system', content: request.system }, ...request.messages.map(toWire)],
        ...(request.tools.length && {
          tools: request.tools.map((t) => ({ type: 'function', function: t })),
        }),
      }),
    });
    const calls = new Map<number, { id: string; name: string; arguments: string }>();
    let finished = false;
    for await (const { data } of sseEvents(response.body!)) {
      if (data === '[DONE]') {
        finished = true;
        break;
      }
      const chunk = JSON.parse(data) as Chunk;
      if (chunk.usage)
        yield {
          type: 'usage',
          input: chunk.usage.prompt_tokens ?? 0,
          output: chunk.usage.completion_tokens ?? 0,
        };
      const choice = chunk.choices?.[0];
      if (!choice) continue;
      if (choice.delta?.content) yield { type: 'text', text: choice.delta.content };
      for (const piece of choice.delta?.tool_calls ?? []) {
        const call = calls.get(piece.index) ?? { id: '', name: '', arguments: '' };
        call.id ||= piece.id ?? '';
        call.name += piece.function?.name ?? '';
        call.arguments += piece.function?.arguments ?? '';
        calls.set(piece.index, call);
      }
      if (choice.finish_reason) finished = true;
    }
    if (!finished) throw new ProviderError('optop_stream_cut');
    for (const [index, call] of [...calls].sort(([a], [b]) => a - b))
      yield { type: 'tool_call', ...call, id: call.id || `call_${index}` };
  }

  return {
    stream: (request) => guardStream(events(request), request.signal),
    models: (signal) => listModels(`${config.baseUrl}/models`, headers, signal),
  };
}
