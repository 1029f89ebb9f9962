import { blockEnd } from '../blocks.ts';
import type { Ohlcv } from '../data/ohlcv.ts';
import { computeStats } from '../stats/compute-stats.ts';
import { Broker } from './broker.ts';
import { MANUAL_TAG, resolveOptions, type BacktestOptions, type ManualOrder } from './options.ts';
import type { BacktestResult, OpenTrade } from './run-result.ts';
import { runSignalLoop, type SignalAccount } from './signal-loop.ts';
import { StrategyContext, type IndicatorOptions, type InitContext, type Strategy } from './strategy.ts';
import { TradeLog } from './trade-log.ts';
import { assertValidOhlcv } from './validate-data.ts';

interface Declared {
  values: Float64Array | (() => Float64Array);
  firstValue: number;
  scatter: boolean;
}

function firstValue(values: Float64Array): number {
  for (let k = 0; k < values.length; k++) if (values[k] === values[k]) return k;
  return 0;
}

/**
 * Where a run takes over from an earlier one: the account at the close of bar `bar` of this run's data,
 * before that bar's orders fill (see `BacktestResult.account`). The run trades from that bar on; the bars
 * before it only warm the indicators up. Only the signal loop (a signal strategy with exclusive orders,
 * without hedging) carries its account so.
 */
export interface Resume {
  bar: number;
  account: SignalAccount;
}

/**
 * Runs `strategy` over `data` with backtesting.py 0.6.6 semantics and computes the statistics.
 * The strategy object is initialised by the run (use a fresh one per run).
 */
export function runBacktest(
  data: Ohlcv,
  strategy: Strategy,
  options: BacktestOptions = {},
  resume?: Resume,
): BacktestResult {
  assertValidOhlcv(data);
  const resolved = resolveOptions(options);
  const n = data.close.length;
  const declared = new Map<string, Declared>();
  const init: InitContext = {
    data,
    indicator(name: string, values: Float64Array, opts?: IndicatorOptions): Float64Array {
      if (values.length !== n)
        throw new RangeError(`indicator ${name} has ${values.length} values for ${n} bars`);
      declared.set(name, { values, firstValue: firstValue(values), scatter: opts?.scatter ?? false });
      return values;
    },
    lazyIndicator(name: string, first: number, compute: () => Float64Array, opts?: IndicatorOptions): void {
      declared.set(name, { values: compute, firstValue: first, scatter: opts?.scatter ?? false });
    },
  };
  strategy.init(init);
  let warmup = 0;
  for (const d of declared.values()) if (!d.scatter) warmup = Math.max(warmup, d.firstValue);
  if (resume && !(resume.bar > warmup && resume.bar < n))
    throw new RangeError(`a run resumes after the indicators' warm-up (${warmup}) and before the last bar`);
  const start = resume ? resume.bar : warmup + 1;

  const equity = new Float64Array(n);
  const signal = strategy.marketSignal?.();
  let log: TradeLog;
  let openTrades: OpenTrade[];
  let account: SignalAccount | undefined;
  const manual = resolved.manualOrders;
  if (signal !== undefined && resolved.exclusiveOrders && !resolved.hedging && manual.length === 0) {
    account = resume ? { ...resume.account } : { cash: resolved.cash, size: 0, entry: 0, entryBar: 0 };
    log = new TradeLog(signalCount(signal, start) + 1);
    openTrades = runSignalLoop(data, signal, start, resolved, equity, log, account);
  } else {
    if (resume) throw new RangeError('only a signal strategy with exclusive orders resumes a run');
    const broker = new Broker(data, resolved);
    runBrokerLoop(data, strategy, broker, start, resolved.finalizeTrades, equity, manual);
    log = broker.closed;
    openTrades = broker.trades.map((t) => ({
      size: t.size,
      entryBar: t.entryBar,
      entryPrice: t.entryPrice,
      sl: t.slPrice === t.slPrice ? t.slPrice : undefined,
      tp: t.tpPrice === t.tpPrice ? t.tpPrice : undefined,
      tag: t.tag,
    }));
  }
  equity.fill(start < n ? equity[start] : resolved.cash, 0, Math.min(start, n));

  const trades = log.columns();
  const computed = computeStats(data, equity, trades, warmup);
  const indicators = indicatorRecord(declared);
  return {
    stats: computed.stats,
    trades,
    equity,
    get drawdown() {
      return computed.drawdown;
    },
    openTrades,
    indicators,
    warmup,
    account,
  };
}

