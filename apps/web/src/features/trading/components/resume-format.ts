import { isolateAmounts } from '@/shared/i18n/format.ts';
import { useOperationFormat } from './operation-format.ts';

/**
 * The summary's figures in the interface's language: amounts in their own currency (a gain signed),
 * backtests' percentages (12.5 is 12.5 %) and fractions (0.125).
 */
export function useResumeFormat() {
  const base = useOperationFormat();
  const { locale } = base;
  const isolate = isolateAmounts(locale);
  const formats = new Map<string, Intl.NumberFormat>();
  const moneyFormat = (currency: string, kind: 'signed' | 'compact') => {
    const key = `${kind}:${currency}`;
    if (!formats.has(key))
      formats.set(
        key,
        new Intl.NumberFormat(locale, {
          style: 'currency',
          currency,
          ...(kind === 'signed' ? { signDisplay: 'exceptZero' } : { notation: 'compact' }),
        }),
      );
    return formats.get(key)!;
  };
  const money = (value: number, currency: string) => isolate(base.money(value, currency));
  return {
    locale,
    money,
    /** A gain or a loss: +US$ 12,00, −US$ 3,50. */
    signedMoney: (value: number, currency: string) => isolate(moneyFormat(currency, 'signed').format(value)),
    /** An axis tick: US$ 12 mil. */
    compactMoney: (value: number, currency: string) =>
      isolate(moneyFormat(currency, 'compact').format(value)),
    fraction: base.fraction,
    /** A percentage as backtesting.py gives it (12.5 is 12.5 %); a dash for none. */
    percent: (value: number | null) => (value === null ? '—' : base.fraction(value / 100)),
    number: (value: number) => new Intl.NumberFormat(locale).format(value),
  };
}
export type ResumeFormat = ReturnType<typeof useResumeFormat>;
