import { SignalStrategy, type InitContext } from '../engine/strategy.ts';
import { macd } from '../indicators/index.ts';
import { crossSignal } from './crossover.ts';

export interface MacdCrossParams {
  /** Fast EMA period. Default 12. */
  fast: number;
  /** Slow EMA period. Default 26. */
  slow: number;
  /** Signal-line EMA period. Default 9. */
  signal: number;
}

export const MACD_CROSS_DEFAULTS: MacdCrossParams = { fast: 12, slow: 26, signal: 9 };

/** Long when the MACD line crosses above its signal line, short when it crosses below. */
export class MacdCross extends SignalStrategy {
  readonly params: MacdCrossParams;

  constructor(params: Partial<MacdCrossParams> = {}) {
    super();
    this.params = { ...MACD_CROSS_DEFAULTS, ...params };
  }

  protected signal(ctx: InitContext): Int8Array {
    const { fast, slow, signal } = this.params;
    const m = macd(ctx.data.close, fast, slow, signal);
    return crossSignal(ctx.indicator('macd', m.macd), ctx.indicator('macdSignal', m.signal));
  }
}
