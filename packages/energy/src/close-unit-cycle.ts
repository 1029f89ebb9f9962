import { minimumBillingKwh, type ConsumerUnit } from './consumer-unit.ts';
import { expireLots, expiringKwh } from './credit-expiry.ts';
import { isUsable, lotExpiry, surplusLotId, type CreditLot, type LedgerMovement } from './credit-lot.ts';
import type { CycleContext, TransportRate } from './cycle-context.ts';
import { estimateBill, type DistributorBill } from './distributor-bill.ts';
import { PICO_PER_MICRO } from './exact-money.ts';
import { GD_REGIMES, type GdRegime } from './gd-regime-types.ts';
import {
  appliedMinimumRule,
  giveBackToMinimum,
  transportPico,
  type AppliedMinimumRule,
  type SourceUse,
} from './minimum-rule.ts';
import {
  savingsStatement,
  subscriberPrice,
  validatePricingContract,
  type PricingContract,
  type SavingsStatement,
} from './subscriber-invoice.ts';
import { yearOf, type YearMonth } from './year-month.ts';
import { assertArray, assertInteger, assertNonNegativeInteger, assertOneOf } from './validation.ts';

/** Excedente a plant allocated to this UC in this cycle (Σ over plants is A of §3). */
export interface SameCycleAllocation {
  plantId: string;
  regime: GdRegime;
  kwh: number;
  /** Order between plants after GD I sources (lower first); the law fixes none (§7.8). */
  priority?: number;
}

export interface UnitCycleInput {
  unit: ConsumerUnit;
  /** C: consumption from the grid in the cycle. */
  consumptionKwh: number;
  allocations?: readonly SameCycleAllocation[];
  /** The UC's lots as they stood before this cycle (any status; FIFO order saves a sort). */
  lots?: readonly CreditLot[];
  cipCentavos?: number;
  demandCentavos?: number;
  /** When present, the subscriber invoice is priced. */
  contract?: PricingContract;
}

export interface SourceUsage {
  source: 'ALOCACAO' | 'LOTE';
  plantId: string;
  /** For LOTE. */
  lotId?: string;
  regime: GdRegime;
  kwh: number;
}

/** The operator's invoice line for the UC with its savings statement (§3.4, §3.5). */
export interface SubscriberInvoice extends SavingsStatement {
  unitId: string;
  cycle: YearMonth;
  consumptionKwh: number;
  compensatedKwh: number;
  creditBalanceKwh: number;
  expiringNext3MonthsKwh: number;
}

/** Result of closing one cycle for one UC (model ApuracaoCiclo) — everything the server persists. */
export interface CycleResult {
  unitId: string;
  cycle: YearMonth;
  consumptionKwh: number;
  /** A. */
  allocatedKwh: number;
  /** X = compensatedFromAllocationKwh + compensatedFromLotsKwh. */
  compensatedKwh: number;
  compensatedFromAllocationKwh: number;
  compensatedFromLotsKwh: number;
  /** R = C − X. */
  residualKwh: number;
  /** Same-cycle excedente not used, now new lots. */
  bankedKwh: number;
  expiredKwh: number;
  /** CD_kWh (0 for Grupo A). */
  minimumKwh: number;
  minimumRule: AppliedMinimumRule;
  /** Sources in order of use, after the minimum rule. */
  usage: SourceUsage[];
  /** The UC's lots after the cycle, FIFO order, new lots last. */
  lots: CreditLot[];
  newLots: CreditLot[];
  /** EXPIRACAO, then COMPENSACAO (FIFO), then GERACAO. */
  movements: LedgerMovement[];
  bill: DistributorBill;
  billWithoutGd: DistributorBill;
  invoice?: SubscriberInvoice;
  /** Some kWh were charged with a ladder row still pending confirmation. */
  usesPendingRules: boolean;
}

interface TrackedUse extends SourceUse {
  /** Index into the ordered allocations (ALOCACAO) or the lots (LOTE). */
  index: number;
  source: 'ALOCACAO' | 'LOTE';
  confirmed: boolean;
}

