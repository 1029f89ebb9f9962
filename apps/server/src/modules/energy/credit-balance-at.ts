import { and, eq, gt, isNotNull, or, sql, sum, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { lots, movements } from './schema.ts';

/**
 * The lots `where` keeps that held credits at the end of `cycle`, each with its balance then: today's balance
 * less the ledger's movements of the cycles after it (a lot's balance is the sum of its movements, §2.4).
 * Only lots active today or moved since can have held any, so the scan stays on the active lots and the
 * movements after the cycle.
 */
export function lotsAtEndOf(db: Executor, cycle: string, where?: SQL) {
  const later = db
    .select({ lotId: movements.lotId, kwh: sum(movements.kwh).as('later_kwh') })
    .from(movements)
    .where(gt(movements.cycle, cycle))
    .groupBy(movements.lotId)
    .as('later');
  const held = db
    .select({
      id: lots.id,
      unitId: lots.unitId,
      plantId: lots.plantId,
      originCycle: lots.originCycle,
      expiresAt: lots.expiresAt,
      balanceKwh: sql<number>`(${lots.balanceKwh} - coalesce(${later.kwh}, 0))::int`.as('held_kwh'),
    })
    .from(lots)
    .leftJoin(later, eq(later.lotId, lots.id))
    .where(and(or(eq(lots.status, 'ATIVO'), isNotNull(later.lotId)), where))
    .as('held');
  return db.select().from(held).where(gt(held.balanceKwh, 0)).as('held_lots');
}
