import { assertSameLength } from './validate.ts';

/**
 * On-balance volume: starts at 0 on bar 0, then adds the bar's volume when the close rises, subtracts
 * it when the close falls, and carries the previous value when it is unchanged. No warm-up.
 */
export function obv(close: Float64Array, volume: Float64Array): Float64Array {
  assertSameLength(close, volume);
  const n = close.length;
  const out = new Float64Array(n);
  for (let i = 1; i < n; i++) {
    const change = close[i] - close[i - 1];
    out[i] = out[i - 1] + (change > 0 ? volume[i] : change < 0 ? -volume[i] : 0);
  }
  return out;
}
