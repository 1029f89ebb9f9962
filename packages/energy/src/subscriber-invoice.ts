import type { DistributorBill } from './distributor-bill.ts';
import { centavosToPico, kwhAtMicros, PICO_PER_CENTAVO } from './exact-money.ts';
import { divideHalfUp, PPM } from './scaled-decimal.ts';
import { assertNonNegativeInteger, assertOneOf } from './validation.ts';

/** §3.4 pricing modes of the subscriber contract. */
export type PricingMode =
  'DESCONTO_TARIFA' | 'DESCONTO_BENEFICIO' | 'ECONOMIA_GARANTIDA' | 'MENSALIDADE_FIXA';
export const PRICING_MODES: readonly PricingMode[] = [
  'DESCONTO_TARIFA',
  'DESCONTO_BENEFICIO',
  'ECONOMIA_GARANTIDA',
  'MENSALIDADE_FIXA',
];

export interface PricingContract {
  mode: PricingMode;
  /** d, in ppm (15 % = 150_000); required except for MENSALIDADE_FIXA. */
  discountPpm?: number;
  /** Required for MENSALIDADE_FIXA. */
  fixedFeeCentavos?: number;
  /** base_inclui_bandeira: whether the avoided bandeira is part of the priced base (default false). */
  baseIncludesFlag?: boolean;
}

export interface PricingInput {
  contract: PricingContract;
  compensatedKwh: number;
  fullMicros: number;
  flagMicros: number;
  billWithGd: DistributorBill;
  billWithoutGd: DistributorBill;
}

/** The savings statement (demonstrativo de economia, §3.5), in centavos. */
export interface SavingsStatement {
  mode: PricingMode;
  priceCentavos: number;
  billWithGdCentavos: number;
  billWithoutGdCentavos: number;
  /** Distributor bill with GD + platform invoice. */
  customerTotalCentavos: number;
  /** fatura_sem_gd − (fatura_com_gd + P); negative when the customer loses money. */
  savingsCentavos: number;
  /** savings / fatura_sem_gd (display only). */
  savingsRatio: number;
  /** savings / the energy part of fatura_sem_gd (without CIP and demand; display only). */
  energySavingsRatio: number;
  /** P + fatura_com_gd ≥ fatura_sem_gd: the price leaves the customer no better off than without solar. */
  worseOffWarning: boolean;
}

export function validatePricingContract(contract: PricingContract): void {
  assertOneOf(contract?.mode, 'contract.mode', PRICING_MODES);
  if (contract.mode === 'MENSALIDADE_FIXA') {
    assertNonNegativeInteger(contract.fixedFeeCentavos, 'contract.fixedFeeCentavos');
  } else {
    assertNonNegativeInteger(contract.discountPpm, 'contract.discountPpm');
    if (contract.discountPpm > PPM) throw new RangeError('contract.discountPpm cannot exceed 100 %');
  }
}

function energyPartCentavos(bill: DistributorBill, includeFlag: boolean): number {
  return bill.consumptionCentavos + (includeFlag ? bill.flagCentavos : 0);
}

/** P of §3.4, rounded once half-up, never below 0. */
export function subscriberPrice(input: PricingInput): number {
  const { contract } = input;
  validatePricingContract(contract);
  if (contract.mode === 'MENSALIDADE_FIXA') return contract.fixedFeeCentavos!;
  const keep = BigInt(PPM - contract.discountPpm!);
  const includeFlag = contract.baseIncludesFlag === true;
  let pricePpmPico: bigint;
  if (contract.mode === 'DESCONTO_TARIFA') {
    const perKwh = input.fullMicros + (includeFlag ? input.flagMicros : 0);
    pricePpmPico = kwhAtMicros(input.compensatedKwh, perKwh) * keep;
  } else {
    const without = centavosToPico(energyPartCentavos(input.billWithoutGd, includeFlag));
    const withGd = centavosToPico(energyPartCentavos(input.billWithGd, includeFlag));
    pricePpmPico =
      contract.mode === 'DESCONTO_BENEFICIO'
        ? (without - withGd) * keep
        : without * keep - withGd * BigInt(PPM);
  }
  const price = Number(divideHalfUp(pricePpmPico, PICO_PER_CENTAVO * BigInt(PPM)));
  return Math.max(0, price);
}

export function savingsStatement(
  mode: PricingMode,
  priceCentavos: number,
  billWithGd: DistributorBill,
  billWithoutGd: DistributorBill,
): SavingsStatement {
  const customerTotal = billWithGd.totalCentavos + priceCentavos;
  const savings = billWithoutGd.totalCentavos - customerTotal;
  const energyBase = billWithoutGd.totalCentavos - billWithoutGd.cipCentavos - billWithoutGd.demandCentavos;
  return {
    mode,
    priceCentavos,
    billWithGdCentavos: billWithGd.totalCentavos,
    billWithoutGdCentavos: billWithoutGd.totalCentavos,
    customerTotalCentavos: customerTotal,
    savingsCentavos: savings,
    savingsRatio: billWithoutGd.totalCentavos === 0 ? 0 : savings / billWithoutGd.totalCentavos,
    energySavingsRatio: energyBase === 0 ? 0 : savings / energyBase,
    worseOffWarning: customerTotal >= billWithoutGd.totalCentavos,
  };
}
