/**
 * Whether an indicator belongs over the candles (a moving average, a band) rather than in a pane of its own
 * (an oscillator): as backtesting.py infers it, most of its values lie within 40 % of the close.
 */
export function isOverlay(values: ArrayLike<number>, close: ArrayLike<number>): boolean {
  let counted = 0;
  let near = 0;
  for (let i = 0; i < values.length; i++) {
    const ratio = values[i]! / close[i]!;
    if (!Number.isFinite(ratio)) continue;
    counted++;
    if (ratio > 0.6 && ratio < 1.4) near++;
  }
  return counted > 0 && near / counted > 0.6;
}
