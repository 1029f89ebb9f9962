import { divideHalfUp, PPM } from './scaled-decimal.ts';
import { assertNonNegativeInteger, assertOneOf, assertRange } from './validation.ts';

/** §1.10: NOVA = T/((1−ICMS)(1−(PIS+COFINS))), ANTIGA = T/(1−(ICMS+PIS+COFINS)). */
export type TaxFormula = 'NOVA' | 'ANTIGA';
export const TAX_FORMULAS: readonly TaxFormula[] = ['NOVA', 'ANTIGA'];

/** Tax rates in parts per million (18 % = 180_000). */
export interface Taxes {
  icmsPpm: number;
  pisPpm: number;
  cofinsPpm: number;
}

/** Tariff components without taxes, micro-reais per kWh (R$ 0,30/kWh = 300_000). */
export interface Tariff {
  teMicros: number;
  tusdMicros: number;
  /** Part of the TUSD that is Fio B (distributor's own assets). */
  fioBMicros: number;
  /** Part of the TUSD that is Fio A (transmission); needed for GD III. */
  fioAMicros: number;
  /** TFSEE and P&D/PEE charges per kWh; needed for GD III. */
  chargesMicros: number;
}

/** Tariff with taxes, each component rounded half-up to micro-reais per kWh (§3 notation: T, FB, FA, E). */
export interface TaxedTariff {
  fullMicros: number;
  fioBMicros: number;
  fioAMicros: number;
  chargesMicros: number;
}

function validateTaxes(taxes: Taxes, formula: TaxFormula): void {
  assertOneOf(formula, 'formula', TAX_FORMULAS);
  for (const key of ['icmsPpm', 'pisPpm', 'cofinsPpm'] as const) {
    assertNonNegativeInteger(taxes[key], `taxes.${key}`);
  }
  assertRange(taxes.icmsPpm + taxes.pisPpm + taxes.cofinsPpm, 'sum of tax rates (ppm)', 0, PPM - 1);
}

/** The denominator of the gross-up as a fraction numerator / PPM² (so g = PPM² / denominator). */
function denominatorPpm2(taxes: Taxes, formula: TaxFormula): bigint {
  const icms = BigInt(taxes.icmsPpm);
  const pisCofins = BigInt(taxes.pisPpm + taxes.cofinsPpm);
  const ppm = BigInt(PPM);
  return formula === 'NOVA' ? (ppm - icms) * (ppm - pisCofins) : (ppm - icms - pisCofins) * ppm;
}

/** The unrounded factor g (for display; amounts use {@link grossUpMicros}, which divides exactly). */
export function grossUpFactor(taxes: Taxes, formula: TaxFormula = 'NOVA'): number {
  validateTaxes(taxes, formula);
  return (PPM * PPM) / Number(denominatorPpm2(taxes, formula));
}

/** A value without taxes → the value with taxes, rounded half-up to micro-reais. */
export function grossUpMicros(valueMicros: number, taxes: Taxes, formula: TaxFormula = 'NOVA'): number {
  validateTaxes(taxes, formula);
  assertNonNegativeInteger(valueMicros, 'valueMicros');
  return grossUp(valueMicros, denominatorPpm2(taxes, formula));
}

function grossUp(valueMicros: number, denominator: bigint): number {
  return Number(divideHalfUp(BigInt(valueMicros) * BigInt(PPM) * BigInt(PPM), denominator));
}

/** T = (TE + TUSD) × g and the components GD II/III need, each rounded once (§3.1). */
export function taxedTariff(tariff: Tariff, taxes: Taxes, formula: TaxFormula = 'NOVA'): TaxedTariff {
  validateTaxes(taxes, formula);
  for (const key of ['teMicros', 'tusdMicros', 'fioBMicros', 'fioAMicros', 'chargesMicros'] as const) {
    assertNonNegativeInteger(tariff[key], `tariff.${key}`);
  }
  if (tariff.fioBMicros + tariff.fioAMicros + tariff.chargesMicros > tariff.tusdMicros) {
    throw new RangeError('tariff: Fio B + Fio A + charges cannot exceed the TUSD');
  }
  const denominator = denominatorPpm2(taxes, formula);
  return {
    fullMicros: grossUp(tariff.teMicros + tariff.tusdMicros, denominator),
    fioBMicros: grossUp(tariff.fioBMicros, denominator),
    fioAMicros: grossUp(tariff.fioAMicros, denominator),
    chargesMicros: grossUp(tariff.chargesMicros, denominator),
  };
}

/** The taxes a taxed amount contains (§1.10, "por dentro"), in centavos. */
export interface IncludedTaxes {
  icmsCentavos: number;
  pisCentavos: number;
  cofinsCentavos: number;
}

/**
 * What of `amountCentavos` (an amount with taxes) is ICMS, PIS and COFINS: ICMS is its rate of the amount;
 * PIS and COFINS their rates of the amount (ANTIGA) or of the amount less ICMS (NOVA, which takes ICMS out of
 * their base), each rounded half up. Taking them away leaves the amount without taxes of §1.10.
 */
export function includedTaxes(
  amountCentavos: number,
  taxes: Taxes,
  formula: TaxFormula = 'NOVA',
): IncludedTaxes {
  validateTaxes(taxes, formula);
  assertNonNegativeInteger(amountCentavos, 'amountCentavos');
  const amount = BigInt(amountCentavos);
  const ppm = BigInt(PPM);
  const icms = BigInt(taxes.icmsPpm);
  const base = formula === 'NOVA' ? ppm - icms : ppm;
  const share = (rate: number) => Number(divideHalfUp(amount * base * BigInt(rate), ppm * ppm));
  return {
    icmsCentavos: Number(divideHalfUp(amount * icms, ppm)),
    pisCentavos: share(taxes.pisPpm),
    cofinsCentavos: share(taxes.cofinsPpm),
  };
}
