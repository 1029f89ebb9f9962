import { divideHalfUp } from './scaled-decimal.ts';
import { assertNonNegativeInteger } from './validation.ts';

/**
 * Grupo A (§1.9, §3.10): kWh of one posto used in another, converted by the ratio of their TE
 * (kWh × TE_origin / TE_destination, multiplied before dividing), rounded half-up to whole kWh.
 */
export function convertPost(kwh: number, originTeMicros: number, destinationTeMicros: number): number {
  assertNonNegativeInteger(kwh, 'kwh');
  assertNonNegativeInteger(originTeMicros, 'originTeMicros');
  assertNonNegativeInteger(destinationTeMicros, 'destinationTeMicros');
  if (destinationTeMicros === 0) throw new RangeError('destinationTeMicros must be positive');
  return Number(divideHalfUp(BigInt(kwh) * BigInt(originTeMicros), BigInt(destinationTeMicros)));
}
