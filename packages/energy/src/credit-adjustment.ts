import { validateLot, type CreditLot, type LedgerMovement } from './credit-lot.ts';
import { assertYearMonth, type YearMonth } from './year-month.ts';
import { assertInteger } from './validation.ts';

export interface LotChange {
  lot: CreditLot;
  movement: LedgerMovement;
}

/**
 * AJUSTE_CONCILIACAO: corrects an active lot by signed kWh (e.g. to match the distributor's balance).
 * The balance may not go negative, and an expired lot cannot be revived.
 */
export function adjustLot(lot: CreditLot, kwh: number, cycle: YearMonth): LotChange {
  validateLot(lot, 'lot');
  assertInteger(kwh, 'kwh');
  assertYearMonth(cycle, 'cycle');
  if (kwh === 0) throw new RangeError('an adjustment must change the balance');
  if (cycle >= lot.expiresAt) throw new RangeError(`lot ${lot.id} expired in ${lot.expiresAt}`);
  const balanceKwh = lot.balanceKwh + kwh;
  if (balanceKwh < 0) throw new RangeError(`adjustment of ${kwh} kWh leaves lot ${lot.id} negative`);
  return {
    lot: { ...lot, balanceKwh, status: balanceKwh === 0 ? 'ESGOTADO' : 'ATIVO' },
    movement: { lotId: lot.id, unitId: lot.unitId, cycle, type: 'AJUSTE_CONCILIACAO', kwh },
  };
}
