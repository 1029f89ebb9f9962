import { SignalStrategy, type InitContext } from '../engine/strategy.ts';
import { smaPairCrosses } from '../indicators/sma.ts';

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
    const { fast, slow, signal } = smaPairCrosses(ctx.data.close, this.params.n1, this.params.n2);
    ctx.indicator('sma1', fast);
    ctx.indicator('sma2', slow);
    return signal;
  }
}
