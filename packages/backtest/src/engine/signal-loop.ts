import type { Ohlcv } from '../data/ohlcv.ts';
import type { ResolvedOptions } from './options.ts';
import type { OpenTrade } from './run-result.ts';
import { SignalAccount } from './signal-account.ts';
import type { TradeLog } from './trade-log.ts';

/**
 * The broker loop specialised for exclusive, non-hedged, full-size market orders driven by a signal
 * array (+1 buy, −1 sell): at most one open trade and one pending entry, no allocation per bar.
 * Gives exactly what the general broker gives for the same orders.
 * Fills `equity` from `start` and returns the trade still open at the end, if any.
 */
export function runSignalLoop(
  data: Ohlcv,
  signal: Int8Array,
  start: number,
  options: ResolvedOptions,
  equity: Float64Array,
  log: TradeLog,
): OpenTrade[] {
  const close = data.close;
  const n = close.length;
  const account = new SignalAccount(data, options, log);
  for (let i = start; i < n;) {
    const size = account.size;
    const stop = markToMarket(close, signal, equity, i, account.cash, size, account.entry);
    if (stop === n) break;
    if (equity[stop] <= 0) {
      if (size !== 0) account.close(close[stop], stop);
      equity.fill(0, stop);
      return [];
    }
    i = stop + 1;
    if (i < n) account.fill(i, size !== 0, signal[stop]);
  }
  if (options.finalizeTrades && start < n) {
    account.fill(n - 1, true, signal[n - 1]);
    const last = close[n - 1];
    const value = account.cash + account.size * (last - account.entry);
    equity[n - 1] = value;
    if (value <= 0) {
      if (account.size !== 0) account.close(last, n - 1);
      equity[n - 1] = 0;
    }
  }
  const { size, entryBar, entry } = account;
  return size === 0 ? [] : [{ size, entryBar, entryPrice: entry }];
}

/**
 * Equity from bar `from` while the position stays as it is, up to the first bar with a signal or
 * without equity left (its index is returned) or the end (`close.length`). Kept apart so that this
 * loop is compiled on its own, its index an integer throughout.
 */
function markToMarket(
  close: Float64Array,
  signal: Int8Array,
  equity: Float64Array,
  from: number,
  cash: number,
  size: number,
  entry: number,
): number {
  const n = close.length;
  for (let i = from; i < n; i++) {
    const value = cash + size * (close[i] - entry);
    equity[i] = value;
    if (value <= 0 || signal[i] !== 0) return i;
  }
  return n;
}
