import type { Operand, OperandInput } from '@alvorada/backtest';

export type IndicatorName = Extract<Operand, { kind: 'indicator' }>['name'];
type Indicator = Extract<Operand, { kind: 'indicator' }>;

/** A numeric setting of an indicator, with the bounds the rule schema accepts. */
export interface NumberParam {
  key: 'period' | 'multiplier' | 'fast' | 'slow' | 'signal' | 'kPeriod' | 'dPeriod';
  integer: boolean;
}
/** A choice of an indicator: its input series or which of its lines. */
export interface ChoiceParam {
  key: 'source' | 'output';
  options: readonly string[];
}

const PRICE_FIELDS = ['open', 'high', 'low', 'close', 'volume'] as const;
const period: NumberParam = { key: 'period', integer: true };
const source: ChoiceParam = { key: 'source', options: PRICE_FIELDS };
const bands: ChoiceParam = { key: 'output', options: ['upper', 'middle', 'lower'] };

/** An average or the RSI: a period over a price series. */
const smoother = (name: 'sma' | 'ema' | 'wma' | 'rsi', length: number) => ({
  defaults: { kind: 'indicator' as const, name, period: length, source: 'close' as const },
  numbers: [period],
  choices: [source],
});

/** Every indicator the rules know: a new operand's defaults and the settings its editor shows. */
export const INDICATORS: Record<
  IndicatorName,
  { defaults: Indicator; numbers: NumberParam[]; choices: ChoiceParam[] }
> = {
  sma: smoother('sma', 20),
  ema: smoother('ema', 20),
  wma: smoother('wma', 20),
  rsi: smoother('rsi', 14),
  atr: { defaults: { kind: 'indicator', name: 'atr', period: 14 }, numbers: [period], choices: [] },
  bollinger: {
    defaults: { kind: 'indicator', name: 'bollinger', period: 20, multiplier: 2, output: 'upper' },
    numbers: [period, { key: 'multiplier', integer: false }],
    choices: [bands],
  },
  macd: {
    defaults: { kind: 'indicator', name: 'macd', fast: 12, slow: 26, signal: 9, output: 'macd' },
    numbers: [
      { key: 'fast', integer: true },
      { key: 'slow', integer: true },
      { key: 'signal', integer: true },
    ],
    choices: [{ key: 'output', options: ['macd', 'signal', 'histogram'] }],
  },
  donchian: {
    defaults: { kind: 'indicator', name: 'donchian', period: 20, output: 'upper' },
    numbers: [period],
    choices: [bands],
  },
  stochastic: {
    defaults: { kind: 'indicator', name: 'stochastic', kPeriod: 14, dPeriod: 3, output: 'k' },
    numbers: [
      { key: 'kPeriod', integer: true },
      { key: 'dPeriod', integer: true },
    ],
    choices: [{ key: 'output', options: ['k', 'd'] }],
  },
  adx: {
    defaults: { kind: 'indicator', name: 'adx', period: 14, output: 'adx' },
    numbers: [period],
    choices: [{ key: 'output', options: ['adx', 'plusDi', 'minusDi'] }],
  },
  obv: { defaults: { kind: 'indicator', name: 'obv' }, numbers: [], choices: [] },
};

/** What an operand is, as one choice of a select: a price field, a constant, or an indicator. */
export type OperandChoice = `price.${(typeof PRICE_FIELDS)[number]}` | 'value' | `indicator.${IndicatorName}`;

export const OPERAND_CHOICES: OperandChoice[] = [
  ...PRICE_FIELDS.map((field) => `price.${field}` as const),
  'value',
  ...(Object.keys(INDICATORS) as IndicatorName[]).map((name) => `indicator.${name}` as const),
];

export function choiceOf(operand: OperandInput): OperandChoice {
  if (operand.kind === 'price') return `price.${operand.field}`;
  if (operand.kind === 'value') return 'value';
  return `indicator.${operand.name}`;
}

/** A new operand of the chosen kind, with the indicator's usual settings. */
export function operandOf(choice: OperandChoice): Operand {
  const [kind, name] = choice.split('.') as [string, string];
  if (kind === 'price') return { kind: 'price', field: name as (typeof PRICE_FIELDS)[number] };
  if (kind === 'value') return { kind: 'value', value: 0 };
  return { ...INDICATORS[name as IndicatorName].defaults };
}

/** Indicators drawn over the candles (in price units), as opposed to oscillators in their own scale. */
export const onPriceScale = (operand: OperandInput) =>
  operand.kind === 'indicator' &&
  ['sma', 'ema', 'wma', 'bollinger', 'donchian'].includes(operand.name) &&
  (!('source' in operand) || operand.source !== 'volume');
