import { Backtest, isOverlay } from '@alvorada/backtest';
import { engineOptionsOf, type IndicatorLines } from '@alvorada/contracts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { readCandles } from './candle-store.ts';
import { MAX_CANDLES } from './instrument-service.ts';
import { findInstrument } from './instrument-store.ts';
import type { runs } from './schema.ts';
import { strategyRef } from './strategy-definition.ts';

/**
 * The indicators a backtest's strategy declared, over the candles its chart draws, for those that sit on the
 * price scale: the run is computed again (its data, version and settings are stored; the engine is
 * deterministic), which on the candles a chart can hold takes milliseconds.
 */
export async function runIndicators(db: Executor, run: typeof runs.$inferSelect): Promise<IndicatorLines> {
  const instrument = await findInstrument(db, run.instrumentId);
  const { data } = await readCandles(db, instrument, run.timeframe, { from: run.fromDate, to: run.toDate });
  if (data.time.length > MAX_CANDLES)
    throw new AppError(400, 'too_many_candles', { params: { max: MAX_CANDLES } });
  if (data.time.length < 2) return { lines: [] };
  const result = new Backtest(
    data,
    strategyRef(run.definition),
    engineOptionsOf(run.settings, instrument.lotSize, instrument.tickSize),
  ).run(run.params);
  return {
    lines: Object.entries(result.indicators)
      .filter(([, values]) => isOverlay(values, data.close))
      .map(([name, values]) => ({
        name,
        values: Array.from(values, (v) => (Number.isFinite(v) ? v : null)),
      })),
  };
}
