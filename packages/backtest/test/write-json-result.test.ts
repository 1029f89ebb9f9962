import { describe, expect, it } from 'vitest';
import { type BacktestResult, RuleStrategy, runBacktest, SmaCross } from '../src/index.ts';

const sma20 = { kind: 'indicator', name: 'sma', period: 20 } as const;
import { writeJsonResult } from '../src/node/write-json-result.ts';
import { randomMarket } from './random-market.ts';

/** The whole document built in memory the plain way, as the oracle. */
function wholeDocument(result: BacktestResult, time: Float64Array): string {
  const t = result.trades;
  const atBar = (prefix: string, bar: number) =>
    Object.fromEntries(Object.entries(result.indicators).map(([name, v]) => [`${prefix}_${name}`, v[bar]]));
  const trades = Array.from({ length: t.count }, (_, k) => ({
    Size: t.Size[k],
    EntryBar: t.EntryBar[k],
    ExitBar: t.ExitBar[k],
    EntryPrice: t.EntryPrice[k],
    ExitPrice: t.ExitPrice[k],
    SL: t.SL[k],
    TP: t.TP[k],
    PnL: t.PnL[k],
    Commission: t.Commission[k],
    ReturnPct: t.ReturnPct[k],
    EntryTime: new Date(time[t.EntryBar[k]]).toISOString(),
    ExitTime: new Date(time[t.ExitBar[k]]).toISOString(),
    Duration: time[t.ExitBar[k]] - time[t.EntryBar[k]],
    Tag: t.Tag[k] ?? null,
    ...Object.fromEntries(
      Object.keys(result.indicators).flatMap((name) => [
        [`Entry_${name}`, result.indicators[name][t.EntryBar[k]]],
        [`Exit_${name}`, result.indicators[name][t.ExitBar[k]]],
      ]),
    ),
  }));
  const openTrades = result.openTrades.map((o) => ({
    Size: o.size,
    EntryBar: o.entryBar,
    EntryPrice: o.entryPrice,
    SL: o.sl ?? null,
    TP: o.tp ?? null,
    EntryTime: new Date(time[o.entryBar]).toISOString(),
    Tag: o.tag ?? null,
    ...atBar('Entry', o.entryBar),
  }));
  const replacer = (_key: string, value: unknown) =>
    typeof value === 'number' && !Number.isFinite(value) ? null : value;
  return (
    JSON.stringify({ stats: result.stats, trades, openTrades, equity: Array.from(result.equity) }, replacer) +
    '\n'
  );
}

describe('writeJsonResult', () => {
  it('writes in pieces of about a megabyte the same text as stringifying the whole result', () => {
    const data = randomMarket(200_000, 7);
    const result = runBacktest(data, new SmaCross({ n1: 10, n2: 20 }), {
      exclusiveOrders: true,
      commission: 0.001,
    });
    expect(result.trades.count).toBeGreaterThan(1000);
    const chunks: string[] = [];
    writeJsonResult(result, data.time, (chunk) => chunks.push(chunk));
    expect(chunks.length).toBeGreaterThan(2);
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThan(1.1 * 2 ** 20);
    expect(chunks.join('')).toBe(wholeDocument(result, data.time));
  });

  it('carries the open trades with their stop-loss and take-profit, and indicator values at entry and exit', () => {
    const data = randomMarket(3_000, 5);
    const strategy = new RuleStrategy({
      entry: { long: { op: 'crossesAbove', left: { kind: 'price', field: 'close' }, right: sma20 } },
      exit: { long: { op: 'crossesBelow', left: { kind: 'price', field: 'close' }, right: sma20 } },
      risk: { stopLossPct: 50, takeProfitPct: 500 },
    });
    const result = runBacktest(data, strategy, { finalizeTrades: false });
    const last = data.close.length - 1;
    result.openTrades.push({ size: 3, entryBar: last, entryPrice: 101, sl: 90, tp: 130, tag: 'open' });
    const chunks: string[] = [];
    writeJsonResult(result, data.time, (chunk) => chunks.push(chunk));
    expect(chunks.join('')).toBe(wholeDocument(result, data.time));
    const document = JSON.parse(chunks.join(''));
    expect(document.trades[0]['Entry_sma(20,close)']).toBe(
      result.indicators['sma(20,close)'][result.trades.EntryBar[0]],
    );
    expect(document.openTrades.at(-1)).toMatchObject({ Size: 3, SL: 90, TP: 130, Tag: 'open' });
  });

  it('writes null for undefined figures and an empty trade list', () => {
    const data = randomMarket(50, 3);
    const result = runBacktest(data, new SmaCross({ n1: 10, n2: 60 }));
    expect(result.trades.count).toBe(0);
    const chunks: string[] = [];
    writeJsonResult(result, data.time, (chunk) => chunks.push(chunk));
    expect(chunks.join('')).toBe(wholeDocument(result, data.time));
    expect(JSON.parse(chunks.join('')).stats['Win Rate [%]']).toBeNull();
  });
});
