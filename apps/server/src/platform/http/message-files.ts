import { LOCALES, type Locale } from '@alvorada/contracts';
import type { Wording } from './messages.ts';

/** `{name}` filled for each constant, other placeholders left for the sender. */
const withConstants = (text: string, constants: Record<string, number>) =>
  text.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(constants[name] ?? placeholder));

/**
 * A dictionary (messages by code, in every locale) from its catalogue files, `messages/<locale>.json` beside the
 * code that sends them, each keyed like pt-BR's: a code pt-BR has and another locale lacks fails the type check,
 * and the catalogue test (`src/messages.test.ts`) finds extra codes and placeholders that differ. `constants`
 * fill their `{name}` in plain texts once, for a limit the contracts set. Arabic writes an id between U+2066 and U+2069 so
 * that its letters and digits are not reordered.
 */
export function fromFiles<Code extends string>(
  files: Record<'pt-BR', Record<Code, Wording>> & Record<Locale, Record<NoInfer<Code>, Wording>>,
  constants: Record<string, number> = {},
): Record<Code, Record<Locale, Wording>> {
  const fixed = (text: Wording) => (typeof text === 'string' ? withConstants(text, constants) : text);
  const inLocales = (code: Code) =>
    Object.fromEntries(LOCALES.map((locale) => [locale, fixed(files[locale][code])]));
  return Object.fromEntries(
    Object.keys(files['pt-BR']).map((code) => [code, inLocales(code as Code)]),
  ) as Record<Code, Record<Locale, Wording>>;
}
