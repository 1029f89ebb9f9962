// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Backtest, ohlcvOf, type ParsedRuleStrategy } from '@alvorada/backtest';
import { engineOptionsOf, runSettingsSchema, type Candles } from '@alvorada/contracts';
import { previewRun } from './preview-run.ts';

const DAY = 86_400_000;
const bars = Array.from({ length: 300 }, (_, i) => {
  const close = 100 + 20 * Math.sin(i / 9) + i / 10;
  return { time: i * DAY, open: close - 0.5, high: close + 1, low: close - 1, close, volume: 1000 + i };
});
const candles: Candles = { instrument_id: 1, timeframe: '1d', resampled: false, candles: bars };
const sma = (period: number) => ({ kind: 'indicator', name: 'sma', period, source: 'close' }) as const;
const rsi = { kind: 'indicator', name: 'rsi', period: 14, source: 'close' } as const;
const rules: ParsedRuleStrategy = {
  entry: {
    long: {
      all: [
        { op: 'crossesAbove', left: sma(5), right: sma(20) },
        { op: '<', left: rsi, right: { kind: 'value', value: 90 } },
      ],
    },
    short: { op: 'crossesBelow', left: sma(5), right: sma(20) },
  },
  exit: {},
  reverse: true,
  risk: {},
};

/** An instrument traded in whole units. */
const UNITS = { lot_size: 1, tick_size: 0.01 };

describe('the builder preview', () => {
  it('runs the engine with the options the server derives from the same settings, fractional lots included', () => {
    const settings = runSettingsSchema.parse({
      cash: 5000,
      commission_fixed: 1,
      commission_rate: 0.001,
      spread: 0.0005,
    });
    const preview = previewRun(candles, rules, settings, { lot_size: 0.01, tick_size: 0.01 }, (key) => key);
    const direct = new Backtest(ohlcvOf(bars), { rules }, engineOptionsOf(settings, 0.01)).run();
    expect(preview.trades.length).toBe(direct.trades.count);
    expect(preview.trades.length).toBeGreaterThan(3);
    expect(preview.stats['Equity Final [$]']).toBe(direct.stats['Equity Final [$]']);
    expect(preview.trades[0]).toEqual({
      size: direct.trades.Size[0],
      entry_time: direct.trades.EntryBar[0]! * DAY,
      exit_time: direct.trades.ExitBar[0]! * DAY,
      pnl: direct.trades.PnL[0],
    });
  });

  it('rounds orders to whole lots and prices to the tick and pays the slippage, as the server does', () => {
    const settings = runSettingsSchema.parse({
      cash: 1_000_000,
      round_lots: true,
      spread: 0.001,
      slippage_fixed: 0.01,
      slippage_range: 0.1,
    });
    const preview = previewRun(candles, rules, settings, { lot_size: 100, tick_size: 0.01 }, (key) => key);
    const direct = new Backtest(ohlcvOf(bars), { rules }, engineOptionsOf(settings, 100, 0.01)).run();
    expect(preview.trades.map((t) => t.size)).toEqual(Array.from(direct.trades.Size));
    expect(preview.trades.length).toBeGreaterThan(3);
    for (const t of preview.trades) expect(Math.abs(t.size) % 100).toBe(0);
    expect(preview.stats['Equity Final [$]']).toBe(direct.stats['Equity Final [$]']);
    const frictionless = previewRun(
      candles,
      rules,
      runSettingsSchema.parse({ cash: 1_000_000 }),
      UNITS,
      (k) => k,
    );
    expect(frictionless.stats['Equity Final [$]']).not.toBe(preview.stats['Equity Final [$]']);
  });

  it('tells of the position still open at the end, which the return counts and the trade count does not', () => {
    const held: ParsedRuleStrategy = {
      entry: { long: { op: 'crossesAbove', left: sma(5), right: sma(20) } },
      exit: {},
      reverse: false,
      risk: {},
    };
    const preview = previewRun(candles, held, runSettingsSchema.parse({}), UNITS, (key) => key);
    const direct = new Backtest(
      ohlcvOf(bars),
      { rules: held },
      engineOptionsOf(runSettingsSchema.parse({}), 1),
    ).run();
    expect(preview.stats['# Trades']).toBe(0);
    expect(preview.stats['Return [%]']).not.toBe(0);
    expect(preview.open).toEqual([
      {
        size: direct.openTrades[0]!.size,
        entry_time: direct.openTrades[0]!.entryBar * DAY,
        entry_price: direct.openTrades[0]!.entryPrice,
      },
    ]);
    expect(preview.open[0]!.size).toBeGreaterThan(0);
  });

  it('draws the compared averages over the candles, once each, but not the RSI, which has its own scale', () => {
    const preview = previewRun(candles, rules, runSettingsSchema.parse({}), UNITS, (key) => key);
    expect(preview.lines.map((line) => line.name)).toEqual(['SMA 5', 'SMA 20']);
    expect(preview.lines[0]!.values).toHaveLength(300);
    expect(Number.isNaN(preview.lines[1]!.values[18]!)).toBe(true);
    expect(preview.lines[1]!.values[19]).toBeCloseTo(
      bars.slice(0, 20).reduce((s, b) => s + b.close, 0) / 20,
      10,
    );
  });
});
