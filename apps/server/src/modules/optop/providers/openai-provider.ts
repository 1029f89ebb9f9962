import { streamingProvider, type ChatMessage, type ProviderConfig, type WireFormat } from './provider.ts';

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

/** A chat completions stream: tool call pieces keyed by index; a finish reason or `[DONE]` ends the answer. */
const read: WireFormat['read'] = async function* (data, calls) {
  let finished = false;
  for await (const line of data) {
    if (line === '[DONE]') return true;
    const chunk = JSON.parse(line) as Chunk;
    if (chunk.usage)
      yield {
        type: 'usage',
        input: chunk.usage.prompt_tokens ?? 0,
        output: chunk.usage.completion_tokens ?? 0,
      };
    const choice = chunk.choices?.[0];
    if (!choice) continue;
    if (choice.delta?.content) yield { type: 'text', text: choice.delta.content };
    for (const piece of choice.delta?.tool_calls ?? [])
      calls.add(piece.index, { id: piece.id, ...piece.function });
    if (choice.finish_reason) finished = true;
  }
  return finished;
};

/**
 * Any OpenAI-compatible chat completions endpoint (OpenAI, OpenRouter, vLLM, Ollama, LM Studio…), streamed.
 */
export const openaiProvider = (config: ProviderConfig) =>
  streamingProvider(
    {
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey && { authorization: `Bearer ${config.apiKey}` }),
      },
      chatUrl: `${config.baseUrl}/chat/completions`,
      modelsUrl: `${config.baseUrl}/models`,
      body: (request) => ({
        model: request.model,
        stream: true,
        stream_options: { include_usage: true },
        messages: [{ role: 'system', content: request.system }, ...request.messages.map(toWire)],
        ...(request.tools.length && {
          tools: request.tools.map((t) => ({ type: 'function', function: t })),
        }),
      }),
      read,
    },
    config.timeouts,
  );
