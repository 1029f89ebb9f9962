import { monteCarlo, type Distribution } from '@alvorada/backtest';
import type { Histogram, MonteCarlo, MonteCarloRequest } from '@alvorada/contracts';

/** Bars of each histogram. */
export const HISTOGRAM_BINS = 30;
/**
 * Trades drawn at most by one analysis (paths × trades): it keeps the longest one, on its worker thread, to
 * a fraction of a second.
 */
export const MAX_MONTE_CARLO_STEPS = 20_000_000;

/**
 * `sorted` in `bins` bins of equal width from its lowest to its highest value; one bin when all are equal,
 * to rounding (shuffled trades compound to the same final equity in any order, but for the last bits).
 */
export function histogram(sorted: Float64Array, bins = HISTOGRAM_BINS): Histogram {
  const low = sorted[0] ?? 0;
  const high = sorted[sorted.length - 1] ?? 0;
  if (!(high - low > 1e-9 * Math.max(Math.abs(low), Math.abs(high))))
    return { edges: [low, high], counts: [sorted.length] };
  const width = (high - low) / bins;
  const edges = Array.from({ length: bins + 1 }, (_, i) => (i === bins ? high : low + i * width));
  const counts = new Array<number>(bins).fill(0);
  for (const value of sorted) counts[Math.min(bins - 1, Math.floor((value - low) / width))]!++;
  return { edges, counts };
}

const summary = ({ p5, p50, p95, values }: Distribution) => ({ p5, p50, p95, histogram: histogram(values) });

/** The engine's Monte Carlo over a run's trade returns (fractions, in trade order), as percentiles and bins. */
export function monteCarloSummary(returns: number[], draws: MonteCarloRequest, cash: number): MonteCarlo {
  const result = monteCarlo(Float64Array.from(returns), { ...draws, cash });
  return {
    ...draws,
    cash,
    trade_count: returns.length,
    final_equity: summary(result.finalEquity),
    max_drawdown: summary(result.maxDrawdown),
  };
}
