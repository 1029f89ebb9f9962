import { isUsable, lotsInFifoOrder, type CreditLot, type LedgerMovement } from './credit-lot.ts';
import { assertYearMonth, type YearMonth } from './year-month.ts';

export interface CreditTransfer {
  /** The source UC's lots after the transfer (moved lots at 0, ESGOTADO). */
  sourceLots: CreditLot[];
  /** New lots of the target UC, keeping origin cycle, expiry, plant and regime. */
  targetLots: CreditLot[];
  movements: LedgerMovement[];
}

/**
 * End of a UC's contract (art. 13 §§3–5, §1.4): moves every usable lot to another UC of the same holder.
 * Credits keep their vintage, so FIFO and expiry are unchanged; the new lot's id is `<lot id>@<target UC>`.
 */
export function transferCredits(
  lots: readonly CreditLot[],
  fromUnitId: string,
  toUnitId: string,
  cycle: YearMonth,
): CreditTransfer {
  assertYearMonth(cycle, 'cycle');
  if (typeof toUnitId !== 'string' || toUnitId === '' || toUnitId === fromUnitId) {
    throw new RangeError('toUnitId must be another, non-empty UC id');
  }
  const result: CreditTransfer = { sourceLots: [], targetLots: [], movements: [] };
  for (const lot of lotsInFifoOrder(lots, fromUnitId)) {
    if (!isUsable(lot, cycle)) {
      result.sourceLots.push(lot);
      continue;
    }
    const moved: CreditLot = {
      ...lot,
      id: `${lot.id}@${toUnitId}`,
      unitId: toUnitId,
      initialKwh: lot.balanceKwh,
    };
    result.sourceLots.push({ ...lot, balanceKwh: 0, status: 'ESGOTADO' });
    result.targetLots.push(moved);
    result.movements.push(
      { lotId: lot.id, unitId: fromUnitId, cycle, type: 'REALOCACAO_SAIDA', kwh: -lot.balanceKwh },
      { lotId: moved.id, unitId: toUnitId, cycle, type: 'REALOCACAO_ENTRADA', kwh: lot.balanceKwh },
    );
  }
  return result;
}
