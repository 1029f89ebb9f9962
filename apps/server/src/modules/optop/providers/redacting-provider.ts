import { redactPersonal, type PersonalDataOptions } from '../../../platform/http/redact.ts';
import type { ChatMessage, Provider } from './provider.ts';

const masked = (text: string, options: PersonalDataOptions) => redactPersonal(text, options) as string;

/** A tool result's JSON with the personal data in its values masked (text that is not JSON, as text). */
function maskedJson(content: string, options: PersonalDataOptions) {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return masked(content, options);
  }
  return JSON.stringify(redactPersonal(value, options));
}

function outbound(message: ChatMessage, options: PersonalDataOptions): ChatMessage {
  if (message.role === 'tool') return { ...message, content: maskedJson(message.content, options) };
  if (message.role === 'user') return { ...message, content: masked(message.content, options) };
  return {
    ...message,
    content: masked(message.content, options),
    toolCalls: message.toolCalls.map((call) => ({
      ...call,
      arguments: redactPersonal(call.arguments, options),
    })),
  };
}

/**
 * An outside provider that receives the conversation through the platform's redaction (documents, phones and,
 * unless allowed, e-mail addresses masked); the conversation kept for the reader stays whole.
 */
export const redacting = (provider: Provider, options: PersonalDataOptions): Provider => ({
  ...provider,
  stream: (request) =>
    provider.stream({ ...request, messages: request.messages.map((m) => outbound(m, options)) }),
});
