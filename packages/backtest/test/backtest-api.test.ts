import { describe, expect, it } from 'vitest';
import * as api from '../src/index.ts';
import { Backtest, SmaCross, type RuleStrategySpec } from '../src/index.ts';
import { loadMarketData } from './csv-market-data.ts';

const goog = loadMarketData('GOOG.csv');
const options = { cash: 10_000, commission: 0.002, exclusiveOrders: true };
const sma = (period: number) => ({ kind: 'indicator', name: 'sma', period }) as const;
const smaCrossRules: RuleStrategySpec = {
  entry: {
    long: { op: 'crossesAbove', left: sma(10), right: sma(20) },
    short: { op: 'crossesBelow', left: sma(10), right: sma(20) },
  },
  reverse: true,
};

describe('Backtest', () => {
  it('runs a built-in by id, a rule set and a strategy written in code alike', () => {
    const runs = [
      new Backtest(goog, { builtIn: 'sma-cross' }, options).run({ n1: 10, n2: 20 }),
      new Backtest(goog, { rules: smaCrossRules }, options).run(),
      new Backtest(goog, (p) => new SmaCross(p), options).run(),
    ];
    for (const { stats } of runs) {
      expect(stats['Equity Final [$]']).toBeCloseTo(56_263.5193, 4);
      expect(stats['# Trades']).toBe(93);
    }
  });

  it('optimizes and returns the best run with its statistics', () => {
    const backtest = new Backtest(goog, { builtIn: 'sma-cross' }, options);
    const { best, evaluations } = backtest.optimize({
      space: { n1: [5, 10, 15], n2: [20, 40] },
      maximize: 'Equity Final [$]',
    });
    expect(evaluations).toHaveLength(6);
    const top = Math.max(...evaluations.map((e) => e.value));
    expect(best?.value).toBe(top);
    expect(best?.result.stats['Equity Final [$]']).toBe(top);
    expect(best?.result.stats).toEqual(backtest.run(best?.params).stats);
  });

  it('refuses bad options, unknown strategies and invalid rule sets when it is made', () => {
    expect(() => new Backtest(goog, { builtIn: 'sma-cross' }, { cash: -1 })).toThrow(/cash/);
    expect(() => new Backtest(goog, { builtIn: 'nope' }).run()).toThrow(/nope/);
    expect(() => new Backtest(goog, { rules: { entry: {} } })).toThrow(/long or a short/);
  });

  it('the public entry gives indicators and the CSV parser, not the broker', () => {
    expect(typeof api.sma).toBe('function');
    expect(typeof api.parseCsv).toBe('function');
    expect(api).not.toHaveProperty('Broker');
    expect(api).not.toHaveProperty('resolveOptions');
  });
});
