import type { OpenTrade } from '../engine/run-result.ts';
import type { TradeColumns } from '../engine/trade-log.ts';

/**
 * The initial equity invested in the instrument at the close of the first bar where every indicator has a
 * value (`from`) and held: its last value is the engine's buy-and-hold return on the initial equity.
 */
export function buyAndHold(close: Float64Array, equity: Float64Array, from: number): Float64Array {
  const cash = equity[0];
  const out = new Float64Array(close.length);
  for (let i = 0; i < close.length; i++) out[i] = i < from ? cash : (cash * close[i]) / close[from];
  return out;
}

/**
 * The position held at each bar's close as a fraction of the equity: units held times the close over the
 * equity, long positive and short negative (a hedged account nets them). A trade is held from its entry bar
 * up to the bar before its exit; a trade still open at the end, to the last bar. 0 once the equity is gone.
 */
export function exposureSeries(
  close: Float64Array,
  equity: Float64Array,
  trades: TradeColumns,
  open: readonly OpenTrade[],
): Float64Array {
  const n = close.length;
  const change = new Float64Array(n + 1);
  for (let k = 0; k < trades.count; k++) {
    change[trades.EntryBar[k]] += trades.Size[k];
    change[trades.ExitBar[k]] -= trades.Size[k];
  }
  for (const trade of open) change[trade.entryBar] += trade.size;
  const out = new Float64Array(n);
  let units = 0;
  for (let i = 0; i < n; i++) {
    units += change[i];
    // Entries and exits of equal size cancel to rounding dust, not to exactly zero.
    const held = Math.abs(units) < 1e-9 ? 0 : units;
    out[i] = equity[i] > 0 ? (held * close[i]) / equity[i] : 0;
  }
  return out;
}
