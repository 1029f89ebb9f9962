import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';

/**
 * In Arabic an amount with its Latin unit ("154.2 MWh", "R$", "US$") is one left-to-right run: isolated, it
 * keeps its order beside Arabic text instead of showing "MWh 154.2" or "$R".
 */
export const isolateAmounts = (locale: string) =>
  locale.startsWith('ar') ? (text: string) => `\u2066${text}\u2069` : (text: string) => text;

/** Dates, numbers and BRL amounts in the UI language. */
export function makeFormatters(locale: string) {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const number = new Intl.NumberFormat(locale);
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' });
  const perKwh = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'BRL',
    minimumFractionDigits: 4,
    maximumFractionDigits: 4,
  });
  const megawattHours = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const month = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const dayMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const day = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const isolate = isolateAmounts(locale);
  return {
    date: (value: string | number | Date) => date.format(new Date(value)),
    dateTime: (value: string | number | Date) => dateTime.format(new Date(value)),
    number: (value: number) => number.format(value),
    /** A month given as YYYY-MM: "jan. de 2026". */
    month: (value: string) => month.format(new Date(`${value}-01T00:00:00Z`)),
    /** A day given as YYYY-MM-DD, without its year: "12 de nov.". */
    dayMonth: (value: string) => dayMonth.format(new Date(`${value}T00:00:00Z`)),
    /** A calendar day given as YYYY-MM-DD, in figures: "25/06/2026" in Portuguese. */
    day: (value: string) => day.format(new Date(`${value}T00:00:00Z`)),
    money: (value: number) => isolate(money.format(value)),
    /** A price per kWh, to 4 decimals (energy.md §3.8): "R$ 0,6607/kWh". */
    perKwh: (value: number) => isolate(`${perKwh.format(value)}/kWh`),
    /** Integer centavos as money: 39644 → "R$ 396,44". */
    centavos: (value: number) => isolate(money.format(value / 100)),
    /** Energy in kWh up to 10.000 kWh, in MWh above (the energy pages' rule). */
    energy: (kwh: number) =>
      isolate(
        Math.abs(kwh) > 10_000
          ? `${megawattHours.format(kwh / 1000)} MWh`
          : `${number.format(Math.round(kwh))} kWh`,
      ),
    /** Power in kW (or kWp with `peak`) under 1 MW, in MW above: "55 kWp", "1,2 MWp". */
    power: (kw: number, peak = false) =>
      isolate(
        Math.abs(kw) >= 1000
          ? `${megawattHours.format(kw / 1000)} MW${peak ? 'p' : ''}`
          : `${number.format(Math.round(kw))} kW${peak ? 'p' : ''}`,
      ),
    /** A number with its Latin unit ("55 kWp"), kept in that order in Arabic. */
    withUnit: (value: number, unit: string) => isolate(`${number.format(value)} ${unit}`),
    /** A ratio (0.93) as a percentage (93 %). */
    percent: (ratio: number) => percent.format(ratio),
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
