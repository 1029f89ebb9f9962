import { asc, eq } from 'drizzle-orm';
import type { ManualOrder } from '@alvorada/backtest';
import type { Executor } from '../../platform/db/client.ts';
import { sessionOrders } from './schema.ts';

type OrderRow = typeof sessionOrders.$inferSelect;

/** A session's manual orders, oldest first. */
export const readSessionOrders = (db: Executor, sessionId: number) =>
  db
    .select()
    .from(sessionOrders)
    .where(eq(sessionOrders.sessionId, sessionId))
    .orderBy(asc(sessionOrders.id));

/**
 * The engine's manual orders of a session that has processed `bars` bars: those placed so far, and the waiting
 * ones at the close of its last bar (none before its first). `taken`: the waiting ones so placed.
 */
export function manualOrdersOf(rows: OrderRow[], bars: number) {
  const placed = rows.filter((o) => o.bar !== null || bars > 0);
  const orders = placed.map(({ side, units, bar }): ManualOrder => {
    const at = bar ?? bars - 1;
    return side === 'close' ? { bar: at, side } : { bar: at, side, units: units! };
  });
  return { orders, taken: placed.filter((o) => o.bar === null).map((o) => o.id) };
}
