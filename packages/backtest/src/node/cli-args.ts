import { parseArgs } from 'node:util';
import type { BacktestOptions } from '../engine/options.ts';
import { findStrategy, type StrategyParams } from '../strategies/registry.ts';

export interface CliRequest {
  data: string;
  strategy: string;
  params: StrategyParams;
  options: BacktestOptions;
  json: boolean;
}

/** Bad command-line input; the message is meant for the user. */
export class UsageError extends Error {}

export const USAGE = `Usage: npm run backtest -- --data FILE --strategy NAME [--param k=v ...] [--cash 10000]
  [--commission 0.002] [--spread 0.002] [--margin 1] [--trade-on-close] [--exclusive]
  [--finalize-trades] [--hedging] [--json]`;

function number(name: string, text: string | undefined, fallback?: number): number | undefined {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value))
    throw new UsageError(`--${name} must be a number, got "${text}"`);
  return value;
}

export function parseCliArgs(argv: string[]): CliRequest {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        data: { type: 'string' },
        strategy: { type: 'string' },
        param: { type: 'string', multiple: true, default: [] },
        cash: { type: 'string' },
        commission: { type: 'string' },
        spread: { type: 'string' },
        margin: { type: 'string' },
        'trade-on-close': { type: 'boolean', default: false },
        exclusive: { type: 'boolean', default: false },
        'finalize-trades': { type: 'boolean', default: false },
        hedging: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const v = parsed.values;
  if (v.data === undefined) throw new UsageError('--data FILE is required');
  if (v.strategy === undefined) throw new UsageError('--strategy NAME is required');
  try {
    findStrategy(v.strategy);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const params: StrategyParams = {};
  for (const pair of v.param) {
    const match = /^([A-Za-z]\w*)=(.+)$/.exec(pair);
    if (match === null) throw new UsageError(`--param must look like name=value, got "${pair}"`);
    params[match[1]] = number(`param ${match[1]}`, match[2]) as number;
  }
  return {
    data: v.data,
    strategy: v.strategy,
    params,
    json: v.json,
    options: {
      cash: number('cash', v.cash, 10_000),
      commission: number('commission', v.commission, 0),
      spread: number('spread', v.spread, 0),
      margin: number('margin', v.margin, 1),
      tradeOnClose: v['trade-on-close'],
      exclusiveOrders: v.exclusive,
      finalizeTrades: v['finalize-trades'],
      hedging: v.hedging,
    },
  };
}
