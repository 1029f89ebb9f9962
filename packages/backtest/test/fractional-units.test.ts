import { describe, expect, it } from 'vitest';
import {
  type BacktestOptions,
  type BacktestResult,
  crossSignal,
  type InitContext,
  type Ohlcv,
  RuleStrategy,
  type RuleStrategySpec,
  runBacktest,
  SignalStrategy,
  sma,
  type Strategy,
  type StrategyContext,
} from '../src/index.ts';
import { loadMarketData } from './csv-market-data.ts';
import { openingBars } from './opening-bars.ts';
import { randomMarket } from './random-market.ts';

/** Daily bars opening at the given prices (high/low 500 around them, close = next open). */
const bars = (opens: number[]) => openingBars(opens, 500, 500);
/** Runs `actions[i]` at bar `i`. */
class Scripted implements Strategy {
  readonly #actions: Record<number, (ctx: StrategyContext) => void>;
  constructor(actions: Record<number, (ctx: StrategyContext) => void>) {
    this.#actions = actions;
  }
  init(): void {}
  next(ctx: StrategyContext, i: number): void {
    this.#actions[i]?.(ctx);
  }
}

// BTC opening at 30 000, 30 000, 31 000, 32 000, …; the first order is placed at bar 1 and fills at bar 2.
const btc = bars([30_000, 30_000, 31_000, 32_000, 30_500, 33_000, 33_000]);

describe('fractional units (backtesting.py FractionalBacktest semantics)', () => {
  it('sizes all-in orders in whole units of the scaled instrument', () => {
    // FractionalBacktest(fractional_unit=1e-3) trades mBTC at 31 each: floor(1000 / (31 × 1.001)) = 32 mBTC.
    const run = runBacktest(btc, new Scripted({ 1: (ctx) => ctx.buy(), 2: (ctx) => ctx.closePosition() }), {
      cash: 1_000,
      commission: 0.001,
      unit: 1e-3,
    });
    expect(run.trades.count).toBe(1);
    expect(run.trades.Size[0]).toBeCloseTo(0.032, 12);
    expect(run.trades.EntryPrice[0]).toBe(31_000);
    expect(run.trades.ExitPrice[0]).toBe(32_000);
    // 32 × (32 − 31) − 32 × 31 × 0.001 − 32 × 32 × 0.001 = 32 − 0.992 − 1.024
    expect(run.trades.PnL[0]).toBeCloseTo(29.984, 9);
    expect(run.stats['Equity Final [$]']).toBeCloseTo(1_029.984, 9);
  });

  it('takes explicit quantities below one unit, and cancels what the margin cannot pay', () => {
    const run = runBacktest(
      btc,
      new Scripted({
        1: (ctx) => ctx.buy({ units: 0.5 }),
        2: (ctx) => ctx.buy({ units: 1 }),
        3: (ctx) => ctx.trades[0].close(0.5),
        4: (ctx) => ctx.closePosition(),
      }),
      { cash: 20_000, commission: 0.001, unit: 1e-8 },
    );
    // 0.5 BTC bought at 31 000 (fee 15.5); 1 BTC more at 32 000 costs more than the margin left: cancelled.
    // Half the trade (2.5e7 satoshis) closes at 30 500, the rest at 33 000; each half paid 7.75 to enter.
    expect(run.trades.count).toBe(2);
    expect(Array.from(run.trades.Size)).toEqual([0.25, 0.25]);
    expect(Array.from(run.trades.ExitPrice)).toEqual([30_500, 33_000]);
    expect(run.trades.PnL[0]).toBeCloseTo(0.25 * -500 - 7.75 - 7.625, 9);
    expect(run.trades.PnL[1]).toBeCloseTo(0.25 * 2_000 - 7.75 - 8.25, 9);
    expect(run.stats['Equity Final [$]']).toBeCloseTo(20_000 - 140.375 + 484, 9);
  });

  it('rounds partial closes to whole units like backtesting.py (half to even)', () => {
    const run = runBacktest(
      btc,
      new Scripted({ 1: (ctx) => ctx.buy({ units: 0.033 }), 2: (ctx) => ctx.trades[0].close(0.5) }),
      { cash: 10_000, unit: 1e-3 },
    );
    expect(run.trades.Size[0]).toBeCloseTo(0.016, 12); // round(16.5) = 16 mBTC
    expect(run.openTrades[0].size).toBeCloseTo(0.017, 12);
  });

  it('rejects quantities that are not a multiple of the unit, and units with size', () => {
    const order = (request: Parameters<StrategyContext['buy']>[0]) => () =>
      runBacktest(btc, new Scripted({ 1: (ctx) => ctx.buy(request) }), { unit: 1e-3 });
    expect(order({ units: 0.0005 })).toThrow(/multiple of the unit 0.001/);
    expect(order({ units: 0.0335 })).toThrow(/multiple of the unit/);
    expect(order({ units: 0.5, size: 0.5 })).toThrow(/not both/);
    expect(order({ units: 0.5 })).not.toThrow();
  });

  it('sizes rule strategies in units too', () => {
    const close = { kind: 'price', field: 'close' } as const;
    const rules = (risk: RuleStrategySpec['risk']) =>
      new RuleStrategy({
        entry: { long: { op: '>', left: close, right: { kind: 'value', value: 0 } } },
        risk,
      });
    const run = runBacktest(btc, rules({ units: 0.25 }), { cash: 10_000, unit: 1e-8 });
    expect(run.openTrades.map((t) => t.size)).toEqual([0.25]);
    expect(() => rules({ units: 0.25, size: 0.5 })).toThrow(/units/);
  });
});

