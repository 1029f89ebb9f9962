import { FIELD_MESSAGES, type Locale } from '@alvorada/contracts';
import { formatDuration } from './duration.ts';
import { fromFiles } from './message-files.ts';
import ptBR from './messages/pt-BR.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import ar from './messages/ar.json' with { type: 'json' };

/**
 * A text that names a `{count}`: one wording per plural form the locale's rules choose (Intl.PluralRules, as
 * i18next does on the web), `zero` taking 0 where the language writes it apart ("nenhuma fatura").
 */
export type PluralText = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** One message in one locale: a wording, or a wording per plural form. */
export type Wording = string | PluralText;

/** Messages by code, in every locale. Clients show `detail` as it comes. */
export type Dictionary = Record<string, Record<Locale, Wording>>;

/** The platform's own messages and the field-validation texts shared with the web. */
export const PLATFORM_MESSAGES = {
  ...FIELD_MESSAGES,
  ...fromFiles({ 'pt-BR': ptBR, en, fr, ar }),
} satisfies Dictionary;

/**
 * The codes of the composed catalogue. The composition root (messages.ts beside app.ts) declares `codes`
 * from every module's dictionary, so platform code is checked against all codes while importing no module.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the composition root
export interface MessageCatalogue {}
export type MessageCode = MessageCatalogue extends { codes: infer C extends string }
  ? C
  : keyof typeof PLATFORM_MESSAGES;

let catalogue: Dictionary = PLATFORM_MESSAGES;

/** Set once by the composition root with every module's messages. */
export function installMessages(all: Dictionary) {
  catalogue = all;
}

export const isMessageCode = (code: string): code is MessageCode => code in catalogue;

/** The wording of a counted text for `count`: its `zero` for 0 when it has one, else the locale's form. */
function pluralWording(text: PluralText, locale: Locale, count: number): string {
  if (count === 0 && text.zero !== undefined) return text.zero;
  return text[new Intl.PluralRules(locale).select(count)] ?? text.other;
}

const fillIn = (text: string, locale: Locale, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)(:duration)?\}/g, (_, key: string, duration?: string) => {
    const value = params[key];
    if (value === undefined) return `{${key}}`;
    return duration ? formatDuration(Number(value), locale) : String(value);
  });

/**
 * Fills `{name}` with a parameter as it is, and `{name:duration}` with a number of seconds in words; a counted
 * text is worded for its `count` parameter, written as the locale writes numbers.
 */
export function translate(
  code: MessageCode,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  const text = catalogue[code]![locale];
  if (typeof text === 'string') return fillIn(text, locale, params);
  const count = Number(params.count);
  return fillIn(pluralWording(text, locale, count), locale, {
    ...params,
    count: new Intl.NumberFormat(locale).format(count),
  });
}
