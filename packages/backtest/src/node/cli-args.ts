import { parseArgs } from 'node:util';
import type { BacktestOptions } from '../engine/options.ts';
import { exitsSchema } from '../rules/rule-schema.ts';
import { findStrategy, type StrategyParams } from '../strategies/registry.ts';
import type { RiskSettings } from '../strategies/risk.ts';

export interface CliRequest {
  data: string;
  /** A built-in strategy's id with its parameters and exits, or the path of a rule set file. */
  strategy: { builtIn: string; params: StrategyParams; risk: RiskSettings } | { rulesFile: string };
  options: BacktestOptions;
  json: boolean;
}

/** Bad command-line input; the message is meant for the user. */
export class UsageError extends Error {}

export const USAGE = `Usage: npm run backtest -- --data FILE --strategy NAME [--param k=v ...]
  [--sl PCT] [--tp PCT] [--trailing ATRS]
       npm run backtest -- --data FILE --rules RULES.json
  options: [--cash 10000] [--commission 0.002] [--spread 0.002] [--margin 1] [--unit 1]
  [--trade-on-close] [--exclusive] [--finalize-trades] [--hedging]
  [--lot 100] [--tick 0.01] [--slippage 0.02] [--slippage-range 0.1] [--json] [--help]
  --lot sizes orders in whole lots, --tick rounds the prices that spread or slippage move (the API's
  round_lots uses the instrument's lot and tick); --slippage is a price amount, --slippage-range a
  fraction of the fill bar's range`;

const EXIT_FLAGS: Record<string, string> = {
  stopLossPct: 'sl',
  takeProfitPct: 'tp',
  trailingAtr: 'trailing',
};

function number(name: string, text: string | undefined, fallback?: number): number | undefined {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value))
    throw new UsageError(`--${name} must be a number, got "${text}"`);
  return value;
}

/** The request, or 'help' when `--help` (`-h`) asks for the usage. */
export function parseCliArgs(argv: string[]): CliRequest | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        data: { type: 'string' },
        strategy: { type: 'string' },
        rules: { type: 'string' },
        param: { type: 'string', multiple: true, default: [] },
        sl: { type: 'string' },
        tp: { type: 'string' },
        trailing: { type: 'string' },
        unit: { type: 'string' },
        cash: { type: 'string' },
        commission: { type: 'string' },
        spread: { type: 'string' },
        margin: { type: 'string' },
        lot: { type: 'string' },
        tick: { type: 'string' },
        slippage: { type: 'string' },
        'slippage-range': { type: 'string' },
        'trade-on-close': { type: 'boolean', default: false },
        exclusive: { type: 'boolean', default: false },
        'finalize-trades': { type: 'boolean', default: false },
        hedging: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const v = parsed.values;
  if (v.help) return 'help';
  if (v.data === undefined) throw new UsageError('--data FILE is required');
  if ((v.strategy === undefined) === (v.rules === undefined))
    throw new UsageError('give either --strategy NAME or --rules FILE');
  return {
    data: v.data,
    strategy:
      v.rules === undefined
        ? { builtIn: builtIn(v.strategy as string), params: params(v.param), risk: exits(v) }
        : ruleFile(v.rules, v),
    json: v.json,
    options: {
      cash: number('cash', v.cash, 10_000),
      commission: number('commission', v.commission, 0),
      spread: number('spread', v.spread, 0),
      margin: number('margin', v.margin, 1),
      unit: number('unit', v.unit, 1),
      tradeOnClose: v['trade-on-close'],
      exclusiveOrders: v.exclusive,
      finalizeTrades: v['finalize-trades'],
      hedging: v.hedging,
      lotSize: number('lot', v.lot),
      tickSize: number('tick', v.tick, 0),
      slippage: number('slippage', v.slippage, 0),
      slippageRange: number('slippage-range', v['slippage-range'], 0),
    },
  };
}

function builtIn(id: string): string {
  try {
    return findStrategy(id).id;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function params(pairs: string[]): StrategyParams {
  const params: StrategyParams = {};
  for (const pair of pairs) {
    const match = /^([A-Za-z]\w*)=(.+)$/.exec(pair);
    if (match === null) throw new UsageError(`--param must look like name=value, got "${pair}"`);
    params[match[1]] = number(`param ${match[1]}`, match[2]) as number;
  }
  return params;
}

type ExitFlags = { sl?: string; tp?: string; trailing?: string };

/** `--sl`, `--tp` and `--trailing`, checked against the rule sets' own limits. */
function exits(v: ExitFlags): RiskSettings {
  const trailing = number('trailing', v.trailing);
  const parsed = exitsSchema.safeParse({
    stopLossPct: number('sl', v.sl),
    takeProfitPct: number('tp', v.tp),
    trailingAtr: trailing === undefined ? undefined : { multiplier: trailing },
  });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new UsageError(`--${EXIT_FLAGS[String(issue.path[0])]}: ${issue.message}`);
}

function ruleFile(path: string, v: ExitFlags & { param: string[] }): { rulesFile: string } {
  if (v.param.length > 0 || v.sl !== undefined || v.tp !== undefined || v.trailing !== undefined)
    throw new UsageError(
      '--param, --sl, --tp and --trailing go with --strategy; a rule set has its own risk',
    );
  return { rulesFile: path };
}
