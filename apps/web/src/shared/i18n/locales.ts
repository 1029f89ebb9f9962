import { LOCALES, RTL_LOCALES, type Locale } from '@alvorada/contracts';

export interface LocaleConfig {
  code: Locale;
  /** The language's own name, shown in the switcher. */
  label: string;
  isRTL: boolean;
}

const LABELS: Record<Locale, string> = {
  'pt-BR': 'Português (Brasil)',
  en: 'English',
  fr: 'Français',
  ar: 'العربية',
};

export const LOCALE_CONFIGS: LocaleConfig[] = LOCALES.map((code) => ({
  code,
  label: LABELS[code],
  isRTL: RTL_LOCALES.includes(code),
}));

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);
export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr');
