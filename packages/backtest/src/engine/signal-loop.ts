import type { Ohlcv } from '../data/ohlcv.ts';
import { FULL_EQUITY } from './broker.ts';
import type { ResolvedOptions } from './options.ts';
import { floorDiv } from './python-math.ts';
import type { TradeLog } from './trade-log.ts';
import type { OpenTrade } from './run-result.ts';

/**
 * The broker loop specialised for exclusive, non-hedged, full-size market orders driven by a signal
 * array (+1 buy, −1 sell): at most one open trade and one pending entry, all state in locals, no
 * allocation per bar. Gives exactly what the general broker gives for the same orders.
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
  const { open, close } = data;
  const { commission, spread, leverage, tradeOnClose, unit } = options;
  const n = close.length;
  let cash = options.cash;
  let size = 0;
  let entry = 0;
  let entryBar = 0;
  let pending = 0;
  let closePending = false;

  const closePosition = (price: number, bar: number): void => {
    const exitCommission = commission(size, price);
    cash -= exitCommission;
    cash += size * (price - entry);
    log.add(size, entryBar, bar, entry, price, exitCommission + commission(size, entry));
    size = 0;
    entry = 0;
  };

  const fill = (i: number): void => {
    const price = tradeOnClose ? close[i - 1] : open[i];
    const bar = tradeOnClose ? i - 1 : i;
    if (closePending) {
      closePending = false;
      if (size !== 0) closePosition(price, bar);
    }
    if (pending === 0) return;
    const direction = pending;
    pending = 0;
    const orderSize = direction * FULL_EQUITY;
    const adjusted = price * (1 + (direction > 0 ? spread : -spread));
    const perUnit = adjusted + commission(orderSize, price) / FULL_EQUITY;
    const available = Math.max(0, cash);
    const units = floorDiv(available * leverage * FULL_EQUITY, perUnit * unit) * unit;
    if (units === 0 || units * perUnit > available * leverage) return;
    size = direction * units;
    entry = adjusted;
    entryBar = bar;
    cash -= commission(size, adjusted);
  };

  for (let i = start; i < n; i++) {
    if (pending !== 0 || closePending) fill(i);
    const c = close[i];
    const value = cash + size * (c - entry);
    equity[i] = value;
    if (value <= 0) {
      if (size !== 0) closePosition(c, i);
      equity.fill(0, i);
      return [];
    }
    const s = signal[i];
    if (s !== 0) {
      pending = s;
      closePending = size !== 0;
    }
  }
  if (options.finalizeTrades && start < n) {
    closePending = size !== 0;
    fill(n - 1);
    const last = close[n - 1];
    const value = cash + size * (last - entry);
    equity[n - 1] = value;
    if (value <= 0) {
      if (size !== 0) closePosition(last, n - 1);
      equity[n - 1] = 0;
    }
  }
  return size === 0 ? [] : [{ size, entryBar, entryPrice: entry }];
}
