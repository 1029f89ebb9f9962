import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { b3Instrument, fileTradingLab, GOOG, GOOG_CSV } from './trading-lab.ts';

const { lab } = fileTradingLab();
const CLI = fileURLToPath(new URL('../../../packages/backtest/bin/backtest.mjs', import.meta.url));
const GOOG_FILE = fileURLToPath(
  new URL('../../../packages/backtest/test/fixtures/market/GOOG.csv', import.meta.url),
);

describe('the command line and the API', () => {
  it('give the same run with lots, a tick, a spread and both kinds of slippage', async () => {
    // GOOG's bars on an instrument traded by lots of 100 at a cent's tick.
    const created = await lab.api('POST', '/instruments/', b3Instrument('GOOG100'));
    expect(created.status).toBe(201);
    const imported = await lab.api('POST', `/instruments/${created.body.id}/candles/import/`, {
      content: GOOG_CSV,
    });
    expect(imported.body).toMatchObject({ inserted: GOOG.time.length });
    const accepted = await lab.api(
      'POST',
      '/backtests/',
      lab.request({
        instrument_id: created.body.id,
        cash: 1_000_000,
        spread: 0.001,
        round_lots: true,
        slippage_fixed: 0.05,
        slippage_range: 0.1,
      }),
    );
    expect(accepted.status).toBe(202);
    const run = await lab.finished('backtests', accepted.body.id);
    expect(run.state).toBe('done');
    const trades = (await lab.api('GET', `/backtests/${run.id}/trades/?page_size=100&ordering=n`)).body
      .results;

    const out = spawnSync(
      process.execPath,
      [
        CLI,
        ...['--data', GOOG_FILE, '--strategy', 'sma-cross', '--param', 'n1=10', '--param', 'n2=20'],
        ...['--cash', '1000000', '--commission', '0.002', '--spread', '0.001', '--exclusive'],
        ...['--lot', '100', '--tick', '0.01', '--slippage', '0.05', '--slippage-range', '0.1', '--json'],
      ],
      { encoding: 'utf8' },
    );
    expect(out.stderr).toBe('');
    const cli = JSON.parse(out.stdout);

    for (const [name, value] of Object.entries(cli.stats))
      if (typeof value === 'number' || value === null) expect(run.stats[name], name).toBe(value);
    expect(trades).toHaveLength(cli.trades.length);
    expect(trades.length).toBeGreaterThan(50);
    type CliTrade = Record<'Size' | 'EntryBar' | 'ExitBar' | 'EntryPrice' | 'ExitPrice' | 'PnL', number>;
    cli.trades.forEach((t: CliTrade, i: number) =>
      expect(trades[i]).toMatchObject({
        size: t.Size,
        entry_bar: t.EntryBar,
        exit_bar: t.ExitBar,
        entry_price: t.EntryPrice,
        exit_price: t.ExitPrice,
        pnl: t.PnL,
      }),
    );
    // Whole lots, and entry prices on the tick (the spread and slippage moved every one of them).
    for (const t of cli.trades as CliTrade[]) {
      expect(Math.abs(t.Size) % 100).toBe(0);
      expect(Math.abs(t.EntryPrice * 100 - Math.round(t.EntryPrice * 100))).toBeLessThan(1e-6);
    }
  });
});
