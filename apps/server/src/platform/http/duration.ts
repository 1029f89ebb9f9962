import type { Locale } from '@alvorada/contracts';

const unit = (locale: Locale, amount: number, name: 'second' | 'minute' | 'hour') =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(amount);

/**
 * A wait in seconds as a person reads it: seconds under a minute, else whole minutes rounded up (a wait of
 * 895 s reads "15 minutos"), with hours from 60 minutes on ("1 hora e 5 minutos").
 */
export function formatDuration(seconds: number, locale: Locale): string {
  if (seconds < 60) return unit(locale, Math.max(1, Math.ceil(seconds)), 'second');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return unit(locale, minutes, 'minute');
  const hours = unit(locale, Math.floor(minutes / 60), 'hour');
  if (minutes % 60 === 0) return hours;
  return new Intl.ListFormat(locale, { type: 'unit', style: 'long' }).format([
    hours,
    unit(locale, minutes % 60, 'minute'),
  ]);
}
