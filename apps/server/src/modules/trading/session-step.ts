import {
  Backtest,
  MANUAL_TAG,
  type BacktestOptions,
  type Ohlcv,
  type SignalAccount,
  type StrategyRef,
} from '@alvorada/backtest';
import type { OpenPosition, PaperLimits, SessionHalt } from '@alvorada/contracts';
import { tradesOutput, type TradeOutput } from './run-compute.ts';

const DAY = 86_400_000;
const MINUTE = 60_000;
/**
 * Bars of history a resumed step runs the engine over, as a multiple of the indicators' warm-up: a moving
 * average over n bars needs n of them, and after 40 periods the start of an exponential one (Wilder's
 * included) weighs less than a double's last bit.
 */
const WARM_UP_MULTIPLE = 40;

/**
 * A fill of the paper broker: signed units (positive buys) at a price; `pnl` when it closed a trade; `manual`
 * when an order placed by hand made it.
 */
export interface Fill {
  bar: number;
  size: number;
  price: number;
  pnl: number | null;
  manual: boolean;
}

/** What a step leaves for the next one to start from, instead of running the engine over every bar again. */
export interface Carry {
  /** The engine's account at the close of the last bar processed; its entry bar counts from the session's first. */
  account: SignalAccount;
  /** When the open trade entered. */
  entryTime: number;
  /** The indicators' warm-up, in bars. */
  warmup: number;
  /** Equity at the close of the last bar of an earlier UTC day than the last bar processed (null: none). */
  dayStart: number | null;
}

export interface StepInput {
  /** The session's bars from `offset` on, the new ones included. */
  data: Ohlcv;
  /** The session's index of `data`'s first bar: 0 without a carry. */
  offset: number;
  /** Bars processed before this step: the step handles the bars from this index on. */
  from: number;
  /** Trades the session closed before this step. */
  tradesBefore: number;
  /** Bars of history a resumed step runs the engine over at least (see `windowStart`). */
  window: number;
  strategy: StrategyRef;
  params: Record<string, number>;
  options: BacktestOptions;
  limits: PaperLimits;
  /** When each fill of the last minute happened on the session's clock, and that clock's time now. */
  recentFills: number[];
  now: number;
  /** What the previous step left; null runs the engine over every bar from the session's first. */
  carry: Carry | null;
}

export interface StepOutput {
  /** Bars processed after the step: all of them, or up to and including the bar that halted it. */
  to: number;
  fills: Fill[];
  /** Trades closed during the step, numbered after the session's earlier ones. */
  trades: TradeOutput[];
  open: OpenPosition[];
  position: number;
  /** Equity at the close of each bar of the step. */
  equity: number[];
  halt: { reason: SessionHalt; params: Record<string, number | string> } | null;
  /**
   * Where the next step may start from; null when the engine's general broker ran (it carries nothing), before
   * a whole window of bars, and after a halt.
   */
  carry: Carry | null;
}

/** Bars of history a run resumed after `warmup` bars of warm-up needs, for a configured window of `bars`. */
const span = (bars: number, warmup: number) => Math.max(bars, WARM_UP_MULTIPLE * (warmup + 1));

/** The first session bar a step given `carry` reads: a window long enough for the indicators. */
export const windowStart = (carry: Carry | null, from: number, bars: number) =>
  carry ? Math.max(0, from - 1 - span(bars, carry.warmup)) : 0;

/**
 * One step of a paper session. The account is the backtest of the bars seen so far: without a carry the
 * engine runs over all of them (its indicators look back, never ahead), so the paper broker fills exactly as
 * a backtest of the same candles, and a step repeated after a crash gives the same fills. With a carry (a
 * signal strategy with exclusive orders) it resumes the previous step's account on a window of the last bars,
 * long enough for the indicators: the same fills, at a cost that no longer grows with the session's history.
 * The step then walks its new bars one by one and stops at the first that breaks a risk limit.
 */
