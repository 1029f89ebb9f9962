import { geometricMean } from './trade-stats.ts';

export interface Annualised {
  /** `(1 + g)^p − 1`, `g` the geometric mean return: a fraction. */
  annualReturn: number;
  /** In percent, backtesting.py's compounding formula over the variance of the returns. */
  volatility: number;
  /** Sum of the squares of the negative returns. */
  downside: number;
  /** Returns that are not NaN. */
  count: number;
}

/**
 * backtesting.py's annualised return and volatility of calendar-period returns, `p` periods a year. Like
 * pandas, mean and variance skip NaN returns (0 / 0 once a bankrupt account sits at zero).
 */
export function annualised(returns: Float64Array, p: number): Annualised {
  const g = geometricMean(returns);
  const annualReturn = (1 + g) ** p - 1;
  let mean = 0;
  let count = 0;
  for (let k = 0; k < returns.length; k++) {
    const r = returns[k];
    if (r === r) {
      mean += r;
      count++;
    }
  }
  mean /= count;
  let squares = 0;
  let downside = 0;
  for (let k = 0; k < returns.length; k++) {
    const r = returns[k];
    if (r !== r) continue;
    squares += (r - mean) ** 2;
    if (r < 0) downside += r * r;
  }
  const variance = squares / (count - 1);
  const volatility = Math.sqrt((variance + (1 + g) ** 2) ** p - (1 + g) ** (2 * p)) * 100;
  return { annualReturn, volatility, downside, count };
}
