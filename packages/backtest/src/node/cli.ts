import { Backtest, CsvFormatError, type StrategyRef } from '../index.ts';
import { parseCliArgs, UsageError, USAGE } from './cli-args.ts';
import { formatStats } from './format-stats.ts';
import { readOhlcvFile } from './read-ohlcv-file.ts';
import { readRulesFile, RulesFileError } from './read-rules-file.ts';
import { writeJsonResult } from './write-json-result.ts';

/** Runs the CLI; returns the exit code (2 for bad input). */
export function main(argv: string[]): number {
  try {
    const request = parseCliArgs(argv);
    if (request === 'help') {
      process.stdout.write(USAGE + '\n');
      return 0;
    }
    const { strategy } = request;
    const ref: StrategyRef =
      'rulesFile' in strategy
        ? { rules: readRulesFile(strategy.rulesFile) }
        : { builtIn: strategy.builtIn, risk: strategy.risk };
    const data = readOhlcvFile(request.data);
    const backtest = new Backtest(data, ref, request.options);
    const result = backtest.run('params' in strategy ? strategy.params : {});
    if (request.json) writeJsonResult(result, data.time, (chunk) => process.stdout.write(chunk));
    else process.stdout.write(formatStats(result.stats) + '\n');
    return 0;
  } catch (error) {
    const usage = error instanceof UsageError;
    process.stderr.write(`backtest: ${(error as Error).message}\n${usage ? USAGE + '\n' : ''}`);
    const badInput =
      usage ||
      error instanceof RangeError ||
      error instanceof CsvFormatError ||
      error instanceof RulesFileError ||
      (error as NodeJS.ErrnoException).code === 'ENOENT';
    return badInput ? 2 : 1;
  }
}
