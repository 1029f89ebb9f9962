import { assertNumber } from './validation.ts';

export type PlantSizeClass = 'MICRO' | 'MINI' | 'ACIMA_DO_LIMITE';

export interface PlantPower {
  /** DC power of the modules (for generation estimates). */
  dcPowerKwp: number;
  /** AC power of the inverters (for the legal class). */
  acPowerKw: number;
  dispatchable: boolean;
  /** Connected on 07/01/2022 or access requested by 07/01/2023: the 5 MW limit applies to any source. */
  legacyLimit?: boolean;
}

/** Installed power is the smaller of AC and DC (ANEEL, §1.2). */
export function installedPowerKw(power: PlantPower): number {
  assertNumber(power.dcPowerKwp, 'dcPowerKwp');
  assertNumber(power.acPowerKw, 'acPowerKw');
  if (!(power.dcPowerKwp > 0) || !(power.acPowerKw > 0)) throw new RangeError('plant power must be positive');
  return Math.min(power.dcPowerKwp, power.acPowerKw);
}

/** §1.2: micro ≤ 75 kW; mini ≤ 3 MW (non-dispatchable) or 5 MW (dispatchable or legacy). */
export function plantSizeClass(power: PlantPower): PlantSizeClass {
  const installed = installedPowerKw(power);
  if (installed <= 75) return 'MICRO';
  const limit = power.dispatchable || power.legacyLimit ? 5000 : 3000;
  return installed <= limit ? 'MINI' : 'ACIMA_DO_LIMITE';
}
