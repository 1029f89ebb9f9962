import { assertInteger, assertNonNegativeInteger } from './validation.ts';

/**
 * §3.8 receita por kWh (compensated or generated): revenue in centavos / kWh, in R$/kWh rounded half-up to
 * 4 decimals; 0 when no kWh.
 */
export function revenuePerKwh(revenueCentavos: number, kwh: number): number {
  assertInteger(revenueCentavos, 'revenueCentavos');
  assertNonNegativeInteger(kwh, 'kwh');
  if (kwh === 0) return 0;
  // centavos / kWh × 100 = R$/kWh × 10^4; round that ratio of integers half-up.
  const scaled = Math.floor((2 * revenueCentavos * 100 + kwh) / (2 * kwh));
  return scaled / 10_000;
}
