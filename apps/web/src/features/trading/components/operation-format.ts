import { useTranslation } from 'react-i18next';

/** Amounts in each trade's own currency, prices and dates (the bar's day, UTC) in the interface's language. */
export function useOperationFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const moneys = new Map<string, Intl.NumberFormat>();
  const price = new Intl.NumberFormat(locale, { maximumFractionDigits: 8 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' });
  return {
    locale,
    money(value: number, currency: string) {
      if (!moneys.has(currency))
        moneys.set(currency, new Intl.NumberFormat(locale, { style: 'currency', currency }));
      return moneys.get(currency)!.format(value);
    },
    price: (value: number) => price.format(value),
    fraction: (value: number) => percent.format(value),
    day: (time: number) => day.format(time),
  };
}
