import type { Ohlcv } from '../data/ohlcv.ts';
import type { TradeColumns } from '../engine/trade-log.ts';
import { annualised } from './annualised.ts';
import { calendarReturns } from './calendar-returns.ts';
import { dataPeriod, periodResolution } from './data-period.ts';
import { drawdownSeries, drawdownSummary } from './drawdown.ts';
import { beta } from './log-returns.ts';
import type { Stats } from './stats.ts';
import { tradeStats } from './trade-stats.ts';

const DAY = 86_400_000;

/**
 * backtesting.py's `compute_stats` with a zero risk-free rate. `equity` has one value per bar
 * (warm-up included); `warmup` is the first bar where every indicator has a value. The drawdown
 * series is computed from `equity` on first read (the statistics do not need it).
 */
export function computeStats(
  data: Ohlcv,
  equity: Float64Array,
  trades: TradeColumns,
  warmup: number,
): { stats: Stats; drawdown: Float64Array } {
  const { time, close } = data;
  const n = equity.length;
  const period = dataPeriod(time);
  const resolution = periodResolution(period);
  const dd = drawdownSummary(time, equity, resolution);
  const t = tradeStats(trades, time, resolution);

  const first = equity[0];
  const last = equity[n - 1];
  const totalReturn = ((last - first) / first) * 100;
  const buyHold = ((close[n - 1] - close[warmup]) / close[warmup]) * 100;

  const { returns, periodsPerYear: p } = calendarReturns(time, equity, period);
  const { annualReturn, volatility, downside, count } = annualised(returns, p);
  const duration = time[n - 1] - time[0];
  const years = (Math.floor(duration / DAY) + Math.floor((duration % DAY) / 1000) / 86400) / 365.25;
  const b = beta(equity, close);

  const stats: Stats = {
    Start: time[0],
    End: time[n - 1],
    Duration: duration,
    'Exposure Time [%]': t.exposure,
    'Equity Final [$]': last,
    'Equity Peak [$]': dd.peak,
    'Return [%]': totalReturn,
    'Buy & Hold Return [%]': buyHold,
    'Return (Ann.) [%]': annualReturn * 100,
    'Volatility (Ann.) [%]': volatility,
    'CAGR [%]': years ? ((last / first) ** (1 / years) - 1) * 100 : NaN,
    'Sharpe Ratio': (annualReturn * 100) / (volatility || NaN),
    'Sortino Ratio': annualReturn / (Math.sqrt(downside / count) * Math.sqrt(p)),
    'Calmar Ratio': annualReturn / (dd.max || NaN),
    'Alpha [%]': totalReturn - b * buyHold,
    Beta: b,
    'Max. Drawdown [%]': -dd.max * 100,
    'Avg. Drawdown [%]': -dd.averagePeak * 100,
    'Max. Drawdown Duration': dd.maxDuration,
    'Avg. Drawdown Duration': dd.averageDuration,
    '# Trades': t.count,
    'Win Rate [%]': t.winRate,
    'Best Trade [%]': t.best,
    'Worst Trade [%]': t.worst,
    'Avg. Trade [%]': t.geometricMean,
    'Max. Trade Duration': t.maxDuration,
    'Avg. Trade Duration': t.averageDuration,
    'Profit Factor': t.profitFactor,
    'Expectancy [%]': t.expectancy,
    SQN: t.sqn,
    'Kelly Criterion': t.kelly,
  };
  let drawdown: Float64Array | undefined;
  return {
    stats: t.commissions ? withCommissions(stats, t.commissions) : stats,
    get drawdown() {
      return (drawdown ??= drawdownSeries(equity));
    },
  };
}

/** `stats` with `Commissions [$]` after `Equity Peak [$]`, where backtesting.py lists it. */
function withCommissions(stats: Stats, commissions: number): Stats {
  const ordered: Stats = {} as Stats;
  for (const [key, value] of Object.entries(stats) as [keyof Stats, number][]) {
    ordered[key] = value;
    if (key === 'Equity Peak [$]') ordered['Commissions [$]'] = commissions;
  }
  return ordered;
}
