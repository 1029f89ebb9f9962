import { describe, expect, it } from 'vitest';
import { Backtest, backtestReport } from '../src/index.ts';
import { TradeLog } from '../src/engine/trade-log.ts';
import { ceilDuration } from '../src/stats/data-period.ts';
import { deepestDrawdowns, drawdownPeriods } from '../src/stats/drawdown-periods.ts';
import { buyAndHold, exposureSeries } from '../src/stats/exposure.ts';
import { monthlyReturns } from '../src/stats/monthly-returns.ts';
import { rollingRisk } from '../src/stats/rolling-risk.ts';
import { loadMarketData } from './csv-market-data.ts';

const DAY = 86_400_000;
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const f64 = (values: number[]) => Float64Array.from(values);

const goog = loadMarketData('GOOG.csv');
const result = new Backtest(
  goog,
  { builtIn: 'sma-cross' },
  { cash: 10_000, commission: 0.002, exclusiveOrders: true },
).run({ n1: 10, n2: 20 });
const report = backtestReport(goog, result);
const { stats } = result;

describe('monthlyReturns', () => {
  it("measures each month from the previous month's last equity, the first from the first bar's", () => {
    const time = f64(['2024-01-30', '2024-01-31', '2024-02-01', '2024-02-29', '2024-03-01'].map(day));
    const [year, ...rest] = monthlyReturns(time, f64([100, 110, 99, 121, 121]));
    expect(rest).toEqual([]);
    expect(year!.year).toBe(2024);
    expect(year!.months.slice(0, 4)).toEqual([0.10000000000000009, 0.10000000000000009, 0, null]);
    expect(year!.total).toBeCloseTo(0.21, 15);
  });

  it('keeps a row for a year without bars, and measures a year from the last one before it', () => {
    const time = f64(['2022-12-30', '2024-01-02'].map(day));
    const years = monthlyReturns(time, f64([100, 150]));
    expect(years.map((y) => y.year)).toEqual([2022, 2023, 2024]);
    expect(years[0]!.months[11]).toBe(0);
    expect(years[1]!.months.every((m) => m === null)).toBe(true);
    expect(years[2]!.months[0]).toBe(0.5);
    expect(years[2]!.total).toBe(0.5);
  });

  it("compounds to the run's return on GOOG, every month from August 2004 to March 2013", () => {
    const months = report.monthly.flatMap((y) => y.months.filter((m): m is number => m !== null));
    expect(months).toHaveLength(104);
    const compounded = months.reduce((product, r) => product * (1 + r), 1);
    expect((compounded - 1) * 100).toBeCloseTo(stats['Return [%]'], 9);
    const years = report.monthly.reduce((product, y) => product * (1 + y.total), 1);
    expect((years - 1) * 100).toBeCloseTo(stats['Return [%]'], 9);
  });
});

describe('drawdownPeriods', () => {
  it('spans each fall from its peak to the bar back at the peak, the last one open', () => {
    const periods = drawdownPeriods(f64([100, 90, 95, 100, 120, 60, 80]));
    expect(periods).toEqual([
      { start: 0, valley: 1, end: 3, recovered: true, depth: 1 - 90 / 100 },
      { start: 4, valley: 5, end: 6, recovered: false, depth: 0.5 },
    ]);
    expect(deepestDrawdowns(periods, 1)).toEqual([periods[1]]);
  });

  it("lists GOOG's deepest first: the first is the engine's maximum drawdown", () => {
    expect(report.drawdowns).toHaveLength(5);
    expect(report.drawdowns[0]!.depth * -100).toBeCloseTo(stats['Max. Drawdown [%]'], 12);
    const depths = report.drawdowns.map((d) => d.depth);
    expect(depths).toEqual([...depths].sort((a, b) => b - a));
    for (const d of report.drawdowns) {
      expect(result.equity[d.valley]).toBe(Math.min(...result.equity.subarray(d.start, d.end + 1)));
      expect(d.duration).toBe(goog.time[d.end]! - goog.time[d.start]!);
    }
  });

  it("gives the engine's longest drawdown duration", () => {
    const durations = drawdownPeriods(result.equity).map((d) => goog.time[d.end]! - goog.time[d.start]!);
    expect(ceilDuration(Math.max(...durations), DAY)).toBe(stats['Max. Drawdown Duration']);
  });
});