/**
 * The declared indicators by name; a lazy one is computed on first read and kept, and can be replaced
 * or deleted like the others.
 */
function indicatorRecord(declared: Map<string, Declared>): Record<string, Float64Array> {
  const indicators: Record<string, Float64Array> = {};
  for (const [name, { values }] of declared) {
    if (typeof values !== 'function') {
      indicators[name] = values;
      continue;
    }
    let computed: Float64Array | undefined;
    Object.defineProperty(indicators, name, {
      get: () => (computed ??= values()),
      set: (replaced: Float64Array) => (computed = replaced),
      enumerable: true,
      configurable: true,
    });
  }
  return indicators;
}

/** Signals from bar `start` on: every closed trade but a last one (bust, finalised) is closed by one. */
function signalCount(signal: Int8Array, start: number): number {
  const end = signal.length;
  // Four signals a step over the aligned middle, read as 32-bit words.
  let first = Math.min(start, end);
  while (first < end && (signal.byteOffset + first) % 4 !== 0) first++;
  const words = (end - first) >> 2;
  let count = oddBytes(signal, start, first) + oddBytes(signal, first + words * 4, end);
  if (words === 0) return count; // a short tail may have no aligned word, and no view can start there
  const view = new Int32Array(signal.buffer, signal.byteOffset + first, words);
  for (let from = 0, to: number; from < words; from = to) {
    to = blockEnd(from, 0, words);
    count += oddBytesInWords(view, from, to);
  }
  return count;
}

/** How many of `signal[from..to−1]` are odd (±1). */
function oddBytes(signal: Int8Array, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) count += signal[i] & 1;
  return count;
}

/** How many bytes of `words[from..to−1]` are odd: the low bit of each byte, summed by a multiplication. */
function oddBytesInWords(words: Int32Array, from: number, to: number): number {
  let count = 0;
  for (let k = from; k < to; k++) count += Math.imul(words[k] & 0x01010101, 0x01010101) >>> 24;
  return count;
}

function runBrokerLoop(
  data: Ohlcv,
  strategy: Strategy,
  broker: Broker,
  start: number,
  finalizeTrades: boolean,
  equity: Float64Array,
  manual: readonly ManualOrder[],
): void {
  const n = data.close.length;
  const ctx = new StrategyContext(data, broker);
  for (let i = start; i < n; i++) {
    const value = broker.step(i);
    equity[i] = value;
    if (value <= 0) {
      broker.liquidate();
      equity.fill(0, i);
      return;
    }
    strategy.next(ctx, i);
    for (const order of manual) if (order.bar === i) placeManualOrder(broker, order);
  }
  if (finalizeTrades && start < n) {
    for (const t of broker.trades.slice()) t.close();
    const value = broker.step(n - 1);
    equity[n - 1] = value;
    if (value <= 0) {
      broker.liquidate();
      equity[n - 1] = 0;
    }
  }
}

/** A manual order, after the strategy's of the same bar; a closed trade is tagged manual for its exit. */
function placeManualOrder(broker: Broker, order: ManualOrder): void {
  if (order.side === 'close') {
    for (const t of broker.trades.slice()) {
      t.tag = MANUAL_TAG;
      t.close();
    }
    return;
  }
  broker.placeOrder(order.side === 'buy' ? 1 : -1, { units: order.units, tag: MANUAL_TAG });
}
