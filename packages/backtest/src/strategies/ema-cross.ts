import { SignalStrategy, type InitContext } from '../engine/strategy.ts';
import { ema } from '../indicators/index.ts';
import { crossSignal } from './crossover.ts';

export interface EmaCrossParams {
  /** Fast EMA period. Default 12. */
  fast: number;
  /** Slow EMA period. Default 26. */
  slow: number;
}

export const EMA_CROSS_DEFAULTS: EmaCrossParams = { fast: 12, slow: 26 };

/** Long when EMA(fast) of the close crosses above EMA(slow), short when it crosses below. */
export class EmaCross extends SignalStrategy {
  readonly params: EmaCrossParams;

  constructor(params: Partial<EmaCrossParams> = {}) {
    super();
    this.params = { ...EMA_CROSS_DEFAULTS, ...params };
  }

  protected signal(ctx: InitContext): Int8Array {
    const close = ctx.data.close;
    return crossSignal(
      ctx.indicator('emaFast', ema(close, this.params.fast)),
      ctx.indicator('emaSlow', ema(close, this.params.slow)),
    );
  }
}
