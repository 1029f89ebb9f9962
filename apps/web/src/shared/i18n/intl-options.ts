import { LOCALES } from '@alvorada/contracts';

export interface Option {
  value: string;
  label: string;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'ZZ', 'QO', 'XA', 'XB']);
const supported = (key: 'timeZone' | 'currency') =>
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf(key) : [];

/** ISO 3166 countries with their names in the UI language, from the browser's own data. */
export function countryOptions(locale: string): Option[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const out: Option[] = [];
  for (const a of LETTERS)
    for (const b of LETTERS) {
      const code = a + b;
      const label = NOT_COUNTRIES.has(code) ? undefined : names.of(code);
      if (label && label !== code) out.push({ value: code, label });
    }
  return out.sort((x, y) => x.label.localeCompare(y.label, locale));
}

export const timezoneOptions = (): Option[] =>
  supported('timeZone').map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));

export function currencyOptions(locale: string): Option[] {
  const names = new Intl.DisplayNames([locale], { type: 'currency' });
  return supported('currency').map((code) => ({ value: code, label: `${code} — ${names.of(code)}` }));
}

export function languageOptions(locale: string): Option[] {
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return LOCALES.map((code) => ({ value: code, label: names.of(code) ?? code }));
}
