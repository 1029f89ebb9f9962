import { kwhAtMicros, picoToCentavos } from './exact-money.ts';
import { assertNonNegativeInteger } from './validation.ts';

/** kWh valued at a tariff (e.g. expired or banked credits at T), rounded half-up to centavos. */
export function energyValueCentavos(kwh: number, tariffMicros: number): number {
  assertNonNegativeInteger(kwh, 'kwh');
  assertNonNegativeInteger(tariffMicros, 'tariffMicros');
  return picoToCentavos(kwhAtMicros(kwh, tariffMicros));
}
