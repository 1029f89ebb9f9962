import { assertNumber } from './validation.ts';

function positive(value: number, name: string): void {
  assertNumber(value, name);
  if (!(value > 0)) throw new RangeError(`${name} must be positive, got ${value}`);
}

/** PI = E_real / E_esp (§3.6), unrounded. */
export function performanceIndex(actualKwh: number, expectedKwh: number): number {
  assertNumber(actualKwh, 'actualKwh');
  positive(expectedKwh, 'expectedKwh');
  return actualKwh / expectedKwh;
}

/** PR = E_real / (kWp × H_poa × days) (IEC 61724, §3.6), unrounded. */
export function performanceRatio(
  actualKwh: number,
  dcPowerKwp: number,
  irradiation: number,
  days: number,
): number {
  assertNumber(actualKwh, 'actualKwh');
  positive(dcPowerKwp, 'dcPowerKwp');
  positive(irradiation, 'irradiation');
  positive(days, 'days');
  return actualKwh / (dcPowerKwp * irradiation * days);
}

/** Specific yield Y = E / kWp (kWh/kWp), unrounded. */
export function specificYield(kwh: number, dcPowerKwp: number): number {
  assertNumber(kwh, 'kwh');
  positive(dcPowerKwp, 'dcPowerKwp');
  return kwh / dcPowerKwp;
}
