import { and, count, eq, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { barAt, type Ohlcv } from '@alvorada/backtest';
import type { Timeframe } from '@alvorada/contracts';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { insertMany } from '../../platform/db/insert-many.ts';
import { AppError } from '../../platform/http/errors.ts';
import { dayRange, type DateRange } from './day-range.ts';
import { candles, instruments } from './schema.ts';
import { coarser, resample } from './timeframes.ts';

export type InstrumentRow = typeof instruments.$inferSelect;

/** `from` and `to` are whole days, both included. */
function rangeWhere(range: DateRange): SQL | undefined {
  const { start, end } = dayRange(range);
  return and(
    start === undefined ? undefined : gte(candles.time, start),
    end === undefined ? undefined : lt(candles.time, end),
  );
}

/** A column of the selected candles in time order, as one array: a million rows cost seconds, one row not. */
const series = (column: AnyColumn) =>
  sql<number[]>`coalesce(array_agg(${column}::float8 order by ${candles.time}), '{}')`;

async function stored(db: Executor, instrumentId: number, timeframe: Timeframe, range: DateRange) {
  const [row] = await db
    .select({
      time: series(candles.time),
      open: series(candles.open),
      high: series(candles.high),
      low: series(candles.low),
      close: series(candles.close),
      volume: series(candles.volume),
    })
    .from(candles)
    .where(and(eq(candles.instrumentId, instrumentId), eq(candles.timeframe, timeframe), rangeWhere(range)));
  return {
    time: Float64Array.from(row!.time),
    open: Float64Array.from(row!.open),
    high: Float64Array.from(row!.high),
    low: Float64Array.from(row!.low),
    close: Float64Array.from(row!.close),
    volume: Float64Array.from(row!.volume),
  } satisfies Ohlcv;
}

async function hasTimeframe(db: Executor, instrumentId: number, timeframe: Timeframe) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(candles)
    .where(and(eq(candles.instrumentId, instrumentId), eq(candles.timeframe, timeframe)))
    .limit(1);
  return Boolean(row);
}

/**
 * An instrument's bars in `timeframe` over the range: stored ones when that timeframe was imported, else
 * resampled from the base timeframe. A timeframe finer than the base answers 400.
 */
export async function readCandles(
  db: Executor,
  instrument: InstrumentRow,
  timeframe: Timeframe,
  range: DateRange,
): Promise<{ data: Ohlcv; resampled: boolean }> {
  const base = instrument.baseTimeframe;
  if (timeframe === base || (await hasTimeframe(db, instrument.id, timeframe)))
    return { data: await stored(db, instrument.id, timeframe, range), resampled: false };
  if (!coarser(timeframe, base))
    throw new AppError(400, 'timeframe_too_fine', {
      params: { symbol: instrument.symbol, base },
      fields: { timeframe: ['timeframe_unavailable'] },
    });
  const data = await stored(db, instrument.id, base, range);
  return { data: resample(data, timeframe, base, instrument.timezone), resampled: true };
}

/** Bar tuples of `timeframe` in the data's time span, by time: what an import compares with. */
export async function storedBars(db: Executor, instrumentId: number, timeframe: Timeframe, data: Ohlcv) {
  const n = data.time.length;
  const rows = n
    ? await db
        .select()
        .from(candles)
        .where(
          and(
            eq(candles.instrumentId, instrumentId),
            eq(candles.timeframe, timeframe),
            gte(candles.time, data.time[0]!),
            lt(candles.time, data.time[n - 1]! + 1),
          ),
        )
    : [];
  return new Map(rows.map((r) => [r.time, [r.open, r.high, r.low, r.close, r.volume]]));
}

/** How many bars the instrument stores, over all its timeframes. */
export async function storedCount(db: Executor, instrumentId: number) {
  const [row] = await db.select({ n: count() }).from(candles).where(eq(candles.instrumentId, instrumentId));
  return row!.n;
}

/** Holds the instrument's row until the transaction ends: writers of its candles wait for one another. */
export async function lockInstrument(tx: Tx, instrumentId: number) {
  await tx
    .select({ id: instruments.id })
    .from(instruments)
    .where(eq(instruments.id, instrumentId))
    .for('update');
}

/** Writes bars (new or replacing those at the same time) in statements of a bounded size. */
export async function writeBars(
  tx: Tx,
  instrumentId: number,
  timeframe: Timeframe,
  data: Ohlcv,
  indexes: number[],
) {
  const rows = indexes.map((i) => ({ instrumentId, timeframe, ...barAt(data, i) }));
  await insertMany(tx, candles, rows, {
    upsert: {
      target: [candles.instrumentId, candles.timeframe, candles.time],
      set: [candles.open, candles.high, candles.low, candles.close, candles.volume],
    },
  });
}
