import { SignalStrategy, type InitContext } from '../engine/strategy.ts';
import { firstMean, smaCrossSignal, smaPair, smaPairCrosses } from '../indicators/sma.ts';

export interface SmaCrossParams {
  /** Fast SMA period. Default 10. */
  n1: number;
  /** Slow SMA period. Default 20. */
  n2: number;
}

export const SMA_CROSS_DEFAULTS: SmaCrossParams = { n1: 10, n2: 20 };

/** Long when SMA(n1) of the close crosses above SMA(n2), short when it crosses below. */
export class SmaCross extends SignalStrategy {
  readonly params: SmaCrossParams;

  constructor(params: Partial<SmaCrossParams> = {}) {
    super();
    this.params = { ...SMA_CROSS_DEFAULTS, ...params };
  }

  protected signal(ctx: InitContext): Int8Array {
    const close = ctx.data.close;
    const { n1, n2 } = this.params;
    const crosses = smaCrossSignal(close, n1, n2);
    if (crosses !== undefined) {
      // The means are 8 MB each on a million bars; most runs only need their crosses. Reading
      // either computes both, in one pass.
      let means: [Float64Array, Float64Array] | undefined;
      const pair = () => (means ??= smaPair(close, n1, n2));
      ctx.lazyIndicator('sma1', firstMean(n1, close.length), () => pair()[0]);
      ctx.lazyIndicator('sma2', firstMean(n2, close.length), () => pair()[1]);
      return crosses;
    }
    const { fast, slow, signal } = smaPairCrosses(close, n1, n2);
    ctx.indicator('sma1', fast);
    ctx.indicator('sma2', slow);
    return signal;
  }
}
