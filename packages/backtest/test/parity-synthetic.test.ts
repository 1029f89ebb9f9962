import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseCsv, runBacktest, SmaCross, type Stats } from '../src/index.ts';
import { marketDataPath } from './csv-market-data.ts';

interface ReferenceRun {
  name: string;
  backtest_kwargs: { cash: number; commission: number; exclusive_orders: boolean };
  stats: Record<string, number | string | { days: number }>;
  trades: Record<string, number[]>;
  open_trades_at_end_not_in_stats: { size: number; entry_bar: number; entry_price: number }[];
  equity_every_100th_bar: number[];
  equity_last: number;
}

const data = parseCsv(
  brotliDecompressSync(readFileSync(marketDataPath('synth_rw_100k_1min.csv.br'))).toString('utf8'),
);
const reference = JSON.parse(readFileSync(marketDataPath('synth_rw_100k_reference.json'), 'utf8')) as {
  runs: ReferenceRun[];
};
const LONG_SUMS = new Set([
  'Volatility (Ann.) [%]',
  'Sharpe Ratio',
  'Sortino Ratio',
  'SQN',
  'Beta',
  'Alpha [%]',
]);

const relativeError = (got: number, want: number): number =>
  got === want ? 0 : Math.abs(got - want) / Math.max(Math.abs(want), Number.MIN_VALUE);

describe.each(reference.runs)('parity with backtesting.py on 100k synthetic bars: $name', (run) => {
  const result = runBacktest(data, new SmaCross({ n1: 10, n2: 20 }), {
    cash: run.backtest_kwargs.cash,
    commission: run.backtest_kwargs.commission,
    exclusiveOrders: run.backtest_kwargs.exclusive_orders,
  });

  it('reproduces every statistic', () => {
    expect(Object.keys(result.stats)).toEqual(Object.keys(run.stats));
    for (const [name, want] of Object.entries(run.stats)) {
      const got = result.stats[name as keyof Stats] as number;
      if (typeof want === 'string') expect(got, name).toBe(Date.parse(`${want}Z`));
      else if (typeof want === 'object') expect(got, name).toBe(Math.round(want.days * 86_400_000));
      else expect(relativeError(got, want), name).toBeLessThanOrEqual(LONG_SUMS.has(name) ? 1e-8 : 1e-9);
    }
  });

  it('reproduces every trade', () => {
    expect(result.trades.count).toBe(run.trades.Size.length);
    for (const column of ['Size', 'EntryBar', 'ExitBar', 'EntryPrice', 'ExitPrice'] as const) {
      expect(Array.from(result.trades[column]), column).toEqual(run.trades[column]);
    }
    for (const column of ['PnL', 'Commission', 'ReturnPct'] as const) {
      const got = result.trades[column];
      const worst = run.trades[column].reduce(
        (w, want, k) => Math.max(w, Math.abs(got[k] - want) / Math.max(Math.abs(want), 1e-6)),
        0,
      );
      expect(worst, column).toBeLessThanOrEqual(1e-9);
    }
    expect(result.openTrades).toEqual(
      run.open_trades_at_end_not_in_stats.map((t) => ({
        size: t.size,
        entryBar: t.entry_bar,
        entryPrice: t.entry_price,
      })),
    );
  });

  it('is reproduced by the general broker too (no fast path)', () => {
    const strategy = new SmaCross({ n1: 10, n2: 20 });
    const general = runBacktest(
      data,
      { init: (ctx) => strategy.init(ctx), next: (ctx, i) => strategy.next(ctx, i) },
      { cash: run.backtest_kwargs.cash, commission: run.backtest_kwargs.commission, exclusiveOrders: true },
    );
    expect(general.trades).toEqual(result.trades);
    expect(general.equity).toEqual(result.equity);
  });

  it('reproduces the equity curve', () => {
    run.equity_every_100th_bar.forEach((want, k) => {
      expect(relativeError(result.equity[k * 100], want), `bar ${k * 100}`).toBeLessThanOrEqual(1e-9);
    });
    expect(relativeError(result.equity[data.close.length - 1], run.equity_last)).toBeLessThanOrEqual(1e-9);
  });
});
