import { annualised } from './annualised.ts';
import { calendarPeriods, calendarReturns } from './calendar-returns.ts';

const DAY = 86_400_000;

/** The calendar period the statistics resample to: days (intraday and daily bars), weeks, months or years. */
export type CalendarUnit = 'day' | 'week' | 'month' | 'year';

export interface RollingRisk {
  /** Returns each window spans. */
  window: number;
  unit: CalendarUnit;
  periodsPerYear: number;
  /** The last bar of each window's last period (epoch ms). */
  time: Float64Array;
  /** The engine's Sharpe ratio over the window's returns. */
  sharpe: Float64Array;
  /** The engine's annualised volatility over the window's returns, in percent. */
  volatility: Float64Array;
}

function unitOf(period: number): CalendarUnit {
  const days = Math.floor(period / DAY);
  return days === 7 ? 'week' : days === 31 ? 'month' : days === 365 ? 'year' : 'day';
}

/**
 * The Sharpe ratio and the volatility over a moving window of `window` calendar-period returns, each
 * annualised as the engine's statistics are (their formulas over the window's returns alone): the last
 * window of a run as long as its returns gives the run's own figures. Empty when the run has fewer returns.
 */
export function rollingRisk(
  time: Float64Array,
  equity: Float64Array,
  period: number,
  window: number,
): RollingRisk {
  const { lastBars } = calendarPeriods(time, period);
  const { returns, periodsPerYear } = calendarReturns(time, equity, period);
  const count = Math.max(0, returns.length - window + 1);
  const out = {
    window,
    unit: unitOf(period),
    periodsPerYear,
    time: new Float64Array(count),
    sharpe: new Float64Array(count),
    volatility: new Float64Array(count),
  };
  for (let j = 0; j < count; j++) {
    const { annualReturn, volatility } = annualised(returns.subarray(j, j + window), periodsPerYear);
    out.time[j] = time[lastBars[j + window]];
    out.volatility[j] = volatility;
    out.sharpe[j] = (annualReturn * 100) / (volatility || NaN);
  }
  return out;
}
