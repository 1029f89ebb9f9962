// The million-bar instrument the trading benchmarks create through the API: a synthetic one-minute series.
export const MILLION_BAR_INSTRUMENT = {
  symbol: 'BENCH1M',
  market: 'Bench',
  currency: 'USD',
  lot_size: 1,
  tick_size: 0.01,
  timezone: 'UTC',
  base_timeframe: '1m',
  synthetic: true,
};
