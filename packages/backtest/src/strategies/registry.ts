import type { Strategy } from '../engine/strategy.ts';
import { BOLLINGER_BREAKOUT_DEFAULTS, BollingerBreakout } from './bollinger-breakout.ts';
import { DONCHIAN_BREAKOUT_DEFAULTS, DonchianBreakout } from './donchian-breakout.ts';
import { EMA_CROSS_DEFAULTS, EmaCross } from './ema-cross.ts';
import { MACD_CROSS_DEFAULTS, MacdCross } from './macd-cross.ts';
import { PARACIMA_DEFAULTS, Paracima } from './paracima.ts';
import { RSI_REVERSION_DEFAULTS, RsiReversion } from './rsi-reversion.ts';
import { SETUP_123_DEFAULTS, Setup123 } from './setup-123.ts';
import { SMA_CROSS_DEFAULTS, SmaCross } from './sma-cross.ts';

export interface ParamSpec {
  default: number;
  min: number;
  max: number;
  integer: boolean;
  description: string;
}

export type StrategyParams = Record<string, number>;

export interface StrategyDefinition {
  id: string;
  name: string;
  description: string;
  params: Record<string, ParamSpec>;
  create(params: StrategyParams): Strategy;
}

const period = (value: number, description: string): ParamSpec => ({
  default: value,
  min: 1,
  max: 1000,
  integer: true,
  description,
});
const level = (value: number, min: number, max: number, description: string): ParamSpec => ({
  default: value,
  min,
  max,
  integer: false,
  description,
});

function define<P extends object>(
  id: string,
  name: string,
  description: string,
  defaults: P,
  specs: Record<keyof P & string, Omit<ParamSpec, 'default'> & { default?: number }>,
  create: (params: P) => Strategy,
): StrategyDefinition {
  const params: Record<string, ParamSpec> = {};
  for (const [key, spec] of Object.entries(specs) as [string, ParamSpec][]) {
    params[key] = { ...spec, default: (defaults as Record<string, number>)[key] };
  }
  return { id, name, description, params, create: (p) => create({ ...defaults, ...p } as P) };
}

export const BUILT_IN_STRATEGIES: readonly StrategyDefinition[] = [
  define(
    'sma-cross',
    'SMA cross',
    'Long when SMA(n1) crosses above SMA(n2), short when it crosses below.',
    SMA_CROSS_DEFAULTS,
    { n1: period(10, 'Fast SMA period'), n2: period(20, 'Slow SMA period') },
    (p) => new SmaCross(p),
  ),
  define(
    'ema-cross',
    'EMA cross',
    'Long when EMA(fast) crosses above EMA(slow), short when it crosses below.',
    EMA_CROSS_DEFAULTS,
    { fast: period(12, 'Fast EMA period'), slow: period(26, 'Slow EMA period') },
    (p) => new EmaCross(p),
  ),
  define(
    'rsi-reversion',
    'RSI reversion',
    'Long when RSI rises back above the oversold level, short when it falls back below the overbought level.',
    RSI_REVERSION_DEFAULTS,
    {
      period: period(14, 'RSI period'),
      lower: level(30, 0, 100, 'Oversold level'),
      upper: level(70, 0, 100, 'Overbought level'),
    },
    (p) => new RsiReversion(p),
  ),
  define(
    'bollinger-breakout',
    'Bollinger breakout',
    'Long when the close breaks above the upper band, short when it breaks below the lower band.',
    BOLLINGER_BREAKOUT_DEFAULTS,
    { period: period(20, 'Band period'), multiplier: level(2, 0.1, 10, 'Band width in standard deviations') },
    (p) => new BollingerBreakout(p),
  ),
  define(
    'donchian-breakout',
    'Donchian breakout (Turtle)',
    'Enters on a close beyond the entry channel, exits on the exit channel, with an ATR stop.',
    DONCHIAN_BREAKOUT_DEFAULTS,
    {
      entry: period(20, 'Entry channel bars'),
      exit: period(10, 'Exit channel bars'),
      stopAtr: level(2, 0, 20, 'Stop distance in ATR(20); 0 for none'),
    },
    (p) => new DonchianBreakout(p),
  ),
  define(
    'macd-cross',
    'MACD cross',
    'Long when MACD crosses above its signal line, short when it crosses below.',
    MACD_CROSS_DEFAULTS,
    {
      fast: period(12, 'Fast EMA period'),
      slow: period(26, 'Slow EMA period'),
      signal: period(9, 'Signal period'),
    },
    (p) => new MacdCross(p),
  ),
  define(
    'setup-123',
    'Setup 123',
    'Three-bar pivot; a stop order beyond the third bar enters, stop-loss at the pivot.',
    SETUP_123_DEFAULTS,
    {
      rewardRisk: level(2, 0, 20, 'Take-profit as a multiple of the risk; 0 for none'),
      validBars: period(1, 'Bars the trigger order stays valid'),
      allowShort: { min: 0, max: 1, integer: true, description: '1 to trade the short setup too' },
    },
    (p) => new Setup123(p),
  ),
  define(
    'paracima',
    'Paracima',
    'Long-only trend follower: pullback to a short EMA above a rising long EMA, ATR trailing stop.',
    PARACIMA_DEFAULTS,
    {
      trend: period(200, 'Trend EMA period'),
      pullback: period(21, 'Pullback EMA period'),
      slopeBars: period(5, 'Bars over which the trend EMA must rise'),
      atrPeriod: period(14, 'ATR period'),
      atrMultiplier: level(3, 0.1, 20, 'Trailing stop in ATRs'),
    },
    (p) => new Paracima(p),
  ),
];

export function findStrategy(id: string): StrategyDefinition {
  const definition = BUILT_IN_STRATEGIES.find((s) => s.id === id);
  if (definition === undefined) {
    throw new RangeError(
      `unknown strategy "${id}"; choose one of ${BUILT_IN_STRATEGIES.map((s) => s.id).join(', ')}`,
    );
  }
  return definition;
}

/** A built-in strategy with `params` checked against its parameter specs (defaults fill the rest). */
export function createStrategy(id: string, params: StrategyParams = {}): Strategy {
  const definition = findStrategy(id);
  for (const [key, value] of Object.entries(params)) {
    const spec = definition.params[key];
    if (spec === undefined) {
      throw new RangeError(
        `${id} has no parameter "${key}"; it takes ${Object.keys(definition.params).join(', ')}`,
      );
    }
    if (
      !Number.isFinite(value) ||
      value < spec.min ||
      value > spec.max ||
      (spec.integer && !Number.isInteger(value))
    ) {
      throw new RangeError(
        `${id} parameter ${key} must be ${spec.integer ? 'an integer' : 'a number'} in [${spec.min}, ${spec.max}], got ${value}`,
      );
    }
  }
  return definition.create(params);
}
