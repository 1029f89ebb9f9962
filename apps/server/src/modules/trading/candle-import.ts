import { CsvFormatError, parseCsv, type Ohlcv } from '@alvorada/backtest';
import type { CandleImport, CandleImportResult, Locale } from '@alvorada/contracts';
import type { Db, Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { translate } from '../../platform/http/messages.ts';
import { lockInstrument, storedBars, storedCount, writeBars, type InstrumentRow } from './candle-store.ts';
import { fileProblem, type FileProblem } from './csv-problems.ts';
import { otherSymbols } from './csv-symbols.ts';
import { coarser, isDateLabelled, utcOffsetMinutes } from './timeframes.ts';

/** Field errors named `<row>.<column>`, as many as a response reasonably carries. */
const LISTED_PROBLEMS = 200;

function parse(content: string, instrument: InstrumentRow, dateLabelled: boolean) {
  try {
    // Times written without a zone are the market's (intraday) or session dates (daily and longer).
    const offset = dateLabelled ? 0 : utcOffsetMinutes(instrument.timezone, Date.now());
    return { data: parseCsv(content, { utcOffsetMinutes: offset }), problems: [] };
  } catch (error) {
    if (error instanceof CsvFormatError) return { data: null, problems: error.problems.map(fileProblem) };
    throw error;
  }
}

const explained = (problem: FileProblem, locale: Locale) => translate(problem.code, locale, problem.params);

function rejection(problems: FileProblem[], locale: Locale) {
  const first = problems[0]!;
  return new AppError(400, 'csv_rejected', {
    params: {
      count: problems.length,
      row: first.row,
      column: first.column || '—',
      problem: explained(first, locale),
    },
    fields: Object.fromEntries(
      problems.slice(0, LISTED_PROBLEMS).map((p) => [`${p.row}.${p.column || 'file'}`, [p.code]]),
    ),
  });
}

const same = (data: Ohlcv, i: number, stored: number[]) =>
  stored[0] === data.open[i] &&
  stored[1] === data.high[i] &&
  stored[2] === data.low[i] &&
  stored[3] === data.close[i] &&
  stored[4] === data.volume[i];

/** Most bars one import may hold, and most an instrument may store over all its timeframes. */
export interface CandleLimits {
  perImport: number;
  perInstrument: number;
}

/** Refuses an import that would take the instrument past its cap, counting what it already stores. */
async function assertRoom(db: Executor, instrument: InstrumentRow, added: number, limits: CandleLimits) {
  const stored = await storedCount(db, instrument.id);
  if (added && stored + added > limits.perInstrument)
    throw new AppError(409, 'candles_per_instrument_exceeded', {
      params: { symbol: instrument.symbol, max: limits.perInstrument, stored, added },
    });
}

/**
 * Reads bars from a CSV file with the engine's parser (backtesting.py's OHLCV layout, Yahoo, MetaTrader,
 * Profit/B3 and others) and, unless `dryRun`, writes them in one transaction: new times are added and
 * existing ones replaced. A file with any problem, or past a limit, writes nothing and says why.
 */
export async function importCandles(
  db: Db,
  instrument: InstrumentRow,
  request: CandleImport,
  {
    dryRun,
    locale,
    limits,
    visibleSymbols,
  }: {
    dryRun: boolean;
    locale: Locale;
    limits: CandleLimits;
    /** The symbols of the instruments the importer sees, asked for only when the file names another asset. */
    visibleSymbols: () => Promise<string[]>;
  },
): Promise<CandleImportResult> {
  const timeframe = request.timeframe ?? instrument.baseTimeframe;
  if (coarser(instrument.baseTimeframe, timeframe))
    throw new AppError(400, 'timeframe_too_fine', {
      params: { symbol: instrument.symbol, base: instrument.baseTimeframe },
      fields: { timeframe: ['timeframe_unavailable'] },
    });
  const parsed = parse(request.content, instrument, isDateLabelled(timeframe));
  const problems = [
    ...parsed.problems,
    ...(await otherSymbols(request.content, instrument.symbol, visibleSymbols)),
  ].sort((a, b) => a.row - b.row);
  const { data } = parsed;
  if (!data || problems.length) {
    if (!dryRun) throw rejection(problems, locale);
    const errors = problems.map((p) => ({
      row: p.row,
      column: p.column,
      code: p.code,
      message: explained(p, locale),
    }));
    return { timeframe, rows: 0, inserted: 0, updated: 0, unchanged: 0, first: null, last: null, errors };
  }
  if (data.time.length > limits.perImport)
    throw new AppError(400, 'candles_per_import_exceeded', {
      params: { rows: data.time.length, max: limits.perImport },
    });
  const existing = await storedBars(db, instrument.id, timeframe, data);
  const inserted: number[] = [];
  const updated: number[] = [];
  for (let i = 0; i < data.time.length; i++) {
    const stored = existing.get(data.time[i]!);
    if (!stored) inserted.push(i);
    else if (!same(data, i, stored)) updated.push(i);
  }
  if (dryRun) await assertRoom(db, instrument, inserted.length, limits);
  else
    await db.transaction(async (tx) => {
      // Imports into one instrument take turns, so that two of them cannot pass its cap together.
      await lockInstrument(tx, instrument.id);
      await assertRoom(tx, instrument, inserted.length, limits);
      await writeBars(tx, instrument.id, timeframe, data, [...inserted, ...updated]);
    });
  const rows = data.time.length;
  return {
    timeframe,
    rows,
    inserted: inserted.length,
    updated: updated.length,
    unchanged: rows - inserted.length - updated.length,
    first: data.time[0] ?? null,
    last: data.time[rows - 1] ?? null,
    errors: [],
  };
}
