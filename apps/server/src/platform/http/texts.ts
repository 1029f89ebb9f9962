import type { Locale } from '@alvorada/contracts';

/** One text in every locale, in the order of LOCALES: how the tables of words written into files hold them. */
export type Texts = readonly [ptBR: string, en: string, fr: string, ar: string];
const INDEX: Record<Locale, number> = { 'pt-BR': 0, en: 1, fr: 2, ar: 3 };

/** The text with each `{name}` filled from params. */
export const filledIn = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));

/** The text in the locale, `{name}` filled from params. */
export const textIn = (texts: Texts, locale: Locale, params: Record<string, string | number> = {}) =>
  filledIn(texts[INDEX[locale]]!, params);
