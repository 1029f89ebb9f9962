import type { BacktestReport as EngineReport, BacktestResult, Ohlcv } from '@alvorada/backtest';
import { backtestReport } from '@alvorada/backtest';
import type { BacktestReport } from '@alvorada/contracts';

/** Points a per-bar series of the report keeps at most, as many as the equity curve. */
export const REPORT_POINTS = 4000;

const finite = (value: number) => (Number.isFinite(value) ? value : null);

/** Every `k`-th index of `length` so that at most `max` are kept, the last one always. */
export function sampledIndexes(length: number, max: number): number[] {
  const stride = Math.max(1, Math.ceil(length / max));
  const indexes: number[] = [];
  for (let i = 0; i < length; i += stride) indexes.push(i);
  if (length > 0 && indexes.at(-1) !== length - 1) indexes.push(length - 1);
  return indexes;
}

function bars(time: Float64Array, report: EngineReport): BacktestReport['bars'] {
  const kept = sampledIndexes(time.length, REPORT_POINTS);
  return {
    time: kept.map((i) => time[i]!),
    benchmark: kept.map((i) => report.benchmark[i]!),
    exposure: kept.map((i) => finite(report.exposure[i]!)),
  };
}

function rolling({ rolling: r }: EngineReport): BacktestReport['rolling'] {
  const kept = sampledIndexes(r.time.length, REPORT_POINTS);
  return {
    window: r.window,
    unit: r.unit,
    periods_per_year: r.periodsPerYear,
    time: kept.map((i) => r.time[i]!),
    sharpe: kept.map((i) => finite(r.sharpe[i]!)),
    volatility: kept.map((i) => finite(r.volatility[i]!)),
  };
}

/** The engine's report of a backtest in API shape: long series thinned out, NaN as null, bars as times. */
export function reportOutput(data: Ohlcv, result: BacktestResult): BacktestReport {
  const report = backtestReport(data, result);
  const { time } = data;
  return {
    bars: bars(time, report),
    rolling: rolling(report),
    monthly: report.monthly.map((year) => ({
      year: year.year,
      months: year.months.map((r) => (r === null ? null : finite(r))),
      total: finite(year.total),
    })),
    drawdowns: report.drawdowns.map((d) => ({
      start: time[d.start]!,
      valley: time[d.valley]!,
      recovery: d.recovered ? time[d.end]! : null,
      depth: d.depth,
      duration: d.duration,
    })),
  };
}
