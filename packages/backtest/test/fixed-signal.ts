import { type InitContext, SignalStrategy } from '../src/index.ts';

/** Trades a given signal (+1 buy, −1 sell) after a three-bar warm-up. */
export class FixedSignal extends SignalStrategy {
  readonly values: Int8Array;
  constructor(values: Int8Array) {
    super();
    this.values = values;
  }
  protected signal(ctx: InitContext): Int8Array {
    ctx.indicator('warmup', new Float64Array(ctx.data.close.length).fill(NaN).fill(1, 3));
    return this.values;
  }
}

/** A pseudo-random signal with about `rate` of the bars buying and as many selling. */
export function randomSignal(n: number, seed: number, rate = 0.1): Int8Array {
  const signal = new Int8Array(n);
  let state = seed >>> 0 || 7;
  for (let i = 0; i < n; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    const r = state / 4294967296;
    signal[i] = r < rate ? 1 : r < 2 * rate ? -1 : 0;
  }
  return signal;
}
