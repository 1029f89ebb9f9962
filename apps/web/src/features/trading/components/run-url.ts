import type { RunKind } from '@alvorada/contracts';

/**
 * The run in the lab's URL: `?run=` a backtest, `?optimization=` an optimisation, `?walk_forward=` a
 * walk-forward, `?monte_carlo=` a Monte Carlo analysis.
 */
export const RUN_URL_PARAMS: Record<RunKind, string> = {
  backtest: 'run',
  optimization: 'optimization',
  walk_forward: 'walk_forward',
  monte_carlo: 'monte_carlo',
};
