import { PPM } from './scaled-decimal.ts';
import { assertArray, assertNonNegativeInteger, assertRange } from './validation.ts';

export interface SizingBeneficiary {
  unitId: string;
  averageConsumptionKwh: number;
  /** CD_kWh: subtracted from the target when the plant is GD I (credits below the minimum are useless). */
  minimumKwh: number;
}

export interface SizingInput {
  /** Expected generation per month (12 values, kWh). */
  expectedMonthlyKwh: readonly number[];
  generatorOwnConsumptionKwh: number;
  beneficiaries: readonly SizingBeneficiary[];
  gdI: boolean;
  /** Extra margin over the target, ppm (0 by default). */
  marginPpm?: number;
  /** Decimals of the percentage the distributor accepts (2 → 25,21 %). */
  percentDecimals?: number;
}

export interface SizingResult {
  /** Per beneficiary, in input order, in ppm. */
  shares: { unitId: string; percentPpm: number }[];
  /** What stays at the generating UC as a buffer, ppm. */
  generatorPpm: number;
}

/**
 * §3.7: pct_i = target_i × (1 + margin) / expected excedente, rounded down to the accepted precision;
 * when the shares add up to more than 100 % they are scaled down (again rounding down).
 */
export function sizeAllocation(input: SizingInput): SizingResult {
  assertArray(input.expectedMonthlyKwh, 'expectedMonthlyKwh');
  if (input.expectedMonthlyKwh.length !== 12) throw new RangeError('expectedMonthlyKwh must have 12 values');
  input.expectedMonthlyKwh.forEach((kwh, index) =>
    assertNonNegativeInteger(kwh, `expectedMonthlyKwh[${index}]`),
  );
  assertNonNegativeInteger(input.generatorOwnConsumptionKwh, 'generatorOwnConsumptionKwh');
  assertArray(input.beneficiaries, 'beneficiaries');
  const margin = input.marginPpm ?? 0;
  assertNonNegativeInteger(margin, 'marginPpm');
  const decimals = input.percentDecimals ?? 2;
  assertRange(decimals, 'percentDecimals', 0, 4);
  const unitsPerWhole = 10n ** BigInt(decimals + 2);
  const yearlyExcedente =
    BigInt(input.expectedMonthlyKwh.reduce((sum, kwh) => sum + kwh, 0)) -
    12n * BigInt(input.generatorOwnConsumptionKwh);
  if (yearlyExcedente <= 0n)
    throw new RangeError('expected generation does not exceed the generating UC consumption');
  const units = input.beneficiaries.map((beneficiary, index) => {
    assertNonNegativeInteger(
      beneficiary.averageConsumptionKwh,
      `beneficiaries[${index}].averageConsumptionKwh`,
    );
    assertNonNegativeInteger(beneficiary.minimumKwh, `beneficiaries[${index}].minimumKwh`);
    const target = Math.max(0, beneficiary.averageConsumptionKwh - (input.gdI ? beneficiary.minimumKwh : 0));
    return (BigInt(target) * BigInt(PPM + margin) * 12n * unitsPerWhole) / (BigInt(PPM) * yearlyExcedente);
  });
  const total = units.reduce((sum, value) => sum + value, 0n);
  const scaled = total > unitsPerWhole ? units.map((value) => (value * unitsPerWhole) / total) : units;
  const toPpm = (value: bigint) => Number((value * BigInt(PPM)) / unitsPerWhole);
  const shares = input.beneficiaries.map((beneficiary, index) => ({
    unitId: beneficiary.unitId,
    percentPpm: toPpm(scaled[index]!),
  }));
  return { shares, generatorPpm: PPM - shares.reduce((sum, share) => sum + share.percentPpm, 0) };
}
