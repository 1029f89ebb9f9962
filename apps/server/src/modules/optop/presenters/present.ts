import type { Locale } from '@alvorada/contracts';
import { isMessageCode } from '../../../platform/http/messages.ts';
import { formatFor } from './format.ts';
import { ENERGY_PRESENTERS } from './energy-presenters.ts';
import { TRADING_PRESENTERS } from './trading-presenters.ts';
import { PLATFORM_PRESENTERS } from './platform-presenters.ts';

const PRESENTERS = { ...ENERGY_PRESENTERS, ...TRADING_PRESENTERS, ...PLATFORM_PRESENTERS };

type Result = { code?: string; detail?: string } | null | undefined;

/**
 * A tool's result as the reader reads it, in their language: a short sentence and, for lists, a table with
 * links to the records' pages; a refusal or failure as its message. The offline agent answers with it, and
 * the conversation shows it for every tool call, whoever made it.
 */
export function present(locale: Locale, tool: string, result: unknown): string {
  const f = formatFor(locale);
  const outcome = result as Result;
  if (outcome?.code === 'optop_rejected') return f.t('optop_offline_rejected');
  if (outcome?.code)
    return outcome.detail ?? (isMessageCode(outcome.code) ? f.t(outcome.code) : f.t('internal'));
  const presenter = PRESENTERS[tool] as ((result: unknown, format: typeof f) => string) | undefined;
  return presenter?.(result, f) ?? '';
}
