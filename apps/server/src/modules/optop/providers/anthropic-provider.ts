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

type Block =
  | { type: 'text'; text: string }
  | { type: 'tool_use'; id: string; name: string; input: unknown }
  | { type: 'tool_result'; tool_use_id: string; content: string };

/** Anthropic wants alternating turns: tool results travel as the next user turn's blocks. */
function toWire(messages: ChatMessage[]) {
  const wire: { role: 'user' | 'assistant'; content: Block[] }[] = [];
  for (const m of messages) {
    const role = m.role === 'assistant' ? 'assistant' : 'user';
    const blocks: Block[] =
      m.role === 'assistant'
        ? [
            ...(m.content ? [{ type: 'text' as const, text: m.content }] : []),
            ...m.toolCalls.map((c) => ({
              type: 'tool_use' as const,
              id: c.id,
              name: c.name,
              input: c.arguments,
            })),
          ]
        : m.role === 'tool'
          ? [{ type: 'tool_result', tool_use_id: m.toolCallId, content: m.content }]
          : [{ type: 'text', text: m.content }];
    const last = wire.at(-1);
    if (last?.role === role) last.content.push(...blocks);
    else wire.push({ role, content: blocks });
  }
  return wire;
}

interface StreamData {
  type: string;
  index?: number;
  message?: { usage?: { input_tokens?: number; output_tokens?: number } };
  content_block?: { type: string; id?: string; name?: string };
  delta?: { type?: string; text?: string; partial_json?: string };
  usage?: { output_tokens?: number };
  error?: { type?: string };
}

/** Anthropic's messages API, streamed: text deltas, tool_use blocks whose JSON input arrives in pieces. */
export function anthropicProvider(config: ProviderConfig): Provider {
  const headers = {
    'content-type': 'application/json',
    'anthropic-version': '2023-06-01',
    ...(config.apiKey && { 'x-api-key': config.apiKey }),
  };

  async function* events(request: ChatRequest): AsyncGenerator<ProviderEvent> {
    const response = await providerFetch(`${config.baseUrl}/v1/messages`, {
      method: 'POST',
      headers,
      signal: request.signal,
      body: JSON.stringify({
        model: request.model,
        max_tokens: 4096,
        stream: true,
        system: request.system,
        messages: toWire(request.messages),
        ...(request.tools.length && {
          tools: request.tools.map((t) => ({
            name: t.name,
            description: t.description,
            input_schema: t.parameters,
          })),
        }),
      }),
    });
    const blocks = new Map<number, { id: string; name: string; arguments: string }>();
    let input = 0;
    let stopped = false;
    for await (const { data } of sseEvents(response.body!)) {
      const event = JSON.parse(data) as StreamData;
      if (event.type === 'message_start') input = event.message?.usage?.input_tokens ?? 0;
      else if (event.type === 'content_block_start' && event.content_block?.type === 'tool_use')
        blocks.set(event.index!, {
          id: event.content_block.id ?? '',
          name: event.content_block.name ?? '',
          arguments: '',
        });
      else if (event.type === 'content_block_delta' && event.delta?.type === 'text_delta')
        yield { type: 'text', text: event.delta.text ?? '' };
      else if (event.type === 'content_block_delta' && event.delta?.type === 'input_json_delta')
        blocks.get(event.index!)!.arguments += event.delta.partial_json ?? '';
      else if (event.type === 'message_delta')
        yield { type: 'usage', input, output: event.usage?.output_tokens ?? 0 };
      else if (event.type === 'message_stop') stopped = true;
      else if (event.type === 'error')
        throw new ProviderError(
          event.error?.type === 'overloaded_error' ? 'optop_rate_limited' : 'optop_provider_unavailable',
        );
    }
    if (!stopped) throw new ProviderError('optop_stream_cut');
    for (const [, call] of [...blocks].sort(([a], [b]) => a - b))
      yield { type: 'tool_call', ...call, arguments: call.arguments || '{}' };
  }

  return {
    stream: (request) => guardStream(events(request), request.signal),
    models: (signal) => listModels(`${config.baseUrl}/v1/models?limit=100`, headers, signal),
  };
}
