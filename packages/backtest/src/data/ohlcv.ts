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