/**
 * Trades a signal computed beforehand (so both runs see the same signal whatever their prices),
 * closing the position before each order (backtesting.py's README SmaCross) for runs without
 * exclusive orders.
 */
class GivenSignal extends SignalStrategy {
  readonly #signal: Int8Array;
  readonly #warmup: number;
  constructor(signal: Int8Array, warmup: number) {
    super();
    this.#signal = signal;
    this.#warmup = warmup;
  }
  protected signal(ctx: InitContext): Int8Array {
    ctx.indicator('warmup', new Float64Array(this.#signal.length).fill(NaN).fill(0, this.#warmup));
    return this.#signal;
  }
  override next(ctx: StrategyContext, i: number): void {
    if (this.#signal[i] !== 0) ctx.closePosition();
    super.next(ctx, i);
  }
}

function scaled(data: Ohlcv, factor: number): Ohlcv {
  const scale = (a: Float64Array) => a.map((x) => x * factor);
  return {
    ...data,
    open: scale(data.open),
    high: scale(data.high),
    low: scale(data.low),
    close: scale(data.close),
    volume: data.volume.map((v) => v / factor),
  };
}

const relative = (a: number, b: number): number => Math.abs(a - b) / Math.max(Math.abs(b), 1e-300);

/** The fractional run equals the whole-unit run on prices scaled by the unit, scaled back. */
function expectSameAsScaled(fractional: BacktestResult, whole: BacktestResult, unit: number): void {
  const a = fractional.trades;
  const b = whole.trades;
  expect(a.count).toBe(b.count);
  for (let k = 0; k < a.count; k++) {
    expect(Math.round(a.Size[k] / unit)).toBe(b.Size[k]);
    expect(a.EntryBar[k]).toBe(b.EntryBar[k]);
    expect(a.ExitBar[k]).toBe(b.ExitBar[k]);
    expect(relative(a.EntryPrice[k] * unit, b.EntryPrice[k])).toBeLessThan(1e-12);
    expect(relative(a.ExitPrice[k] * unit, b.ExitPrice[k])).toBeLessThan(1e-12);
    expect(relative(a.PnL[k], b.PnL[k])).toBeLessThan(1e-9);
  }
  for (let i = 0; i < whole.equity.length; i++)
    expect(relative(fractional.equity[i], whole.equity[i])).toBeLessThan(1e-9);
  for (const name of ['Return [%]', 'Sharpe Ratio', 'Max. Drawdown [%]', 'Win Rate [%]', 'SQN'] as const)
    expect(relative(fractional.stats[name], whole.stats[name])).toBeLessThan(1e-9);
}

describe('a fractional run against the whole-unit run on scaled prices', () => {
  const cases: [string, Ohlcv, number, number, number][] = [
    ['monthly BTCUSD in satoshis, SMA 3/8', loadMarketData('BTCUSD.csv'), 1e-8, 3, 8],
    ['5 000 random bars at about 30 000 in thousandths', randomMarket(5_000, 11, 30_000), 1e-3, 10, 20],
  ];
  for (const [name, data, unit, fast, slow] of cases) {
    for (const exclusiveOrders of [true, false]) {
      it(`${name}, ${exclusiveOrders ? 'exclusive orders' : 'netted orders'}`, () => {
        const signal = crossSignal(sma(data.close, fast), sma(data.close, slow));
        const options: BacktestOptions = { cash: 10_000, commission: 0.002, exclusiveOrders };
        const fractional = runBacktest(data, new GivenSignal(signal, slow - 1), { ...options, unit });
        const whole = runBacktest(scaled(data, unit), new GivenSignal(signal, slow - 1), options);
        expect(fractional.trades.count).toBeGreaterThan(3);
        expectSameAsScaled(fractional, whole, unit);
      });
    }
  }
});
