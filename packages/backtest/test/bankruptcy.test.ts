import { describe, expect, it } from 'vitest';
import { type Ohlcv, runBacktest, type Strategy, type StrategyContext } from '../src/index.ts';

const DAY = 86_400_000;
const closes = [100, 101, 102, 103, 104, 105, 106, 80, 81, 82, 83, 84, 85, 86];

/** Daily bars, weekends included, opening at the previous close. */
function market(): Ohlcv {
  const n = closes.length;
  const close = Float64Array.from(closes);
  const open = close.map((c, i) => (i === 0 ? c : closes[i - 1]));
  return {
    time: Float64Array.from({ length: n }, (_, i) => Date.UTC(2024, 0, 1) + i * DAY),
    open,
    high: close.map((c, i) => Math.max(c, open[i]) + 1),
    low: close.map((c, i) => Math.min(c, open[i]) - 1),
    close,
    volume: new Float64Array(n).fill(1000),
  };
}

/** Three leveraged long trades, one a bar, so that the fall at bar 7 wipes the account out. */
class ThreeLongs implements Strategy {
  init(): void {}
  next(ctx: StrategyContext, i: number): void {
    if (i <= 3) ctx.buy({ size: 0.3 });
  }
}

describe('a bankrupt account', () => {
  const result = runBacktest(market(), new ThreeLongs(), { cash: 10_000, margin: 0.1 });

  it('closes every open trade at the close of the bar that wipes it out, and stays at zero', () => {
    expect(result.trades.count).toBe(3);
    expect(result.openTrades).toEqual([]);
    expect(Array.from(result.trades.ExitBar)).toEqual([7, 7, 7]);
    expect(Array.from(result.trades.ExitPrice)).toEqual([80, 80, 80]);
    expect(Array.from(result.equity.subarray(7))).toEqual(new Array(closes.length - 7).fill(0));
  });

  it('skips the undefined returns after it like pandas: volatility and Sharpe are numbers', () => {
    // Daily data with weekends: 365 periods a year. The −100 % day makes the geometric mean 0, so the
    // annual return is 0; the variance is pandas' (ddof 1) over the returns up to the bankruptcy.
    const equity = result.equity;
    const returns: number[] = [];
    for (let k = 1; k <= 7; k++) returns.push(equity[k] / equity[k - 1] - 1);
    const mean = returns.reduce((a, b) => a + b) / returns.length;
    const variance = returns.reduce((a, r) => a + (r - mean) ** 2, 0) / (returns.length - 1);
    const { stats } = result;
    expect(stats['Return (Ann.) [%]']).toBe(0);
    const volatility = Math.sqrt((variance + 1) ** 365 - 1) * 100;
    expect(Math.abs(stats['Volatility (Ann.) [%]'] / volatility - 1)).toBeLessThan(1e-12);
    expect(stats['Sharpe Ratio']).toBe(0);
    expect(stats['Sortino Ratio']).toBe(0);
    expect(stats['Max. Drawdown [%]']).toBe(-100);
  });
});
