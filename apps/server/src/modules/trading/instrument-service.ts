import { count, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type {
  CandleImport,
  CandleQuery,
  Instrument,
  InstrumentCreate,
  InstrumentCoverage,
  InstrumentInput,
  ListQuery,
} from '@alvorada/contracts';
import { TIMEFRAMES } from '@alvorada/contracts';
import { barsOf } from '@alvorada/backtest';
import type { Platform } from '../../platform/platform.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { assertCan } from '../../platform/access/access-hook.ts';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { toCamel } from '../../platform/db/case.ts';
import { listPage, tableSource, type ListSpec } from '../../platform/db/list.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { withConstraintErrors } from '../../platform/http/resource.ts';
import { candles, instruments, runs, sessions } from './schema.ts';
import { readCandles, type InstrumentRow } from './candle-store.ts';
import { importCandles } from './candle-import.ts';
import { visibleInstrument } from './instrument-store.ts';
import { assertOwned, seesInstrument, visibleInstrumentWhere } from './ownership.ts';
import { coarser } from './timeframes.ts';

/** Candles one answer carries at most: longer spans are asked for in a coarser timeframe. */
export const MAX_CANDLES = 50_000;

const LIST: ListSpec = {
  ordering: {
    id: instruments.id,
    symbol: instruments.symbol,
    market: instruments.market,
    created_at: instruments.createdAt,
  },
  defaultOrdering: 'symbol',
  key: instruments.id,
  search: [instruments.symbol, instruments.name],
  filters: { market: instruments.market },
};

/**
 * Instruments with how many bars of their base timeframe are stored and when they start and end, and whether
 * `actor` may change them.
 */
async function toApi(actor: Actor, rows: InstrumentRow[], db: Executor): Promise<Instrument[]> {
  const spans = rows.length
    ? await db
        .select({
          id: candles.instrumentId,
          count: sql<number>`count(*)::int`,
          first: sql<number | null>`min(${candles.time})::float8`,
          last: sql<number | null>`max(${candles.time})::float8`,
        })
        .from(candles)
        .innerJoin(instruments, eq(instruments.id, candles.instrumentId))
        .where(
          sql`${inArray(
            candles.instrumentId,
            rows.map((r) => r.id),
          )} and ${candles.timeframe} = ${instruments.baseTimeframe}`,
        )
        .groupBy(candles.instrumentId)
    : [];
  const byId = new Map(spans.map((s) => [s.id, s]));
  return rows.map((row) => ({
    id: row.id,
    owner_id: row.ownerId,
    shared: row.ownerId === null,
    symbol: row.symbol,
    name: row.name,
    market: row.market,
    currency: row.currency,
    lot_size: row.lotSize,
    tick_size: row.tickSize,
    timezone: row.timezone,
    base_timeframe: row.baseTimeframe,
    synthetic: row.synthetic,
    candle_count: byId.get(row.id)?.count ?? 0,
    first_candle: byId.get(row.id)?.first ?? null,
    last_candle: byId.get(row.id)?.last ?? null,
    created_at: row.createdAt.toISOString(),
    can_change: mayChange(actor, 'update', row),
  }));
}

/**
 * Shared instruments and their candles are everyone's market data: changing them takes `MarketData`
 * (administrators by default). A private one is its owner's, under the Backtest rules.
 */
function assertMayChange(
  actor: Actor,
  action: 'create' | 'update' | 'delete',
  instrument: { id?: number; ownerId: number | null },
) {
  if (instrument.ownerId === null)
    assertCan(actor, action, 'MarketData', { id: instrument.id, owner_id: null });
  else assertOwned(actor, action, { owner_id: instrument.ownerId });
}

function mayChange(actor: Actor, action: 'update', instrument: { id: number; ownerId: number | null }) {
  try {
    assertMayChange(actor, action, instrument);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/** How many runs and sessions use the instrument, the actor's own and other users'. */
async function usesOf(tx: Tx, actor: Actor, id: number) {
  const me = actor.userId ?? -1;
  const tally = async (table: typeof runs | typeof sessions, owner: SQLWrapper) =>
    tx
      .select({ own: sql<boolean>`${owner} = ${me}`, n: count() })
      .from(table)
      .where(eq(table.instrumentId, id))
      .groupBy(sql`1`);
  const rows = [...(await tally(runs, runs.ownerId)), ...(await tally(sessions, sessions.ownerId))];
  const sum = (own: boolean) => rows.filter((r) => r.own === own).reduce((n, r) => n + r.n, 0);
  return { own: sum(true), others: sum(false) };
}

/** Instruments (shared market data or a user's private ones), their candles and CSV imports with a preview. */
export function createInstrumentService(p: Pick<Platform, 'db' | 'config'>) {
  const { db } = p;
  const source = tableSource(instruments);

  async function get(actor: Actor, id: number, executor: Executor = db) {
    const [item] = await toApi(actor, [await visibleInstrument(executor, actor, id)], executor);
    return item!;
  }

  return {
    async list(actor: Actor, query: ListQuery & { market?: string }, url: string) {
      const page = await listPage(db, source, LIST, query, {
        ability: actor.ability,
        url,
        where: visibleInstrumentWhere(actor, instruments.ownerId),
      });
      return { ...page, results: await toApi(actor, page.results, db) };
    },

    get,

    async create(actor: Actor, { shared, ...fields }: InstrumentCreate) {
      const ownerId = shared ? null : actor.userId!;
      assertMayChange(actor, 'create', { ownerId });
      return withConstraintErrors(() =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(instruments)
            .values({ ...(toCamel(fields) as typeof instruments.$inferInsert), ownerId })
            .returning();
          return (await toApi(actor, [row!], tx))[0]!;
        }),
      );
    },

    async update(actor: Actor, id: number, patch: Partial<InstrumentInput>) {
      return withConstraintErrors(() =>
        db.transaction(async (tx) => {
          const current = await visibleInstrument(tx, actor, id);
          assertMayChange(actor, 'update', current);
          // Stored candles are in the base timeframe: changing it would relabel them.
          if (patch.base_timeframe && patch.base_timeframe !== current.baseTimeframe) {
            const [held] = await tx
              .select({ one: sql`1` })
              .from(candles)
              .where(eq(candles.instrumentId, id))
              .limit(1);
            if (held) throw new AppError(409, 'in_use');
          }
          const changes = toCamel(patch);
          if (Object.keys(changes).length)
            await tx.update(instruments).set(changes).where(eq(instruments.id, id));
          return get(actor, id, tx);
        }),
      );
    },

    /** Refused (409) while any run or session uses it: users' work never goes with market data. */
    async remove(actor: Actor, id: number) {
      await db.transaction(async (tx) => {
        // Locked first, so that the count includes a run or a session being created on it meanwhile.
        const [row] = await tx.select().from(instruments).where(eq(instruments.id, id)).for('update');
        if (!row || !seesInstrument(actor, row)) throw notFound();
        assertMayChange(actor, 'delete', row);
        const uses = await usesOf(tx, actor, id);
        if (uses.others)
          throw new AppError(409, 'instrument_used_by_others', { params: { count: uses.others } });
        if (uses.own) throw new AppError(409, 'instrument_used_by_own', { params: { count: uses.own } });
        await tx.delete(instruments).where(eq(instruments.id, id));
      });
    },

    async candles(actor: Actor, id: number, query: CandleQuery) {
      const instrument = await visibleInstrument(db, actor, id);
      const timeframe = query.timeframe ?? instrument.baseTimeframe;
      const { data, resampled } = await readCandles(db, instrument, timeframe, query);
      if (data.time.length > MAX_CANDLES)
        throw new AppError(400, 'too_many_candles', { params: { max: MAX_CANDLES } });
      return { instrument_id: instrument.id, timeframe, resampled, candles: barsOf(data) };
    },

    async coverage(actor: Actor, id: number): Promise<InstrumentCoverage> {
      const instrument = await visibleInstrument(db, actor, id);
      const base = instrument.baseTimeframe;
      const rows = await db
        .select({
          timeframe: candles.timeframe,
          count: sql<number>`count(*)::int`,
          first: sql<number>`min(${candles.time})::float8`,
          last: sql<number>`max(${candles.time})::float8`,
        })
        .from(candles)
        .where(eq(candles.instrumentId, id))
        .groupBy(candles.timeframe);
      const held = new Map(rows.map((r) => [r.timeframe, r]));
      return {
        instrument_id: id,
        stored: TIMEFRAMES.filter((tf) => tf === base || held.has(tf)).map(
          (timeframe) => held.get(timeframe) ?? { timeframe, count: 0, first: null, last: null },
        ),
        resampled: TIMEFRAMES.filter((tf) => coarser(tf, base) && !held.has(tf)),
      };
    },

    async importCandles(actor: Actor, id: number, body: CandleImport, dryRun: boolean) {
      const instrument = await visibleInstrument(db, actor, id);
      assertMayChange(actor, 'update', instrument);
      const visibleSymbols = async () =>
        (
          await db
            .select({ symbol: instruments.symbol })
            .from(instruments)
            .where(visibleInstrumentWhere(actor, instruments.ownerId))
        ).map((row) => row.symbol);
      return importCandles(db, instrument, body, {
        dryRun,
        locale: actor.locale,
        limits: p.config.candles,
        visibleSymbols,
      });
    },
  };
}

export type InstrumentService = ReturnType<typeof createInstrumentService>;
