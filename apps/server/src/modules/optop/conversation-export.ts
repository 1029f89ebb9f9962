import type { Locale, OptopToolCall } from '@alvorada/contracts';
import { isMessageCode, translate } from '../../platform/http/messages.ts';
import type { MessageRow } from './conversation-store.ts';

/** A tool call in one line: its name, how it ended, and what it found (its summary's first line). */
function toolLine(call: OptopToolCall, locale: Locale) {
  const found = call.summary
    ?.split('\n')
    .find((line) => line.trim())
    ?.trim();
  const state = translate(`optop_export_state_${call.state}`, locale);
  return `> 🔧 \`${call.name}\` — ${state}${found ? `: ${found}` : ''}`;
}

/**
 * The branch shown of a conversation as a Markdown document: each turn under its author and time, the
 * agent's tool calls summarised (name, outcome, first line of what they found; never their raw results).
 */
export function conversationMarkdown(title: string, rows: MessageRow[], locale: Locale) {
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' });
  const turns = rows.flatMap((row) => {
    const heading = `### ${translate(row.role === 'user' ? 'optop_export_you' : 'optop_export_agent', locale)} · ${when.format(row.createdAt)} UTC`;
    const lines = [
      heading,
      ...(row.model && row.role === 'assistant' ? [`*${row.model}*`] : []),
      ...row.toolCalls.map((call) => toolLine(call, locale)),
      ...(row.content.trim() ? [row.content.trim()] : []),
      ...(row.error ? [`> ⚠️ ${isMessageCode(row.error) ? translate(row.error, locale) : row.error}`] : []),
    ];
    return lines.length > 1 ? [lines.join('\n\n')] : [];
  });
  return `# ${title}\n\n${turns.join('\n\n---\n\n')}\n`;
}
