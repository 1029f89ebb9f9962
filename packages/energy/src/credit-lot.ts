import type { DistributorRules } from './distributor-rules.ts';
import { GD_REGIMES, type GdRegime } from './gd-regime-types.ts';
import { addMonths, assertYearMonth, type YearMonth } from './year-month.ts';
import { assertNonNegativeInteger, assertOneOf } from './validation.ts';

export type LotStatus = 'ATIVO' | 'ESGOTADO' | 'EXPIRADO';

/** A credit vintage (model LoteCredito, §2.4). Balances are whole kWh. */
export interface CreditLot {
  id: string;
  /** The UC that owns the credits. */
  unitId: string;
  plantId: string;
  /** Regime of the plant (or increment) that generated it; sets the Fio B share when used. */
  regime: GdRegime;
  originCycle: YearMonth;
  initialKwh: number;
  balanceKwh: number;
  /** First cycle in which the lot can no longer be used; expiry is recorded in that cycle. */
  expiresAt: YearMonth;
  status: LotStatus;
}

export type MovementType =
  'GERACAO' | 'COMPENSACAO' | 'EXPIRACAO' | 'REALOCACAO_SAIDA' | 'REALOCACAO_ENTRADA' | 'AJUSTE_CONCILIACAO';

/** Append-only ledger entry (model MovimentoCredito); a lot's balance is the sum of its movements' kWh. */
export interface LedgerMovement {
  lotId: string;
  unitId: string;
  cycle: YearMonth;
  type: MovementType;
  /** Signed: positive adds to the lot, negative takes from it. */
  kwh: number;
}

export function lotExpiry(originCycle: YearMonth, rules: DistributorRules): YearMonth {
  const extra = rules.expiryCounting === 'ULTIMO_USO_M60' ? 1 : 0;
  return addMonths(originCycle, rules.creditValidityMonths + extra);
}

/** The natural key of the lot a cycle's surplus creates: one per (UC, cycle, plant). */
export function surplusLotId(unitId: string, cycle: YearMonth, plantId: string): string {
  return `${unitId}:${cycle}:${plantId}`;
}

/** FIFO order (§2.6 invariant 4): oldest origin first, then by id. */
export function compareFifo(a: CreditLot, b: CreditLot): number {
  if (a.originCycle !== b.originCycle) return a.originCycle < b.originCycle ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function isUsable(lot: CreditLot, cycle: YearMonth): boolean {
  return lot.status === 'ATIVO' && lot.balanceKwh > 0 && cycle < lot.expiresAt;
}

export function validateLot(lot: CreditLot, name: string): void {
  if (typeof lot?.id !== 'string' || lot.id === '')
    throw new TypeError(`${name}.id must be a non-empty string`);
  if (typeof lot.unitId !== 'string') throw new TypeError(`${name}.unitId must be a string`);
  if (typeof lot.plantId !== 'string') throw new TypeError(`${name}.plantId must be a string`);
  assertOneOf(lot.regime, `${name}.regime`, GD_REGIMES);
  assertYearMonth(lot.originCycle, `${name}.originCycle`);
  assertYearMonth(lot.expiresAt, `${name}.expiresAt`);
  assertNonNegativeInteger(lot.initialKwh, `${name}.initialKwh`);
  assertNonNegativeInteger(lot.balanceKwh, `${name}.balanceKwh`);
  assertOneOf(lot.status, `${name}.status`, ['ATIVO', 'ESGOTADO', 'EXPIRADO']);
  if (lot.expiresAt <= lot.originCycle) throw new RangeError(`${name}.expiresAt must be after originCycle`);
  if (lot.status !== 'ATIVO' && lot.balanceKwh !== 0) {
    throw new RangeError(`${name} is ${lot.status} but has a balance of ${lot.balanceKwh} kWh`);
  }
}

/** Validates a UC's lots and returns them in FIFO order (the input array itself when already ordered). */
export function lotsInFifoOrder(lots: readonly CreditLot[], unitId: string): readonly CreditLot[] {
  if (!Array.isArray(lots)) throw new TypeError('lots must be an array');
  let ordered = true;
  const ids = new Set<string>();
  for (let index = 0; index < lots.length; index++) {
    const lot = lots[index]!;
    validateLot(lot, `lots[${index}]`);
    if (lot.unitId !== unitId)
      throw new RangeError(`lots[${index}] belongs to UC ${lot.unitId}, not ${unitId}`);
    if (ids.has(lot.id)) throw new RangeError(`lots[${index}].id "${lot.id}" is repeated`);
    ids.add(lot.id);
    if (index > 0 && compareFifo(lots[index - 1]!, lot) > 0) ordered = false;
  }
  return ordered ? lots : [...lots].sort(compareFifo);
}
