import { assertNumber } from './validation.ts';

export const PPM = 1_000_000;

/**
 * Converts a decimal number to an integer count of 10^-decimals units, refusing values that carry more
 * precision than that (so 0.1234567 R$/kWh is an error, not a silent rounding).
 */
export function toScaledInteger(value: number, decimals: number, name: string): number {
  assertNumber(value, name);
  const factor = 10 ** decimals;
  const scaled = Math.round(value * factor);
  if (!Number.isSafeInteger(scaled) || scaled / factor !== value) {
    throw new RangeError(`${name} must have at most ${decimals} decimals, got ${value}`);
  }
  return scaled;
}

/** R$/kWh (up to 6 decimals) → integer micro-reais per kWh. */
export function toMicros(reaisPerKwh: number, name = 'tariff'): number {
  return toScaledInteger(reaisPerKwh, 6, name);
}

/** Fraction (0.18 for 18 %, up to 6 decimals) → integer parts per million. */
export function toPpm(fraction: number, name = 'fraction'): number {
  return toScaledInteger(fraction, 6, name);
}

/** Integer division rounded half-up (ties towards +∞), exact for any size. */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return floorDivide(2n * numerator + denominator, 2n * denominator);
}

export function divideCeil(numerator: bigint, denominator: bigint): bigint {
  return -floorDivide(-numerator, denominator);
}

function floorDivide(a: bigint, b: bigint): bigint {
  const quotient = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? quotient - 1n : quotient;
}
