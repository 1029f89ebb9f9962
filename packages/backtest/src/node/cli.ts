import { CsvFormatError } from '../data/csv.ts';
import { runBacktest } from '../engine/run-backtest.ts';
import type { BacktestResult } from '../engine/run-result.ts';
import { createStrategy } from '../strategies/registry.ts';
import { parseCliArgs, UsageError, USAGE } from './cli-args.ts';
import { formatStats } from './format-stats.ts';
import { readOhlcvFile } from './read-ohlcv-file.ts';

/** The run as one JSON-ready object: stats (table field names), trades (one record each), equity. */
function toJson(result: BacktestResult, time: Float64Array): object {
  const t = result.trades;
  const trades = Array.from({ length: t.count }, (_, k) => ({
    Size: t.Size[k],
    EntryBar: t.EntryBar[k],
    ExitBar: t.ExitBar[k],
    EntryPrice: t.EntryPrice[k],
    ExitPrice: t.ExitPrice[k],
    SL: t.SL[k],
    TP: t.TP[k],
    PnL: t.PnL[k],
    Commission: t.Commission[k],
    ReturnPct: t.ReturnPct[k],
    EntryTime: new Date(time[t.EntryBar[k]]).toISOString(),
    ExitTime: new Date(time[t.ExitBar[k]]).toISOString(),
    Duration: time[t.ExitBar[k]] - time[t.EntryBar[k]],
    Tag: t.Tag[k] ?? null,
  }));
  return { stats: result.stats, trades, equity: Array.from(result.equity) };
}

/** Runs the CLI; returns the exit code (2 for bad input). */
export function main(argv: string[]): number {
  try {
    const request = parseCliArgs(argv);
    const data = readOhlcvFile(request.data);
    const result = runBacktest(data, createStrategy(request.strategy, request.params), request.options);
    const replacer = (_key: string, value: unknown) =>
      typeof value === 'number' && !Number.isFinite(value) ? null : value;
    process.stdout.write(
      request.json
        ? JSON.stringify(toJson(result, data.time), replacer) + '\n'
        : formatStats(result.stats) + '\n',
    );
    return 0;
  } catch (error) {
    const usage = error instanceof UsageError;
    process.stderr.write(`backtest: ${(error as Error).message}\n${usage ? USAGE + '\n' : ''}`);
    const badInput =
      usage ||
      error instanceof RangeError ||
      error instanceof CsvFormatError ||
      (error as NodeJS.ErrnoException).code === 'ENOENT';
    return badInput ? 2 : 1;
  }
}

if (import.meta.main) process.exitCode = main(process.argv.slice(2));
