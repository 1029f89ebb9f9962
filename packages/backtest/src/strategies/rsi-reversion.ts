import { SignalStrategy, type InitContext } from '../engine/strategy.ts';
import { rsi } from '../indicators/index.ts';

export interface RsiReversionParams {
  /** RSI period. Default 14. */
  period: number;
  /** Oversold level: crossing back above it buys. Default 30. */
  lower: number;
  /** Overbought level: crossing back below it sells. Default 70. */
  upper: number;
}

export const RSI_REVERSION_DEFAULTS: RsiReversionParams = { period: 14, lower: 30, upper: 70 };

/** Mean reversion: long when RSI leaves the oversold zone, short when it leaves the overbought zone. */
export class RsiReversion extends SignalStrategy {
  readonly params: RsiReversionParams;

  constructor(params: Partial<RsiReversionParams> = {}) {
    super();
    this.params = { ...RSI_REVERSION_DEFAULTS, ...params };
  }

  protected signal(ctx: InitContext): Int8Array {
    const { period, lower, upper } = this.params;
    const r = ctx.indicator('rsi', rsi(ctx.data.close, period));
    const signal = new Int8Array(r.length);
    for (let i = 1; i < r.length; i++) {
      if (r[i - 1] < lower && r[i] > lower) signal[i] = 1;
      else if (r[i - 1] > upper && r[i] < upper) signal[i] = -1;
    }
    return signal;
  }
}
