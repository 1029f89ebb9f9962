import {
  ProviderError,
  streamingProvider,
  type ChatMessage,
  type ProviderConfig,
  type WireFormat,
} from './provider.ts';

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

/** Anthropic's stream: text deltas, tool_use blocks whose JSON input arrives in pieces. */
const read: WireFormat['read'] = async function* (data, calls) {
  let input = 0;
  for await (const line of data) {
    const event = JSON.parse(line) as StreamData;
    if (event.type === 'message_start') input = event.message?.usage?.input_tokens ?? 0;
    else if (event.type === 'content_block_start' && event.content_block?.type === 'tool_use')
      calls.add(event.index!, { id: event.content_block.id, name: event.content_block.name });
    else if (event.type === 'content_block_delta' && event.delta?.type === 'text_delta')
      yield { type: 'text', text: event.delta.text ?? '' };
    else if (event.type === 'content_block_delta' && event.delta?.type === 'input_json_delta')
      calls.add(event.index!, { arguments: event.delta.partial_json });
    else if (event.type === 'message_delta')
      yield { type: 'usage', input, output: event.usage?.output_tokens ?? 0 };
    else if (event.type === 'message_stop') return true;
    else if (event.type === 'error')
      throw new ProviderError(
        event.error?.type === 'overloaded_error' ? 'optop_rate_limited' : 'optop_provider_unavailable',
      );
  }
  return false;
};

/** Anthropic's messages API, streamed. */
export const anthropicProvider = (config: ProviderConfig) =>
  streamingProvider(
    {
      headers: {
        'content-type': 'application/json',
        'anthropic-version': '2023-06-01',
        ...(config.apiKey && { 'x-api-key': config.apiKey }),
      },
      chatUrl: `${config.baseUrl}/v1/messages`,
      modelsUrl: `${config.baseUrl}/v1/models?limit=100`,
      body: (request) => ({
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
      read,
    },
    config.timeouts,
  );
