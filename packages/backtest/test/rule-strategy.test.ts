import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import {
  RuleStrategy,
  ruleStrategySchema,
  type RuleStrategySpec,
  runBacktest,
  sma,
  SmaCross,
} from '../src/index.ts';
import { loadMarketData } from './csv-market-data.ts';

const goog = loadMarketData('GOOG.csv');
const close = { kind: 'price', field: 'close' } as const;
const sma20 = { kind: 'indicator', name: 'sma', period: 20 } as const;

describe('rule strategies', () => {
  it('enter on the bar after their condition, with stop-loss and take-profit from the signal close', () => {
    const spec: RuleStrategySpec = {
      entry: { long: { op: 'crossesAbove', left: close, right: sma20 } },
      exit: { long: { op: 'crossesBelow', left: close, right: sma20 } },
      risk: { stopLossPct: 5, takeProfitPct: 20 },
    };
    const { trades } = runBacktest(goog, new RuleStrategy(spec), { cash: 100_000 });
    const average = sma(goog.close, 20);
    expect(trades.count).toBeGreaterThan(10);
    for (let k = 0; k < trades.count; k++) {
      const signal = trades.EntryBar[k] - 1;
      expect(goog.close[signal - 1]).toBeLessThan(average[signal - 1]);
      expect(goog.close[signal]).toBeGreaterThan(average[signal]);
      expect(trades.SL[k]).toBeCloseTo(goog.close[signal] * 0.95, 9);
      expect(trades.TP[k]).toBeCloseTo(goog.close[signal] * 1.2, 9);
      expect(trades.Size[k]).toBeGreaterThan(0);
    }
  });

  it('combines conditions with all / any / not', () => {
    const rsi = { kind: 'indicator', name: 'rsi', period: 14 } as const;
    const spec: RuleStrategySpec = {
      entry: {
        short: {
          all: [
            { op: '>', left: rsi, right: { kind: 'value', value: 70 } },
            { not: { op: '<', left: close, right: sma20 } },
          ],
        },
      },
      exit: { short: { any: [{ op: '<', left: rsi, right: { kind: 'value', value: 50 } }] } },
    };
    const result = runBacktest(goog, new RuleStrategy(spec), { cash: 100_000 });
    expect(result.trades.count).toBeGreaterThan(3);
    expect(Array.from(result.trades.Size).every((s) => s < 0)).toBe(true);
    expect(Object.keys(result.indicators)).toEqual(['rsi(14,close)', 'sma(20,close)']);
  });

  it('reverse long ↔ short like the built-in SmaCross: same trades and equity on GOOG', () => {
    const fast = { kind: 'indicator', name: 'sma', period: 10 } as const;
    const spec: RuleStrategySpec = {
      entry: {
        long: { op: 'crossesAbove', left: fast, right: sma20 },
        short: { op: 'crossesBelow', left: fast, right: sma20 },
      },
      reverse: true,
    };
    const options = { cash: 10_000, commission: 0.002, exclusiveOrders: true };
    const rules = runBacktest(goog, new RuleStrategy(spec), options);
    const builtIn = runBacktest(goog, new SmaCross({ n1: 10, n2: 20 }), options);
    expect(rules.stats['Equity Final [$]']).toBeCloseTo(56_263.5193, 4);
    expect(rules.stats['# Trades']).toBe(93);
    expect(rules.stats).toEqual(builtIn.stats);
    expect(rules.trades).toEqual(builtIn.trades);
    expect(rules.equity).toEqual(builtIn.equity);
  });

  it('reverse without exclusive orders: the entry closes the other side first', () => {
    const spec: RuleStrategySpec = {
      entry: {
        long: { op: 'crossesAbove', left: close, right: sma20 },
        short: { op: 'crossesBelow', left: close, right: sma20 },
      },
      reverse: true,
    };
    const { trades } = runBacktest(goog, new RuleStrategy(spec), { cash: 100_000 });
    expect(trades.count).toBeGreaterThan(10);
    for (let k = 1; k < trades.count; k++) {
      expect(Math.sign(trades.Size[k])).toBe(-Math.sign(trades.Size[k - 1]));
      expect(trades.EntryBar[k]).toBe(trades.ExitBar[k - 1]);
    }
  });

  it('rejects malformed rule sets naming the field', () => {
    expect(() => new RuleStrategy({ entry: {} })).toThrow(ZodError);
    expect(
      () =>
        new RuleStrategy({
          entry: { long: { op: 'crossesAbove', left: close, right: { kind: 'indicator', name: 'eval' } } },
        }),
    ).toThrow(/right/);
    expect(
      () =>
        new RuleStrategy({ entry: { long: { op: '>', left: close, right: sma20 } }, risk: { size: 2.5 } }),
    ).toThrow(/size/);
  });

  it('names each field at fault inside nested groups, not every shape the condition is not', () => {
    const parsed = ruleStrategySchema.safeParse({
      entry: {
        long: {
          all: [
            { op: 'crossesAbove', left: { ...sma20, period: 5000 }, right: { kind: 'value', value: NaN } },
            { not: { any: [] } },
          ],
        },
      },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((issue) => [issue.path.join('.'), issue.code])).toEqual([
      ['entry.long.all.0.left.period', 'too_big'],
      ['entry.long.all.0.right.value', 'invalid_type'],
      ['entry.long.all.1.not.any', 'too_small'],
    ]);
  });
});
