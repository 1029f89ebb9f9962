/** Columnar market data: one typed array per field, all of the same length, sorted by time. */
export interface Ohlcv {
  /** Bar open time, epoch milliseconds (UTC). */
  time: Float64Array;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;
}

/** One bar as rows of a table or an API carry it. */
export interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** Bars in time order as columnar data. */
export const ohlcvOf = (bars: readonly Bar[]): Ohlcv => ({
  time: Float64Array.from(bars, (b) => b.time),
  open: Float64Array.from(bars, (b) => b.open),
  high: Float64Array.from(bars, (b) => b.high),
  low: Float64Array.from(bars, (b) => b.low),
  close: Float64Array.from(bars, (b) => b.close),
  volume: Float64Array.from(bars, (b) => b.volume),
});

/** Bar `i` of columnar data. */
export const barAt = (data: Ohlcv, i: number): Bar => ({
  time: data.time[i]!,
  open: data.open[i]!,
  high: data.high[i]!,
  low: data.low[i]!,
  close: data.close[i]!,
  volume: data.volume[i]!,
});

/** Columnar data as bars in time order (what `ohlcvOf` takes). */
export const barsOf = (data: Ohlcv): Bar[] => Array.from(data.time, (_, i) => barAt(data, i));

/** Columns being built bar by bar, a plain array per field. */
export type OhlcvColumns = Record<keyof Ohlcv, number[]>;

export const emptyColumns = (): OhlcvColumns => ({ time: [], open: [], high: [], low: [], close: [], volume: [] });

/** Bars `from..to−1` of built columns as columnar data. */
export function ohlcvOfColumns(columns: OhlcvColumns, from = 0, to = columns.time.length): Ohlcv {
  const typed = (values: number[]) => Float64Array.from(values.slice(from, to));
  const { time, open, high, low, close, volume } = columns;
  return {
    time: typed(time),
    open: typed(open),
    high: typed(high),
    low: typed(low),
    close: typed(close),
    volume: typed(volume),
  };
}
