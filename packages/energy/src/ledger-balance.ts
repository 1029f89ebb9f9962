import type { LedgerMovement } from './credit-lot.ts';
import { assertArray, assertInteger } from './validation.ts';

/** Balance of each lot as the sum of its movements (the ledger is the source of truth, §2.4). */
export function balancesFromMovements(movements: readonly LedgerMovement[]): Map<string, number> {
  assertArray(movements, 'movements');
  const balances = new Map<string, number>();
  movements.forEach((movement, index) => {
    assertInteger(movement?.kwh, `movements[${index}].kwh`);
    balances.set(movement.lotId, (balances.get(movement.lotId) ?? 0) + movement.kwh);
  });
  return balances;
}
