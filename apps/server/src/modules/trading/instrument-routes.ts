import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { barsOf } from '@alvorada/backtest';
import {
  access,
  candleImportResultSchema,
  candleImportSchema,
  candleQuerySchema,
  candlesSchema,
  idParams,
  instrumentInputSchema,
  instrumentSchema,
  safeString,
  type Instrument,
  type Timeframe,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { App } from '../../platform/http/app-type.ts';
import type { Executor } from '../../platform/db/client.ts';
import { notFound, AppError } from '../../platform/http/errors.ts';
import { registerResource, simpleWrites } from '../../platform/http/resource.ts';
import { candles, instruments } from './schema.ts';
import { readCandles, type InstrumentRow } from './candle-store.ts';
import { importCandles } from './candle-import.ts';
import { coarser } from './timeframes.ts';

/** Candles one answer carries at most: longer spans are asked for in a coarser timeframe. */
export const MAX_CANDLES = 50_000;
const IMPORT_BODY_LIMIT = 24 * 1024 * 1024;
const tag = 'trading-instruments';

/** Instruments with how many bars of their base timeframe are stored and when they start and end. */
async function toApi(rows: InstrumentRow[], db: Executor): Promise<Instrument[]> {
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
  }));
}

export async function findInstrument(db: Executor, id: number) {
  const [row] = await db.select().from(instruments).where(eq(instruments.id, id));
  if (!row) throw notFound();
  return row;
}

/** The instrument a run or a session names, if it has candles of that timeframe or finer. */
export async function instrumentFor(db: Executor, id: number, timeframe: Timeframe) {
  const [instrument] = await db.select().from(instruments).where(eq(instruments.id, id));
  if (!instrument)
    throw new AppError(400, 'not_found_reference', { fields: { instrument_id: ['not_found_reference'] } });
  if (coarser(instrument.baseTimeframe, timeframe))
    throw new AppError(400, 'timeframe_too_fine', {
      params: { symbol: instrument.symbol, base: instrument.baseTimeframe },
      fields: { timeframe: ['timeframe_unavailable'] },
    });
  return instrument;
}

/** Instruments (shared market data, under Backtest), their candles and CSV imports with a preview. */
export function instrumentRoutes(app: App, p: Platform) {
  const writes = simpleWrites(instruments, instruments.id);
  registerResource(app, p.db, {
    paths: { list: '/api/trading/instruments/', item: '/api/trading/instruments/:id/' },
    subject: 'Backtest',
    tag,
    item: instrumentSchema,
    input: instrumentInputSchema,
    filters: z.object({ market: safeString().max(40).optional() }),
    list: {
      table: instruments,
      key: instruments.id,
      ordering: {
        id: instruments.id,
        symbol: instruments.symbol,
        market: instruments.market,
        created_at: instruments.createdAt,
      },
      defaultOrdering: 'symbol',
      search: [instruments.symbol, instruments.name],
      filters: { market: instruments.market },
    },
    toApi: (rows, _actor, db) => toApi(rows, db),
    create: writes.create,
    async update(tx, id, body) {
      const current = await findInstrument(tx, id);
      // Stored candles are in the base timeframe: changing it would relabel them.
      if (body.base_timeframe && body.base_timeframe !== current.baseTimeframe) {
        const [held] = await tx
          .select({ one: sql`1` })
          .from(candles)
          .where(eq(candles.instrumentId, id))
          .limit(1);
        if (held) throw new AppError(409, 'in_use');
      }
      await writes.update(tx, id, body);
    },
    remove: writes.remove,
  });

  app.get('/api/trading/instruments/:id/candles/', {
    config: { access: access.can('read', 'Backtest') },
    schema: {
      tags: [tag],
      params: idParams,
      querystring: candleQuerySchema,
      response: { 200: candlesSchema },
    },
    handler: async (request) => {
      const instrument = await findInstrument(p.db, request.params.id);
      const timeframe = request.query.timeframe ?? instrument.baseTimeframe;
      const { data, resampled } = await readCandles(p.db, instrument, timeframe, request.query);
      if (data.time.length > MAX_CANDLES)
        throw new AppError(400, 'too_many_candles', { params: { max: MAX_CANDLES } });
      return {
        instrument_id: instrument.id,
        timeframe,
        resampled,
        candles: barsOf(data),
      };
    },
  });

  for (const dryRun of [true, false]) {
    app.post(
      dryRun
        ? '/api/trading/instruments/:id/candles/import/preview/'
        : '/api/trading/instruments/:id/candles/import/',
      {
        config: { access: access.can('update', 'Backtest') },
        // Years of minute bars run to megabytes: more than the default body limit.
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: {
          tags: [tag],
          params: idParams,
          body: candleImportSchema,
          response: { 200: candleImportResultSchema },
        },
        handler: async (request) => {
          const instrument = await findInstrument(p.db, request.params.id);
          return importCandles(p.db, instrument, request.body, dryRun, request.actor.locale);
        },
      },
    );
  }
}

/** The instrument with this ticker (case ignored), for readers who name it rather than pick it. */
export async function instrumentBySymbol(db: Executor, symbol: string) {
  const [row] = await db
    .select()
    .from(instruments)
    .where(sql`upper(${instruments.symbol}) = ${symbol.trim().toUpperCase()}`);
  if (!row) throw notFound();
  return row;
}
