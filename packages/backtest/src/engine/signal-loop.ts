import type { Ohlcv } from '../data/ohlcv.ts';
import { FULL_EQUITY } from './broker.ts';
import { fillPricing } from './fill-price.ts';
import type { ResolvedOptions } from './options.ts';
import { floorDiv } from './python-math.ts';
import type { OpenTrade } from './run-result.ts';
import type { TradeLog } from './trade-log.ts';

/**
 * The signal loop's account at the close of a bar, before the orders placed on it fill: cash, and the open
 * trade (signed units, 0 when flat; entry price and bar). A run that starts from it goes on exactly as the
 * run that left it would have.
 */
export interface SignalAccount {
  cash: number;
  size: number;
  entry: number;
  entryBar: number;
}

/**
 * The broker loop specialised for exclusive, non-hedged, full-size market orders driven by a signal
 * array (+1 buy, −1 sell): at most one open trade and one pending entry, no allocation per bar.
 * Gives exactly what the general broker gives for the same orders.
 * Fills `equity` from `start` and returns the trade still open at the end, if any. `account` holds the
 * account at `start` (a fresh one: the options' cash, flat) and is left holding the account at the end.
 */
export function runSignalLoop(
  data: Ohlcv,
  signal: Int8Array,
  start: number,
  options: ResolvedOptions,
  equity: Float64Array,
  log: TradeLog,
  account: SignalAccount,
): OpenTrade[] {
  const close = data.close;
  const n = close.length;
  const { commission, leverage, lot } = options;
  const pricing = fillPricing(data, options);
  const finalize = options.finalizeTrades && start < n;
  // Orders fill at the previous close with `tradeOnClose`, else at the bar's open.
  const fillPrices = options.tradeOnClose ? close : data.open;
  const fillOffset = options.tradeOnClose ? -1 : 0;
  // The account lives in local variables: an object's fields would hold each new fractional value
  // as a new heap object. Cash, and the open trade: signed units (0 when flat), entry price and bar.
  let { cash, size, entry, entryBar } = account;
  let finalized = false;
  for (let i = start; ;) {
    const stop = i < n ? markToMarket(close, signal, equity, i, cash, size, entry) : n;
    if (stop < n && equity[stop] <= 0) {
      if (size !== 0) {
        const price = close[stop];
        const exitCommission = commission(size, price);
        log.add(size, entryBar, stop, entry, price, exitCommission + commission(size, entry));
      }
      equity.fill(0, stop);
      Object.assign(account, { cash: 0, size: 0, entry: 0, entryBar: 0 });
      return [];
    }
    // The orders placed on the bar before `next` fill on it; with `finalizeTrades`, the open trade
    // is closed on the last bar, where the last bar's signal also enters.
    let next: number;
    if (stop < n - 1) next = stop + 1;
    else if (finalize && !finalized) {
      next = n - 1;
      finalized = true;
    } else break;
    const direction = signal[next === stop + 1 ? stop : n - 1];
    i = next === stop + 1 ? next : n;
    const bar = next + fillOffset;
    if (size !== 0) {
      const price = pricing.market(-size, fillPrices[bar], bar);
      const exitCommission = commission(size, price);
      cash -= exitCommission;
      cash += size * (price - entry);
      log.add(size, entryBar, bar, entry, price, exitCommission + commission(size, entry));
      size = 0;
      entry = 0;
    }
    if (direction === 0) continue;
    // All available equity, in whole lots, as the general broker sizes a full-equity order.
    const orderSize = direction * FULL_EQUITY;
    const price = pricing.market(direction, fillPrices[bar], bar);
    const adjusted = pricing.entry(direction, price);
    const perUnit = adjusted + commission(orderSize, price) / FULL_EQUITY;
    const available = Math.max(0, cash);
    const units = floorDiv(available * leverage * FULL_EQUITY, perUnit * lot) * lot;
    if (units === 0 || units * perUnit > available * leverage) continue;
    size = direction * units;
    entry = adjusted;
    entryBar = bar;
    cash -= commission(size, adjusted);
  }
  if (finalize) {
    const last = close[n - 1];
    const value = cash + size * (last - entry);
    equity[n - 1] = value;
    if (value <= 0) {
      if (size !== 0) {
        const exitCommission = commission(size, last);
        log.add(size, entryBar, n - 1, entry, last, exitCommission + commission(size, entry));
        size = 0;
      }
      equity[n - 1] = 0;
    }
  }
  Object.assign(account, { cash, size, entry, entryBar });
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
