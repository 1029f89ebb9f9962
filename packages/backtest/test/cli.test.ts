import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { marketDataPath } from './csv-market-data.ts';

const cli = fileURLToPath(new URL('../src/node/cli.ts', import.meta.url));
const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
const goog = marketDataPath('GOOG.csv');

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

  it.each([
    [['--strategy', 'sma-cross'], /--data FILE is required/],
    [['--data', goog, '--strategy', 'nope'], /unknown strategy "nope"/],
    [['--data', goog, '--strategy', 'sma-cross', '--param', 'n1=ten'], /must be a number/],
    [['--data', goog, '--strategy', 'sma-cross', '--cash=-5'], /cash must be a positive number/],
    [['--data', 'missing.csv', '--strategy', 'sma-cross'], /no such file/],
    [['--data', goog, '--strategy', 'sma-cross', '--bogus'], /Unknown option/],
  ])('rejects bad input %j with a message and exit code 2', (args, message) => {
    const out = run(...args);
    expect(out.status).toBe(2);
    expect(out.stderr).toMatch(message);
  });
});
