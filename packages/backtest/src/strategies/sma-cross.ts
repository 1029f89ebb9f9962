import { SignalStrategy, type InitContext } from '../engine/strategy.ts';
import { firstMean, sma, smaCrossSignal, smaPairCrosses } from '../indicators/sma.ts';

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
      // The means are 8 MB each on a million bars; most runs only need their crosses.
      ctx.lazyIndicator('sma1', firstMean(n1, close.length), () => sma(close, n1));
      ctx.lazyIndicator('sma2', firstMean(n2, close.length), () => sma(close, n2));
      return crosses;
    }
    const { fast, slow, signal } = smaPairCrosses(close, n1, n2);
    ctx.indicator('sma1', fast);
    ctx.indicator('sma2', slow);
    return signal;
  }
}