describe('buyAndHold', () => {
  it('invests the initial equity at the first bar with every indicator', () => {
    expect(Array.from(buyAndHold(f64([10, 20, 15, 30]), f64([1000, 1000, 990, 1010]), 1))).toEqual([
      1000, 1000, 750, 1500,
    ]);
  });

  it("ends at the engine's buy-and-hold return on GOOG", () => {
    const last = report.benchmark.at(-1)!;
    expect((last / 10_000 - 1) * 100).toBeCloseTo(stats['Buy & Hold Return [%]'], 9);
    expect(report.benchmark[0]).toBe(10_000);
  });
});

describe('exposureSeries', () => {
  it('holds a trade from its entry bar to the bar before its exit, and an open trade to the end', () => {
    const trades = new TradeLog();
    trades.add(2, 1, 3, 10, 10, 0);
    trades.add(-1, 3, 4, 10, 10, 0);
    const close = f64([10, 10, 20, 10, 10, 5]);
    const equity = f64([100, 100, 120, 100, 100, 0]);
    const exposure = exposureSeries(close, equity, trades, [{ size: 4, entryBar: 4, entryPrice: 10 }]);
    expect(Array.from(exposure)).toEqual([0, 0.2, 40 / 120, -0.1, 0.4, 0]);
  });

  it("follows GOOG's trades: long positive, short negative, out of the market before the first", () => {
    const first = result.trades.EntryBar[0]!;
    expect(report.exposure.subarray(0, first).every((x) => x === 0)).toBe(true);
    for (let k = 0; k < result.trades.count; k++) {
      const bar = result.trades.EntryBar[k]!;
      const size = result.trades.Size[k]!;
      expect(report.exposure[bar]).toBeCloseTo((size * goog.close[bar]!) / result.equity[bar]!, 12);
    }
  });
});

describe('rollingRisk', () => {
  it("over a window as long as the run's returns is the engine's Sharpe ratio and volatility", () => {
    const returns = report.rolling.time.length + report.rolling.window - 1;
    const whole = rollingRisk(goog.time, result.equity, DAY, returns);
    expect(whole.time).toHaveLength(1);
    expect(whole.sharpe[0]).toBeCloseTo(stats['Sharpe Ratio'], 12);
    expect(whole.volatility[0]).toBeCloseTo(stats['Volatility (Ann.) [%]'], 10);
  });

  it('moves a 63-day window over the daily returns, annualised over 252 days', () => {
    const { rolling } = report;
    expect(rolling).toMatchObject({ window: 63, unit: 'day', periodsPerYear: 252 });
    expect(rolling.time).toHaveLength(goog.time.length - 63);
    expect(rolling.time[0]).toBe(goog.time[63]);
    expect(rolling.time.at(-1)).toBe(goog.time.at(-1));
    // Windows of two daily returns: +10 %, −10 %, then −10 %, +10 % (the same figures), then +10 %, +20 %.
    const time = f64(Array.from({ length: 5 }, (_, i) => i * DAY));
    const small = rollingRisk(time, f64([100, 110, 99, 108.9, 130.68]), DAY, 2);
    expect(Array.from(small.time)).toEqual([2 * DAY, 3 * DAY, 4 * DAY]);
    expect(small.sharpe[1]).toBe(small.sharpe[0]);
    expect(small.volatility[1]).toBe(small.volatility[0]);
    expect(small.sharpe[0]).toBeLessThan(0);
    expect(small.sharpe[2]).toBeGreaterThan(0);
  });
});
