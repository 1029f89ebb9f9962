import type { Ohlcv } from '../data/ohlcv.ts';
import * as indicators from '../indicators/index.ts';
import type { Operand } from './rule-schema.ts';

/** The whole series of an operand over `data`. */
export function operandSeries(data: Ohlcv, operand: Operand): Float64Array {
  const { high, low, close, volume } = data;
  if (operand.kind === 'price') return data[operand.field];
  if (operand.kind === 'value') return new Float64Array(close.length).fill(operand.value);
  switch (operand.name) {
    case 'sma':
    case 'ema':
    case 'wma':
    case 'rsi':
      return indicators[operand.name](data[operand.source], operand.period);
    case 'atr':
      return indicators.atr(high, low, close, operand.period);
    case 'bollinger':
      return indicators.bollinger(close, operand.period, operand.multiplier)[operand.output];
    case 'macd':
      return indicators.macd(close, operand.fast, operand.slow, operand.signal)[operand.output];
    case 'donchian':
      return indicators.donchian(high, low, operand.period)[operand.output];
    case 'stochastic':
      return indicators.stochastic(high, low, close, operand.kPeriod, operand.dPeriod)[operand.output];
    case 'adx':
      return indicators.adx(high, low, close, operand.period)[operand.output];
    case 'obv':
      return indicators.obv(close, volume);
  }
}

/** A stable name for an operand, used as the indicator's name. */
export function operandName(operand: Operand): string {
  if (operand.kind === 'price') return operand.field;
  if (operand.kind === 'value') return String(operand.value);
  const { kind: _kind, name, ...rest } = operand;
  const args = Object.values(rest).join(',');
  return args ? `${name}(${args})` : name;
}
