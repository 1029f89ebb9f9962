import type { TradeColumns } from '../engine/trade-log.ts';
import { ceilDuration } from './data-period.ts';

/** `exp(mean(log(1 + r))) − 1`, a NaN return counting as 0 (pandas' `fillna(0)`); 0 when a return is −100 % or worse. */
export function geometricMean(returns: Float64Array): number {
  let sum = 0;
  for (let k = 0; k < returns.length; k++) {
    const x = returns[k] + 1;
    if (x <= 0) return 0;
    if (x === x) sum += Math.log(x);
  }
  return Math.exp(sum / (returns.length || NaN)) - 1;
}

/** How many bars lie within at least one trade's `[EntryBar, ExitBar]`. */
function barsHeld(entryBar: Float64Array, exitBar: Float64Array, n: number): number {
  let sorted = true;
  for (let k = 1; k < n && sorted; k++) sorted = entryBar[k] >= entryBar[k - 1];
  const order = sorted
    ? undefined
    : Array.from({ length: n }, (_, k) => k).sort((a, b) => entryBar[a] - entryBar[b]);
  let held = 0;
  let coveredTo = -1;
  for (let j = 0; j < n; j++) {
    const k = order === undefined ? j : order[j];
    const from = Math.max(entryBar[k], coveredTo + 1);
    if (exitBar[k] >= from) {
      held += exitBar[k] - from + 1;
      coveredTo = exitBar[k];
    }
  }
  return held;
}

export interface TradeStats {
  exposure: number;
  commissions: number;
  count: number;
  winRate: number;
  best: number;
  worst: number;
  geometricMean: number;
  maxDuration: number;
  averageDuration: number;
  profitFactor: number;
  expectancy: number;
  sqn: number;
  kelly: number;
}

export function tradeStats(trades: TradeColumns, time: Float64Array, resolution: number): TradeStats {
  const n = trades.count;
  const { PnL, ReturnPct, EntryBar, ExitBar, Commission } = trades;
  let commissions = 0;
  let wins = 0;
  let best = -Infinity;
  let worst = Infinity;
  let gains = 0;
  let losses = 0;
  let returnSum = 0;
  let plSum = 0;
  let winSum = 0;
  let lossSum = 0;
  let lossCount = 0;
  let maxDuration = -Infinity;
  let durationSum = 0;
  for (let k = 0; k < n; k++) {
    commissions += Commission[k];
    const pl = PnL[k];
    const r = ReturnPct[k];
    plSum += pl;
    if (pl > 0) {
      wins++;
      winSum += pl;
    } else if (pl < 0) {
      lossCount++;
      lossSum += pl;
    }
    if (r > best) best = r;
    if (r < worst) worst = r;
    if (r > 0) gains += r;
    else if (r < 0) losses += r;
    returnSum += r;
    const duration = time[ExitBar[k]] - time[EntryBar[k]];
    if (duration > maxDuration) maxDuration = duration;
    durationSum += duration;
  }
  const plMean = plSum / n;
  let squares = 0;
  for (let k = 0; k < n; k++) squares += (PnL[k] - plMean) ** 2;
  const plStd = Math.sqrt(squares / (n - 1));
  const winRate = n === 0 ? NaN : wins / n;
  return {
    exposure: (barsHeld(EntryBar, ExitBar, n) / time.length) * 100,
    commissions,
    count: n,
    winRate: winRate * 100,
    best: n === 0 ? NaN : best * 100,
    worst: n === 0 ? NaN : worst * 100,
    geometricMean: geometricMean(ReturnPct) * 100,
    maxDuration: n === 0 ? NaN : ceilDuration(maxDuration, resolution),
    averageDuration: n === 0 ? NaN : ceilDuration(durationSum / n, resolution),
    profitFactor: gains / (Math.abs(losses) || NaN),
    expectancy: (returnSum / n) * 100,
    sqn: (Math.sqrt(n) * plMean) / (plStd || NaN),
    kelly: winRate - (1 - winRate) / (winSum / wins / -(lossSum / lossCount)),
  };
}
