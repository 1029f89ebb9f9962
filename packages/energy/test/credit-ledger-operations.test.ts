import { describe, expect, it } from 'vitest';
import { adjustLot, balancesFromMovements, transferCredits } from '../src/index.ts';
import { lot } from './lots.ts';

describe('ledger adjustments and transfers', () => {
  it('adjusts a lot to reconcile with the bill, never below zero', () => {
    const change = adjustLot(lot('2025-01', 50), -50, '2026-05');
    expect(change.lot).toMatchObject({ balanceKwh: 0, status: 'ESGOTADO' });
    expect(change.movement).toEqual({
      lotId: 'L-2025-01',
      unitId: 'uc-1',
      cycle: '2026-05',
      type: 'AJUSTE_CONCILIACAO',
      kwh: -50,
    });
    expect(() => adjustLot(lot('2025-01', 50), -51, '2026-05')).toThrow(/negative/);
    expect(() => adjustLot(lot('2020-01', 50), 5, '2026-05')).toThrow(/expired/);
    expect(() => adjustLot(lot('2025-01', 50), 0, '2026-05')).toThrow(RangeError);
  });

  it('moves usable credits to another UC keeping vintage and expiry', () => {
    const transfer = transferCredits([lot('2020-01', 10), lot('2025-01', 50)], 'uc-1', 'uc-2', '2026-05');
    expect(transfer.targetLots).toEqual([{ ...lot('2025-01', 50), id: 'L-2025-01@uc-2', unitId: 'uc-2' }]);
    expect(transfer.sourceLots.map((l) => [l.id, l.balanceKwh, l.status])).toEqual([
      ['L-2020-01', 10, 'ATIVO'],
      ['L-2025-01', 0, 'ESGOTADO'],
    ]);
    const balances = balancesFromMovements(transfer.movements);
    expect([...balances]).toEqual([
      ['L-2025-01', -50],
      ['L-2025-01@uc-2', 50],
    ]);
    expect(() => transferCredits([], 'uc-1', 'uc-1', '2026-05')).toThrow(RangeError);
  });
});