export function sessionStep(input: StepInput): StepOutput {
  const { data, offset, from, limits, carry } = input;
  const n = offset + data.close.length;
  const cash = input.options.cash ?? 10_000;
  const result = new Backtest(data, input.strategy, input.options).run(
    input.params,
    carry
      ? { bar: from - 1 - offset, account: { ...carry.account, entryBar: carry.account.entryBar - offset } }
      : undefined,
  );
  const timeAt = (bar: number) => (bar >= offset ? data.time[bar - offset]! : carry!.entryTime);
  const equityAt = (bar: number) => result.equity[bar - offset]!;
  // Every trade of the run in session bars; an exit at Infinity is still open.
  const closed = tradesOutput(data, result).map((t) => ({
    ...t,
    entryBar: t.entryBar + offset,
    exitBar: t.exitBar + offset,
    entryTime: timeAt(t.entryBar + offset),
    duration: t.exitTime - timeAt(t.entryBar + offset),
  }));
  const trades = [
    ...closed,
    ...result.openTrades.map((t) => ({ ...t, entryBar: t.entryBar + offset, exitBar: Infinity })),
  ];
  // A fill at a bar's close is known only once the next bar arrives (the engine fills an order when it
  // processes the bar after its signal) but is dated at the signal's bar: the step that reads bar `b` learns
  // the fills dated `b − lag`.
  const lag = input.options.tradeOnClose ? 1 : 0;

  const fills: Fill[] = [];
  const fillsAt = (bar: number): Fill[] => [
    ...closed
      .filter((t) => t.exitBar === bar)
      .map((t) => ({ bar, size: -t.size, price: t.exitPrice, pnl: t.pnl, manual: t.tag === MANUAL_TAG })),
    ...trades
      .filter((t) => t.entryBar === bar)
      .map((t) => ({ bar, size: t.size, price: t.entryPrice, pnl: null, manual: t.tag === MANUAL_TAG })),
  ];
  let position = carry
    ? carry.account.size
    : trades
        .filter((t) => t.entryBar < from - lag && t.exitBar >= from - lag)
        .reduce((sum, t) => sum + t.size, 0);
  let dayStart = carry
    ? carry.dayStart
    : from > 0
      ? previousDayEquity(data.time, result.equity, from - 1)
      : null;
  const recent = input.recentFills.filter((at) => at > input.now - MINUTE);
  let halt: StepOutput['halt'] = null;
  let to = from;
  while (to < n && !halt) {
    const bar = to++;
    if (bar > 0 && day(timeAt(bar)) > day(timeAt(bar - 1))) dayStart = equityAt(bar - 1);
    const barFills = fillsAt(bar - lag);
    fills.push(...barFills);
    recent.push(...barFills.map(() => input.now));
    position += barFills.reduce((sum, f) => sum + f.size, 0);
    const equity = equityAt(bar);
    const loss = (dayStart ?? cash) - equity;
    const size = Math.abs(position);
    if (equity <= 0) halt = { reason: 'bankrupt', params: { equity } };
    else if (limits.max_position !== null && size > limits.max_position)
      halt = { reason: 'max_position', params: { position: size, max: limits.max_position } };
    else if (limits.max_orders_per_minute !== null && recent.length > limits.max_orders_per_minute)
      halt = {
        reason: 'max_orders_per_minute',
        params: { count: recent.length, max: limits.max_orders_per_minute },
      };
    else if (limits.max_daily_loss !== null && loss > limits.max_daily_loss)
      halt = { reason: 'max_daily_loss', params: { loss, max: limits.max_daily_loss } };
  }
  const last = to - 1;
  const known = last - lag;
  const stepTrades = closed.filter((t) => t.exitBar >= from - lag && t.exitBar <= known);
  const { account } = result;
  const warmup = carry?.warmup ?? result.warmup;
  // A carry starts once a whole window lies behind: shorter data can hide an indicator's warm-up.
  const carries = account && !halt && (carry || last >= span(input.window, warmup));
  return {
    to,
    fills,
    trades: stepTrades.map((t, i) => ({ ...t, n: input.tradesBefore + i + 1 })),
    open: trades
      .filter((t) => t.entryBar <= known && t.exitBar > known)
      .map((t) => ({
        size: t.size,
        entry_bar: t.entryBar,
        entry_time: timeAt(t.entryBar),
        entry_price: t.entryPrice,
        sl: t.sl ?? null,
        tp: t.tp ?? null,
      })),
    position: last >= 0 ? position : 0,
    equity: Array.from(result.equity.subarray(from - offset, to - offset)),
    halt,
    carry: carries
      ? {
          account: { ...account, entryBar: account.entryBar + offset },
          entryTime: account.size === 0 ? 0 : timeAt(account.entryBar + offset),
          warmup,
          dayStart,
        }
      : null,
  };
}

const day = (time: number) => Math.floor(time / DAY);

/** Equity at the close of the last bar of an earlier UTC day than `bar`'s, if the data has one. */
function previousDayEquity(time: Float64Array, equity: Float64Array, bar: number) {
  for (let i = bar - 1; i >= 0; i--) if (day(time[i]!) < day(time[bar]!)) return equity[i]!;
  return null;
}
