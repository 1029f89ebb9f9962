import { SignalStrategy, type InitContext } from '../engine/strategy.ts';
import { bollinger } from '../indicators/index.ts';

export interface BollingerBreakoutParams {
  /** Moving-average period of the bands. Default 20. */
  period: number;
  /** Band width in standard deviations. Default 2. */
  multiplier: number;
}

export const BOLLINGER_BREAKOUT_DEFAULTS: BollingerBreakoutParams = { period: 20, multiplier: 2 };

/** Long when the close crosses above the upper band, short when it crosses below the lower band. */
export class BollingerBreakout extends SignalStrategy {
  readonly params: BollingerBreakoutParams;

  constructor(params: Partial<BollingerBreakoutParams> = {}) {
    super();
    this.params = { ...BOLLINGER_BREAKOUT_DEFAULTS, ...params };
  }

  protected signal(ctx: InitContext): Int8Array {
    const close = ctx.data.close;
    const bands = bollinger(close, this.params.period, this.params.multiplier);
    const upper = ctx.indicator('bbUpper', bands.upper);
    const lower = ctx.indicator('bbLower', bands.lower);
    const signal = new Int8Array(close.length);
    for (let i = 1; i < close.length; i++) {
      if (close[i - 1] <= upper[i - 1] && close[i] > upper[i]) signal[i] = 1;
      else if (close[i - 1] >= lower[i - 1] && close[i] < lower[i]) signal[i] = -1;
    }
    return signal;
  }
}
