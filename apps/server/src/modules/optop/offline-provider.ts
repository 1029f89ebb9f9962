import type { Locale } from '@alvorada/contracts';
import { translate, type MessageCode } from '../../platform/http/messages.ts';
import { routeIntent } from './intent-router.ts';
import type { ChatMessage, Provider, ProviderEvent } from './providers/provider.ts';

type Result = Record<string, unknown> & { code?: string; detail?: string };

/** Answers in words from a tool's result, in the person's language. */
function describe(locale: Locale, name: string, result: Result): string {
  const t = (code: MessageCode, params: Record<string, string | number> = {}) =>
    translate(code, locale, params);
  const n = (value: unknown) => new Intl.NumberFormat(locale).format(Number(value ?? 0));
  const money = (centavos: unknown) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' }).format(Number(centavos ?? 0) / 100);
  if (result.code === 'optop_rejected') return t('optop_offline_rejected');
  if (result.detail) return String(result.detail);
  if (name === 'energy_generation') {
    const plants = result.plants as { name: string; generated_kwh: number; expected_kwh: number }[];
    const lines = plants.map((p) =>
      t('optop_offline_generation', {
        plant: p.name,
        generated: n(p.generated_kwh),
        expected: n(p.expected_kwh),
      }),
    );
    return [t('optop_offline_period', { from: String(result.from), to: String(result.to) }), ...lines].join(
      '\n',
    );
  }
  if (name === 'overdue_invoices') {
    const rows = result.results as {
      id: number;
      customer_name: string;
      due_date: string;
      total_centavos: number;
    }[];
    return [
      t('optop_offline_overdue', { count: n(result.count) }),
      '',
      ...rows.map((i) => `- #${i.id} · ${i.customer_name} · ${i.due_date} · ${money(i.total_centavos)}`),
    ].join('\n');
  }
  if (name === 'run_backtest')
    return t('optop_offline_backtest', {
      id: Number(result.id),
      strategy: String(result.strategy),
      symbol: String(result.symbol),
    });
  if (name === 'explain_access') {
    const path = String(result.path);
    if (result.allowed) return t('optop_offline_allowed', { path });
    // A page that names several rules opens with any one of them: "… or …".
    const rules = result.needs_one_of as { action: string; subject: string }[];
    const permissions = new Intl.ListFormat(locale, { type: 'disjunction' }).format(
      rules.map((rule) => t('optop_offline_permission', rule)),
    );
    return t('optop_offline_denied', { path, permissions });
  }
  return `${t('optop_offline_result')}\n\n\`\`\`json\n${JSON.stringify(result, null, 2)}\n\`\`\``;
}

/**
 * The agent without a model: a question goes to the tool its intent names (intent-router.ts), the same
 * tools and approvals a model would use, and the tool's result is put into words.
 */
export function offlineProvider(locale: Locale): Provider {
  async function* stream(messages: ChatMessage[]): AsyncGenerator<ProviderEvent> {
    const last = messages.at(-1);
    if (last?.role === 'tool') {
      const results = messages.slice(messages.findLastIndex((m) => m.role !== 'tool') + 1);
      const texts = results.map((m) =>
        m.role === 'tool' ? describe(locale, m.name, JSON.parse(m.content)) : '',
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
