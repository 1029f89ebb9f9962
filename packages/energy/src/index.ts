export { agingBucket, agingSummary, AGING_BUCKETS, type AgingBucket, type Receivable } from './aging.ts';
export {
  splitByPercentage,
  splitByPriority,
  type AllocationSplit,
  type PercentageItem,
  type PriorityItem,
  type UnitShare,
} from './allocation-split.ts';
export {
  rebalanceAllocation,
  type RebalanceBeneficiary,
  type RebalanceDropReason,
  type RebalanceInput,
  type RebalanceResult,
  type RebalanceShare,
} from './allocation-rebalance.ts';
export {
  sizeAllocation,
  type SizingBeneficiary,
  type SizingInput,
  type SizingResult,
} from './allocation-sizing.ts';
export {
  allocateExcedente,
  effectiveAllocation,
  validateAllocationVersion,
  type AllocationItem,
  type AllocationKind,
  type AllocationStatus,
  type AllocationVersion,
} from './allocation-version.ts';
export {
  closeUnitCycle,
  type CycleResult,
  type SameCycleAllocation,
  type SourceUsage,
  type SubscriberInvoice,
  type UnitCycleInput,
} from './close-unit-cycle.ts';
export {
  AVAILABILITY_KWH,
  CONNECTION_TYPES,
  minimumBillingKwh,
  type ConnectionType,
  type ConsumerUnit,
  type SupplyGroup,
} from './consumer-unit.ts';
export { adjustLot, type LotChange } from './credit-adjustment.ts';
export { expireLots, expiringKwh, type ExpiryResult } from './credit-expiry.ts';
export {
  compareFifo,
  lotExpiry,
  surplusLotId,
  type CreditLot,
  type LedgerMovement,
  type LotStatus,
  type MovementType,
} from './credit-lot.ts';
export { transferCredits, type CreditTransfer } from './credit-transfer.ts';
export {
  prepareCycle,
  type CycleContext,
  type CycleContextInput,
  type TransportRate,
} from './cycle-context.ts';
export { estimateBill, type BillInput, type DistributorBill } from './distributor-bill.ts';
export {
  DEFAULT_DISTRIBUTOR_RULES,
  validateDistributorRules,
  type DistributorRules,
  type ExpiryCounting,
  type Gd1MinimumRule,
  type Gd2MinimumRule,
} from './distributor-rules.ts';
export { energyValueCentavos } from './energy-value.ts';
export { expectedGeneration, yearsOfOperation, type GenerationModel } from './expected-generation.ts';
export {
  DEFAULT_FIO_B_LADDER,
  fioBRule,
  findFioBRule,
  validateFioBLadder,
  type FioBLadder,
  type FioBLadderRow,
} from './fio-b-ladder.ts';
export {
  DEFAULT_REGIME_DATES,
  MODALITIES,
  plantRegimes,
  type GdILossReason,
  type Modality,
  type PlantRegimeInput,
  type PlantRegimes,
  type PowerIncrement,
  type RegimeDates,
} from './gd-regime.ts';
export { GD_REGIMES, type GdRegime } from './gd-regime-types.ts';
export { daysBetween, type IsoDate } from './iso-date.ts';
export { wattHoursToKwhWithCarry } from './kwh-carry.ts';
export {
  DEFAULT_LATE_CHARGE_TERMS,
  lateCharges,
  type LateCharges,
  type LateChargeTerms,
} from './late-charges.ts';
export { balancesFromMovements } from './ledger-balance.ts';
export { type AppliedMinimumRule } from './minimum-rule.ts';
export { performanceIndex, performanceRatio, specificYield } from './performance-metrics.ts';
export {
  installedPowerKw,
  plantSizeClass,
  type PlantPower,
  type PlantSizeClass,
} from './plant-size-class.ts';
export { convertPost } from './post-conversion.ts';
export { revenuePerKwh } from './revenue-per-kwh.ts';
export { PPM, toMicros, toPpm } from './scaled-decimal.ts';
export {
  PRICING_MODES,
  savingsStatement,
  subscriberPrice,
  validatePricingContract,
  type PricingContract,
  type PricingInput,
  type PricingMode,
  type SavingsStatement,
} from './subscriber-invoice.ts';
export {
  grossUpFactor,
  grossUpMicros,
  includedTaxes,
  TAX_FORMULAS,
  taxedTariff,
  type IncludedTaxes,
  type Tariff,
  type TaxedTariff,
  type Taxes,
  type TaxFormula,
} from './tax-gross-up.ts';
export { addMonths, daysInMonth, type YearMonth } from './year-month.ts';
