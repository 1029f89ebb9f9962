import { seededRandom } from './param-space.ts';

export interface Distribution {
  /** Sorted ascending. */
  values: Float64Array;
  p5: number;
  p50: number;
  p95: number;
}

export interface MonteCarloResult {
  finalEquity: Distribution;
  /** Maximum drawdown of each simulated path, as a fraction (0.3 = 30 %). */
  maxDrawdown: Distribution;
}

export interface MonteCarloOptions {
  /** Simulated paths. Default 1000. */
  runs?: number;
  /** Starting equity. Default 10 000. */
  cash?: number;
  /** Draw trades with replacement (bootstrap) instead of shuffling them. Default true. */
  bootstrap?: boolean;
  seed?: number;
}

function distribution(values: Float64Array): Distribution {
  values.sort();
  const at = (q: number): number => values[Math.min(values.length - 1, Math.floor(q * values.length))];
  return { values, p5: at(0.05), p50: at(0.5), p95: at(0.95) };
}

/**
 * Resamples the sequence of trade returns (`ReturnPct`, compounded on the whole equity) to show
 * how final equity and maximum drawdown depend on the order and luck of the trades.
 */
export function monteCarlo(returns: Float64Array, options: MonteCarloOptions = {}): MonteCarloResult {
  const runs = options.runs ?? 1000;
  const cash = options.cash ?? 10_000;
  const bootstrap = options.bootstrap ?? true;
  const random = seededRandom(options.seed ?? 1);
  const n = returns.length;
  const order = new Float64Array(returns);
  const finals = new Float64Array(runs);
  const drawdowns = new Float64Array(runs);
  for (let r = 0; r < runs; r++) {
    if (!bootstrap) {
      for (let k = n - 1; k > 0; k--) {
        const j = Math.floor(random() * (k + 1));
        const t = order[k];
        order[k] = order[j];
        order[j] = t;
      }
    }
    let equity = cash;
    let peak = cash;
    let worst = 0;
    for (let k = 0; k < n; k++) {
      equity *= 1 + (bootstrap ? returns[Math.floor(random() * n)] : order[k]);
      if (equity > peak) peak = equity;
      else if (1 - equity / peak > worst) worst = 1 - equity / peak;
    }
    finals[r] = equity;
    drawdowns[r] = worst;
  }
  return { finalEquity: distribution(finals), maxDrawdown: distribution(drawdowns) };
}
