import type { Ohlcv } from '../data/ohlcv.ts';
import type { BacktestResult } from '../engine/run-result.ts';
import { ceilDuration, dataPeriod, periodResolution } from './data-period.ts';
import { deepestDrawdowns, drawdownPeriods, type DrawdownPeriod } from './drawdown-periods.ts';
import { buyAndHold, exposureSeries } from './exposure.ts';
import { monthlyReturns, type YearReturns } from './monthly-returns.ts';
import { rollingRisk, type RollingRisk } from './rolling-risk.ts';

/** Calendar-period returns the rolling figures span: about a quarter of trading days on daily bars. */
export const ROLLING_WINDOW = 63;
/** Drawdowns a report lists. */
export const REPORT_DRAWDOWNS = 5;

export interface ReportDrawdown extends DrawdownPeriod {
  /** From the peak to the recovery (or the last bar), rounded up as the engine's drawdown durations are. */
  duration: number;
}

/** What a tear sheet adds to the statistics, derived from a run's equity and bars. */
export interface BacktestReport {
  /** Per bar: the buy-and-hold equity of the instrument, from the first bar where every indicator has a value. */
  benchmark: Float64Array;
  /** Per bar: the position held at the close as a fraction of the equity (long positive). */
  exposure: Float64Array;
  rolling: RollingRisk;
  monthly: YearReturns[];
  /** The deepest drawdowns, deepest first. */
  drawdowns: ReportDrawdown[];
}

export function backtestReport(
  data: Ohlcv,
  result: Pick<BacktestResult, 'equity' | 'trades' | 'openTrades' | 'warmup'>,
  window = ROLLING_WINDOW,
): BacktestReport {
  const { time, close } = data;
  const { equity } = result;
  const period = dataPeriod(time);
  const resolution = periodResolution(period);
  return {
    benchmark: buyAndHold(close, equity, result.warmup),
    exposure: exposureSeries(close, equity, result.trades, result.openTrades),
    rolling: rollingRisk(time, equity, period, window),
    monthly: monthlyReturns(time, equity),
    drawdowns: deepestDrawdowns(drawdownPeriods(equity), REPORT_DRAWDOWNS).map((d) => ({
      ...d,
      duration: ceilDuration(time[d.end] - time[d.start], resolution),
    })),
  };
}