function optionalCentavos(value: number | undefined, name: string): number {
  if (value === undefined) return 0;
  assertNonNegativeInteger(value, name);
  return value;
}

function orderedAllocations(allocations: readonly SameCycleAllocation[]): SameCycleAllocation[] {
  assertArray(allocations, 'allocations');
  const plants = new Set<string>();
  allocations.forEach((allocation, index) => {
    if (typeof allocation?.plantId !== 'string' || allocation.plantId === '') {
      throw new TypeError(`allocations[${index}].plantId must be a non-empty string`);
    }
    if (plants.has(allocation.plantId))
      throw new RangeError(`allocations: plant ${allocation.plantId} repeated`);
    plants.add(allocation.plantId);
    assertOneOf(allocation.regime, `allocations[${index}].regime`, GD_REGIMES);
    assertNonNegativeInteger(allocation.kwh, `allocations[${index}].kwh`);
    if (allocation.priority !== undefined)
      assertInteger(allocation.priority, `allocations[${index}].priority`);
  });
  const rank = (a: SameCycleAllocation) => [a.regime === 'GD_I' ? 0 : 1, a.priority ?? Infinity] as const;
  return [...allocations].sort((a, b) => {
    const [groupA, priorityA] = rank(a);
    const [groupB, priorityB] = rank(b);
    if (groupA !== groupB) return groupA - groupB;
    if (priorityA !== priorityB) return priorityA < priorityB ? -1 : 1;
    return compareIds(a.plantId, b.plantId);
  });
}

/** Ids made of digits compare as numbers ("9" before "10"); any other ids as text. */
function compareIds(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b) && a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

function rateFor(context: CycleContext, regime: GdRegime): TransportRate {
  const rate = context.transport[regime];
  if (!rate) throw new RangeError(`no Fio B rule for ${regime} in ${yearOf(context.cycle)}`);
  return rate;
}

/**
 * Closes one cycle for one beneficiary UC (§3.2): expires lots, offsets consumption with the same-cycle
 * excedente and then credits oldest first, applies the minimum-billing rule, banks the surplus as new lots,
 * estimates the distributor bill with and without GD and, given a contract, prices the subscriber invoice.
 * Pure: the inputs are not modified.
 */
