import { lotsInFifoOrder, type CreditLot, type LedgerMovement } from './credit-lot.ts';
import { addMonths, assertYearMonth, type YearMonth } from './year-month.ts';
import { assertNonNegativeInteger } from './validation.ts';

export interface ExpiryResult {
  /** All lots in FIFO order, expired ones with balance 0 and status EXPIRADO. */
  lots: CreditLot[];
  movements: LedgerMovement[];
  expiredKwh: number;
}

/**
 * Step 1 of §3.2: every ATIVO lot with `expiresAt ≤ cycle` and a balance gets an EXPIRACAO movement.
 * A lot already at zero gets none (§2.6 invariant 5).
 */
export function expireLots(lots: readonly CreditLot[], cycle: YearMonth, unitId: string): ExpiryResult {
  assertYearMonth(cycle, 'cycle');
  const result: ExpiryResult = { lots: [], movements: [], expiredKwh: 0 };
  for (const lot of lotsInFifoOrder(lots, unitId)) {
    if (lot.status === 'ATIVO' && lot.balanceKwh > 0 && lot.expiresAt <= cycle) {
      result.movements.push({ lotId: lot.id, unitId, cycle, type: 'EXPIRACAO', kwh: -lot.balanceKwh });
      result.expiredKwh += lot.balanceKwh;
      result.lots.push({ ...lot, balanceKwh: 0, status: 'EXPIRADO' });
    } else {
      result.lots.push(lot);
    }
  }
  return result;
}

/** kWh of active lots that expire in the `months` cycles after `closedCycle` (KPI "a expirar", §3.3). */
export function expiringKwh(lots: readonly CreditLot[], closedCycle: YearMonth, months = 3): number {
  assertYearMonth(closedCycle, 'closedCycle');
  assertNonNegativeInteger(months, 'months');
  const last = addMonths(closedCycle, months);
  let total = 0;
  for (const lot of lots) {
    if (lot.status === 'ATIVO' && lot.expiresAt > closedCycle && lot.expiresAt <= last)
      total += lot.balanceKwh;
  }
  return total;
}
