import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Backtest } from '../src/index.ts';
import { loadMarketData, marketDataPath } from './csv-market-data.ts';

const cli = fileURLToPath(new URL('../bin/backtest.mjs', import.meta.url));
const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
const goog = marketDataPath('GOOG.csv');
const rules = (name: string) => fileURLToPath(new URL(`./fixtures/rules/${name}`, import.meta.url));
const json = (...args: string[]) => {
  const out = run('--data', goog, '--commission', '0.002', '--exclusive', '--json', ...args);
  expect(out.stderr).toBe('');
  return JSON.parse(out.stdout);
};

describe('backtest CLI', () => {
  it('prints the statistics table of the README configuration on GOOG', () => {
    const out = run('--data', goog, '--strategy', 'sma-cross', '--param', 'n1=10', '--param', 'n2=20');
    expect(out.status).toBe(0);
    expect(out.stdout).toMatch(/^Start\s+2004-08-19 00:00:00$/m);
    expect(out.stdout).toMatch(/^# Trades\s+\d+$/m);
  });

  it('answers --json with stats, trades and equity matching backtesting.py on GOOG', () => {
    const out = run(
      '--data',
      goog,
      '--strategy',
      'sma-cross',
      '--commission',
      '0.002',
      '--exclusive',
      '--json',
    );
    const result = JSON.parse(out.stdout);
    expect(result.stats['Equity Final [$]']).toBeCloseTo(56263.5193, 4);
    expect(result.stats['# Trades']).toBe(93);
    expect(result.stats['Win Rate [%]']).toBeCloseTo(52.688, 3);
    expect(result.stats['Max. Drawdown [%]']).toBeCloseTo(-33.9316, 4);
    expect(result.stats['Sharpe Ratio']).toBeCloseTo(0.6007, 4);
    expect(result.stats['Profit Factor']).toBeCloseTo(1.9935, 4);
    expect(result.stats['Max. Drawdown Duration']).toBe(830 * 86_400_000);
    expect(result.trades).toHaveLength(93);
    expect(result.trades[0]).toHaveProperty('EntryTime');
    expect(result.equity).toHaveLength(2148);
  });

  it('runs a rule set from --rules: the SmaCross rules give the built-in figures', () => {
    const result = json('--rules', rules('sma-cross.json'));
    expect(result.stats['Equity Final [$]']).toBeCloseTo(56263.5193, 4);
    expect(result.trades).toHaveLength(93);
  });

  it('adds --sl / --tp / --trailing to a built-in strategy, as the public API does', () => {
    const result = json('--strategy', 'sma-cross', '--sl', '5', '--tp', '10');
    const risk = { stopLossPct: 5, takeProfitPct: 10 };
    const options = { commission: 0.002, exclusiveOrders: true };
    const expected = new Backtest(loadMarketData('GOOG.csv'), { builtIn: 'sma-cross', risk }, options).run();
    expect(result.stats['Equity Final [$]']).toBe(expected.stats['Equity Final [$]']);
    expect(result.trades).toHaveLength(expected.trades.count);
    for (const t of result.trades) {
      const side = Math.sign(t.Size);
      expect(side * (t.EntryPrice - t.SL)).toBeGreaterThan(0);
      expect(side * (t.TP - t.EntryPrice)).toBeGreaterThan(0);
      expect(t.SL / t.TP).toBeCloseTo(side > 0 ? 0.95 / 1.1 : 1.05 / 0.9, 9);
    }
    const trailed = json('--strategy', 'sma-cross', '--trailing', '2');
    expect(trailed.trades.some((t: { SL: number | null }) => t.SL !== null)).toBe(true);
    expect(trailed.stats['Equity Final [$]']).not.toBe(result.stats['Equity Final [$]']);
  });

  it('--json carries the open trade and the indicator values at entry and exit', () => {
    const result = json('--strategy', 'sma-cross');
    expect(result.trades[0]).toHaveProperty('Entry_sma1');
    expect(result.trades[0]).toHaveProperty('Exit_sma2');
    expect(result.openTrades).toHaveLength(1);
    expect(result.openTrades[0]).toMatchObject({
      EntryTime: expect.any(String),
      Entry_sma1: expect.any(Number),
    });
  });

  it('prints the usage and exits 0 on --help and -h', () => {
    for (const flag of ['--help', '-h']) {
      const out = run(flag);
      expect(out.status).toBe(0);
      expect(out.stdout).toMatch(/^Usage: npm run backtest -- --data FILE --strategy NAME/);
      expect(out.stderr).toBe('');
    }
  });

  it.each([
    [['--strategy', 'sma-cross'], /--data FILE is required/],
    [['--data', goog, '--strategy', 'nope'], /unknown strategy "nope"/],
    [['--data', goog, '--strategy', 'sma-cross', '--param', 'n1=ten'], /must be a number/],
    [['--data', goog, '--strategy', 'sma-cross', '--cash=-5'], /cash must be a positive number/],
    [['--data', 'missing.csv', '--strategy', 'sma-cross'], /no such file/],
    [['--data', goog, '--strategy', 'sma-cross', '--bogus'], /Unknown option/],
    [['--data', goog, '--strategy', 'sma-cross', '--sl', '150'], /--sl: .*100/],
    [['--data', goog, '--strategy', 'sma-cross', '--trailing', '0'], /--trailing: /],
    [['--data', goog, '--strategy', 'sma-cross', '--lot', '0'], /lotSize must be a positive number/],
    [
      ['--data', goog, '--strategy', 'sma-cross', '--slippage-range', '2'],
      /slippageRange must be in \[0, 1\]/,
    ],
    [['--data', goog], /either --strategy NAME or --rules FILE/],
    [['--data', goog, '--rules', rules('sma-cross.json'), '--sl', '5'], /a rule set has its own risk/],
    [
      ['--data', goog, '--rules', rules('invalid.json')],
      /not a valid rule set:(?=[^]*at entry\.long\.right\b)(?=[^]*at risk\.stopLossPct)/,
    ],
    [['--data', goog, '--rules', goog], /not valid JSON/],
    [['--data', goog, '--rules', 'missing.json'], /no such file/],
  ])('rejects bad input %j with a message and exit code 2', (args, message) => {
    const out = run(...args);
    expect(out.status).toBe(2);
    expect(out.stderr).toMatch(message);
  });
});
