import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';

/** Dates, numbers and BRL amounts in the UI language. */
export function makeFormatters(locale: string) {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const number = new Intl.NumberFormat(locale);
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' });
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  return {
    date: (value: string | number | Date) => date.format(new Date(value)),
    dateTime: (value: string | number | Date) => dateTime.format(new Date(value)),
    number: (value: number) => number.format(value),
    money: (value: number) => money.format(value),
    /** "5 minutes ago", "yesterday"… relative to now. */
    relative: (value: string | number | Date, now = Date.now()) => {
      const seconds = Math.round((new Date(value).getTime() - now) / 1000);
      const steps: [Intl.RelativeTimeFormatUnit, number][] = [
        ['second', 60],
        ['minute', 60],
        ['hour', 24],
        ['day', 30],
        ['month', 12],
        ['year', Infinity],
      ];
      let amount = seconds;
      for (const [unit, size] of steps) {
        if (Math.abs(amount) < size) return relative.format(amount, unit);
        amount = Math.round(amount / size);
      }
      return relative.format(amount, 'year');
    },
  };
}

export function useFormatters() {
  const { i18n } = useTranslation();
  return useMemo(() => makeFormatters(i18n.language), [i18n.language]);
}
