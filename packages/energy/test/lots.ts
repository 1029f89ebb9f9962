import type { CreditLot, GdRegime } from '../src/index.ts';
import { addMonths } from '../src/index.ts';

/** A lot of UC "uc-1" from plant "usina-1" that expires 60 months after its origin. */
export function lot(
  originCycle: string,
  kwh: number,
  regime: GdRegime = 'GD_II',
  id = `L-${originCycle}`,
): CreditLot {
  return {
    id,
    unitId: 'uc-1',
    plantId: 'usina-1',
    regime,
    originCycle,
    initialKwh: kwh,
    balanceKwh: kwh,
    expiresAt: addMonths(originCycle, 60),
    status: 'ATIVO',
  };
}

export const TRIFASICO_UC = { id: 'uc-1', group: 'B', connection: 'TRIFASICO' } as const;
