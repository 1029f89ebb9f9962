import type { StatName } from '@alvorada/backtest';
import type { TFunction } from 'i18next';
import { isolateAmounts, type makeFormatters } from '@/shared/i18n/format.ts';

/** Each statistic's key under `trading.stats` (backtesting.py's names are not usable as keys). */
export const STAT_KEYS: Record<StatName, string> = {
  Start: 'start',
  End: 'end',
  Duration: 'duration',
  'Exposure Time [%]': 'exposure',
  'Equity Final [$]': 'equityFinal',
  'Equity Peak [$]': 'equityPeak',
  'Commissions [$]': 'commissions',
  'Return [%]': 'return',
  'Buy & Hold Return [%]': 'buyHold',
  'Return (Ann.) [%]': 'returnAnn',
  'Volatility (Ann.) [%]': 'volatility',
  'CAGR [%]': 'cagr',
  'Sharpe Ratio': 'sharpe',
  'Sortino Ratio': 'sortino',
  'Calmar Ratio': 'calmar',
  'Alpha [%]': 'alpha',
  Beta: 'beta',
  'Max. Drawdown [%]': 'maxDrawdown',
  'Avg. Drawdown [%]': 'avgDrawdown',
  'Max. Drawdown Duration': 'maxDrawdownDuration',
  'Avg. Drawdown Duration': 'avgDrawdownDuration',
  '# Trades': 'trades',
  'Win Rate [%]': 'winRate',
  'Best Trade [%]': 'bestTrade',
  'Worst Trade [%]': 'worstTrade',
  'Avg. Trade [%]': 'avgTrade',
  'Max. Trade Duration': 'maxTradeDuration',
  'Avg. Trade Duration': 'avgTradeDuration',
  'Profit Factor': 'profitFactor',
  'Expectancy [%]': 'expectancy',
  SQN: 'sqn',
  'Kelly Criterion': 'kelly',
};

export const STAT_NAMES = Object.keys(STAT_KEYS) as StatName[];

/** A search's objective as it reads: the formula typed, or the statistic's name in `t`'s language. */
export const objectiveLabel = (search: { maximize: StatName; formula: string | null }, t: TFunction) =>
  search.formula ?? (t(`trading.stats.${STAT_KEYS[search.maximize]}.label`) as string);

const DAY_MS = 86_400_000;

/**
 * Numbers of a run in the interface's language: amounts in the instrument's currency, percentages as the
 * engine gives them (12.5 is 12.5 %), durations in days, instants as dates.
 */
export function makeStatFormat(locale: string, currency: string, format: ReturnType<typeof makeFormatters>) {
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const isolate = isolateAmounts(locale);
  const signedMoney = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    signDisplay: 'exceptZero',
  });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const ratio = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const days = new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' });
  const price = new Intl.NumberFormat(locale, { maximumFractionDigits: 8 });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' });
  const stat = (name: StatName, value: number | null | undefined): string => {
    if (value === null || value === undefined || Number.isNaN(value)) return '—';
    if (name === 'Start' || name === 'End') return format.date(value);
    if (name.endsWith('Duration')) return days.format(Math.round(value / DAY_MS));
    if (name.endsWith('[$]')) return isolate(money.format(value));
    if (name.endsWith('[%]')) return percent.format(value / 100);
    if (name === '# Trades') return format.number(value);
    return ratio.format(value);
  };
  return {
    money: (value: number) => isolate(money.format(value)),
    /** A gain or a loss: +US$ 12,00, −US$ 3,50. */
    signedMoney: (value: number) => isolate(signedMoney.format(value)),
    /** A percentage as the statistics give it: 12.5 is 12.5 %. */
    percent: (value: number) => percent.format(value / 100),
    /** A fraction as the trades give it: 0.125 is 12.5 %. */
    fraction: (value: number) => percent.format(value),
    /** A bar's day: 17/11/2004. */
    day: (time: number) => day.format(time),
    price: (value: number) => price.format(value),
    days: (ms: number) => days.format(Math.round(ms / DAY_MS)),
    stat,
    /** A search's objective value: as its statistic reads, or a formula's as a plain number. */
    objective: (search: { maximize: StatName; formula: string | null }, value: number | null | undefined) =>
      search.formula === null
        ? stat(search.maximize, value)
        : value === null || value === undefined || Number.isNaN(value)
          ? '—'
          : ratio.format(value),
  };
}
export type StatFormat = ReturnType<typeof makeStatFormat>;
