/**
 * Bars per call of the long per-bar loops. A loop run once per backtest gets optimised only by
 * on-stack replacement, redone in every run (and slow to arrive when the machine is busy), with the
 * bars before it run unoptimised; a function called for every block of bars is optimised once, as
 * a whole, and stays so.
 */
export const BLOCK = 8192;