export function closeUnitCycle(context: CycleContext, input: UnitCycleInput): CycleResult {
  const { cycle, rules } = context;
  const unitId = input.unit?.id;
  const minimumKwh = minimumBillingKwh(input.unit);
  const consumption = input.consumptionKwh;
  assertNonNegativeInteger(consumption, 'consumptionKwh');
  const cipCentavos = optionalCentavos(input.cipCentavos, 'cipCentavos');
  const demandCentavos = optionalCentavos(input.demandCentavos, 'demandCentavos');
  if (input.contract !== undefined) validatePricingContract(input.contract);
  const allocations = orderedAllocations(input.allocations ?? []);

  const expiry = expireLots(input.lots ?? [], cycle, unitId);
  const lots = expiry.lots;
  for (const lot of lots) {
    if (lot.originCycle >= cycle) {
      throw new RangeError(`lot ${lot.id} (${lot.originCycle}) is not from before cycle ${cycle}`);
    }
  }

  const uses: TrackedUse[] = [];
  let need = consumption;
  const take = (source: TrackedUse['source'], index: number, regime: GdRegime, available: number) => {
    const kwh = Math.min(available, need);
    if (kwh === 0) return;
    const rate = rateFor(context, regime);
    uses.push({ source, index, regime, kwh, ratePico: rate.picoPerKwh, confirmed: rate.confirmed });
    need -= kwh;
  };
  allocations.forEach((allocation, index) => take('ALOCACAO', index, allocation.regime, allocation.kwh));
  lots.forEach((lot, index) => {
    if (isUsable(lot, cycle)) take('LOTE', index, lot.regime, lot.balanceKwh);
  });

  const minimumRule = appliedMinimumRule(uses, rules);
  const fullPico = BigInt(context.tariff.fullMicros) * PICO_PER_MICRO;
  if (minimumRule === 'LIMITADO_AO_CD' || minimumRule === 'PRESERVA_CREDITOS') {
    giveBackToMinimum(uses, need, minimumKwh, fullPico);
  }

  const usedFromAllocation = new Array<number>(allocations.length).fill(0);
  const movements = expiry.movements;
  const nextLots = lots.slice();
  const usage: SourceUsage[] = [];
  let fromAllocation = 0;
  let fromLots = 0;
  let usesPendingRules = false;
  for (const use of uses) {
    if (use.kwh === 0) continue;
    usesPendingRules ||= !use.confirmed;
    if (use.source === 'ALOCACAO') {
      const allocation = allocations[use.index]!;
      usedFromAllocation[use.index] = use.kwh;
      fromAllocation += use.kwh;
      usage.push({ source: 'ALOCACAO', plantId: allocation.plantId, regime: use.regime, kwh: use.kwh });
    } else {
      const lot = lots[use.index]!;
      const balanceKwh = lot.balanceKwh - use.kwh;
      nextLots[use.index] = { ...lot, balanceKwh, status: balanceKwh === 0 ? 'ESGOTADO' : 'ATIVO' };
      movements.push({ lotId: lot.id, unitId, cycle, type: 'COMPENSACAO', kwh: -use.kwh });
      fromLots += use.kwh;
      usage.push({ source: 'LOTE', plantId: lot.plantId, lotId: lot.id, regime: use.regime, kwh: use.kwh });
    }
  }

  const newLots: CreditLot[] = [];
  let allocatedKwh = 0;
  allocations.forEach((allocation, index) => {
    allocatedKwh += allocation.kwh;
    const surplus = allocation.kwh - usedFromAllocation[index]!;
    if (surplus === 0) return;
    newLots.push({
      id: surplusLotId(unitId, cycle, allocation.plantId),
      unitId,
      plantId: allocation.plantId,
      regime: allocation.regime,
      originCycle: cycle,
      initialKwh: surplus,
      balanceKwh: surplus,
      expiresAt: lotExpiry(cycle, rules),
      status: 'ATIVO',
    });
  });
  newLots.sort((a, b) => (a.id < b.id ? -1 : 1));
  let bankedKwh = 0;
  for (const lot of newLots) {
    bankedKwh += lot.initialKwh;
    movements.push({ lotId: lot.id, unitId, cycle, type: 'GERACAO', kwh: lot.initialKwh });
    nextLots.push(lot);
  }

  const compensatedKwh = fromAllocation + fromLots;
  const residualKwh = consumption - compensatedKwh;
  const billInput = {
    minimumKwh,
    fullMicros: context.tariff.fullMicros,
    flagMicros: context.flagMicros,
    cipCentavos,
    demandCentavos,
  };
  const bill = estimateBill({ ...billInput, residualKwh, transportPico: transportPico(uses) });
  const billWithoutGd = estimateBill({ ...billInput, residualKwh: consumption, transportPico: 0n });

  let invoice: SubscriberInvoice | undefined;
  if (input.contract) {
    const price = subscriberPrice({
      contract: input.contract,
      compensatedKwh,
      fullMicros: context.tariff.fullMicros,
      flagMicros: context.flagMicros,
      billWithGd: bill,
      billWithoutGd,
    });
    let creditBalanceKwh = 0;
    for (const lot of nextLots) creditBalanceKwh += lot.balanceKwh;
    invoice = {
      ...savingsStatement(input.contract.mode, price, bill, billWithoutGd),
      unitId,
      cycle,
      consumptionKwh: consumption,
      compensatedKwh,
      creditBalanceKwh,
      expiringNext3MonthsKwh: expiringKwh(nextLots, cycle, 3),
    };
  }

  return {
    unitId,
    cycle,
    consumptionKwh: consumption,
    allocatedKwh,
    compensatedKwh,
    compensatedFromAllocationKwh: fromAllocation,
    compensatedFromLotsKwh: fromLots,
    residualKwh,
    bankedKwh,
    expiredKwh: expiry.expiredKwh,
    minimumKwh,
    minimumRule,
    usage,
    lots: nextLots,
    newLots,
    movements,
    bill,
    billWithoutGd,
    invoice,
    usesPendingRules,
  };
}
