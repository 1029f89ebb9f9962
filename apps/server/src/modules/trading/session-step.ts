import { Backtest, type BacktestOptions, type Ohlcv, type StrategyRef } from '@alvorada/backtest';
import type { OpenPosition, PaperLimits, SessionHalt } from '@alvorada/contracts';
import { tradesOutput, type TradeOutput } from './run-compute.ts';

const DAY = 86_400_000;
const MINUTE = 60_000;

/** A fill of the paper broker: signed units (positive buys) at a price; `pnl` when it closed a trade. */
export interface Fill {
  bar: number;
  size: number;
  price: number;
  pnl: number | null;
}

export interface StepInput {
  /** Every bar the session has seen, the new ones included. */
  data: Ohlcv;
  /** Bars processed before this step: the step handles `data` from this index on. */
  from: number;
  strategy: StrategyRef;
  params: Record<string, number>;
  options: BacktestOptions;
  limits: PaperLimits;
  /** When each fill of the last minute happened on the session's clock, and that clock's time now. */
  recentFills: number[];
  now: number;
}

export interface StepOutput {
  /** Bars processed after the step: all of `data`, or up to and including the bar that halted it. */
  to: number;
  fills: Fill[];
  /** Trades closed during the step, numbered after `from`'s. */
  trades: TradeOutput[];
  open: OpenPosition[];
  position: number;
  /** Equity at the close of each bar of the step. */
  equity: number[];
  halt: { reason: SessionHalt; params: Record<string, number | string> } | null;
}

/**
 * One step of a paper session. The account is the backtest of the bars seen so far: the engine runs again
 * over all of them (its indicators look back, never ahead), so the paper broker fills exactly as a backtest
 * of the same candles, and a step repeated after a crash gives the same fills. The step then walks its new
 * bars one by one and stops at the first that breaks a risk limit.
 */
export function sessionStep(input: StepInput): StepOutput {
  const { data, from, limits } = input;
  const n = data.close.length;
  const result = new Backtest(data, input.strategy, input.options).run(input.params);
  const closed = tradesOutput(data, result);
  const opened = result.openTrades.map((t) => ({ ...t, exitBar: Infinity }));
  const held = (bar: number) => [...closed, ...opened].filter((t) => t.entryBar <= bar && t.exitBar > bar);
  const positionAt = (bar: number) => held(bar).reduce((sum, t) => sum + t.size, 0);
  const cash = input.options.cash ?? 10_000;

  const fillsAt = (bar: number): Fill[] => [
    ...closed
      .filter((t) => t.exitBar === bar)
      .map((t) => ({ bar, size: -t.size, price: t.exitPrice, pnl: t.pnl })),
    ...[...closed, ...result.openTrades]
      .filter((t) => t.entryBar === bar)
      .map((t) => ({ bar, size: t.size, price: t.entryPrice, pnl: null })),
  ];

  const fills: Fill[] = [];
  const recent = input.recentFills.filter((at) => at > input.now - MINUTE);
  let halt: StepOutput['halt'] = null;
  let to = from;
  while (to < n && !halt) {
    const bar = to++;
    const barFills = fillsAt(bar);
    fills.push(...barFills);
    recent.push(...barFills.map(() => input.now));
    const equity = result.equity[bar]!;
    const position = Math.abs(positionAt(bar));
    const dayStart = previousDayEquity(data.time, result.equity, bar) ?? cash;
    if (equity <= 0) halt = { reason: 'bankrupt', params: { equity } };
    else if (limits.max_position !== null && position > limits.max_position)
      halt = { reason: 'max_position', params: { position, max: limits.max_position } };
    else if (limits.max_orders_per_minute !== null && recent.length > limits.max_orders_per_minute)
      halt = {
        reason: 'max_orders_per_minute',
        params: { count: recent.length, max: limits.max_orders_per_minute },
      };
    else if (limits.max_daily_loss !== null && dayStart - equity > limits.max_daily_loss)
      halt = { reason: 'max_daily_loss', params: { loss: dayStart - equity, max: limits.max_daily_loss } };
  }
  const last = to - 1;
  return {
    to,
    fills,
    trades: closed.filter((t) => t.exitBar >= from && t.exitBar < to),
    open: held(last).map((t) => ({
      size: t.size,
      entry_bar: t.entryBar,
      entry_time: data.time[t.entryBar]!,
      entry_price: t.entryPrice,
      sl: t.sl ?? null,
      tp: t.tp ?? null,
    })),
    position: last >= 0 ? positionAt(last) : 0,
    equity: Array.from(result.equity.subarray(from, to)),
    halt,
  };
}

/** Equity at the close of the last bar of an earlier UTC day than `bar`'s, if the data has one. */
function previousDayEquity(time: Float64Array, equity: Float64Array, bar: number) {
  const day = Math.floor(time[bar]! / DAY);
  for (let i = bar - 1; i >= 0; i--) if (Math.floor(time[i]! / DAY) < day) return equity[i]!;
  return undefined;
}
