import { eq, sql } from 'drizzle-orm';
import type { Timeframe } from '@alvorada/contracts';
import type { Actor } from '../../platform/access/actor.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { joinSource } from '../../platform/db/list.ts';
import { instruments, type runs, type sessions } from './schema.ts';
import { seesInstrument, visibleInstrumentWhere } from './ownership.ts';
import { coarser } from './timeframes.ts';

/** The instrument `id`, whoever may see it: for jobs and records that already name it. */
export async function findInstrument(db: Executor, id: number) {
  const [row] = await db.select().from(instruments).where(eq(instruments.id, id));
  if (!row) throw notFound();
  return row;
}

/** The instrument `id` if `actor` may see it: someone else's private one is answered as missing. */
export async function visibleInstrument(db: Executor, actor: Actor, id: number) {
  const row = await findInstrument(db, id);
  if (!seesInstrument(actor, row)) throw notFound();
  return row;
}

/** The instrument a run or a session names, if the actor sees it and it has that timeframe or a finer one. */
export async function instrumentFor(db: Executor, actor: Actor, id: number, timeframe: Timeframe) {
  const [instrument] = await db.select().from(instruments).where(eq(instruments.id, id));
  if (!instrument || !seesInstrument(actor, instrument))
    throw new AppError(400, 'not_found_reference', { fields: { instrument_id: ['not_found_reference'] } });
  if (coarser(instrument.baseTimeframe, timeframe))
    throw new AppError(400, 'timeframe_too_fine', {
      params: { symbol: instrument.symbol, base: instrument.baseTimeframe },
      fields: { timeframe: ['timeframe_unavailable'] },
    });
  return instrument;
}

/**
 * The instrument with this ticker (case ignored) that the actor sees, for readers who name it rather than
 * pick it: their own private one first, then the shared one.
 */
export async function instrumentBySymbol(db: Executor, actor: Actor, symbol: string) {
  const [row] = await db
    .select()
    .from(instruments)
    .where(
      sql`upper(${instruments.symbol}) = ${symbol.trim().toUpperCase()} and ${
        visibleInstrumentWhere(actor, instruments.ownerId) ?? sql`true`
      }`,
    )
    .orderBy(
      sql`case when ${instruments.ownerId} = ${actor.userId ?? -1} then 0 when ${instruments.ownerId} is null then 1 else 2 end`,
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** A list of runs or sessions read with their instrument's ticker: rows `{ [key]: record, symbol }`. */
export function withSymbol<Row>(key: string, table: typeof runs | typeof sessions) {
  return joinSource<Row>({
    from: table,
    select: { [key]: table, symbol: instruments.symbol },
    join: { table: instruments, on: eq(instruments.id, table.instrumentId) },
  });
}
