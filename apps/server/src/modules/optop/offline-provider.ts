import type { Locale } from '@alvorada/contracts';
import { translate } from '../../platform/http/messages.ts';
import { routeIntent } from './intent-router.ts';
import { present } from './presenters/present.ts';
import type { ChatMessage, Provider, ProviderEvent } from './providers/provider.ts';

/**
 * The agent without a model: a question goes to the tool its intent names (intent-router.ts), the same
 * tools and approvals a model would use, and the tool's result is put into words by its presenter.
 */
export function offlineProvider(locale: Locale): Provider {
  async function* stream(messages: ChatMessage[]): AsyncGenerator<ProviderEvent> {
    const last = messages.at(-1);
    if (last?.role === 'tool') {
      const results = messages.slice(messages.findLastIndex((m) => m.role !== 'tool') + 1);
      const texts = results.map((m) =>
        m.role === 'tool' ? present(locale, m.name, JSON.parse(m.content)) : '',
      );
      yield { type: 'text', text: texts.join('\n\n') };
      return;
    }
    const intent = last?.role === 'user' ? routeIntent(last.content) : null;
    if (intent)
      yield {
        type: 'tool_call',
        id: `offline-${Date.now()}`,
        name: intent.tool,
        arguments: JSON.stringify(intent.args),
      };
    else yield { type: 'text', text: translate('optop_offline_help', locale) };
  }
  return {
    stream: (request) => stream(request.messages),
    models: async () => [],
  };
}
