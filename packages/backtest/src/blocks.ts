/**
 * Bars per call of the long per-bar loops. A loop run once per backtest gets optimised only by
 * on-stack replacement, redone in every run (and slow to arrive when the machine is busy), with the
 * bars before it run unoptimised; a function called for every block of bars is optimised once, as
 * a whole, and stays so.
 */
const BLOCK = 8192;

/**
 * The first block of a loop is this short. A function whose first call runs a whole block is
 * optimised inside its loop before the code after the loop has run once; that code then lacks type
 * feedback, and every later call left the optimised loop through a de-optimisation (a hundred per
 * run of the first runs: bench/README.md). A short first call runs to its end unoptimised first.
 */
const FIRST_BLOCK = 64;

/** Where the block that starts at `from` ends, in a loop over `start..end−1` cut into blocks. */
export function blockEnd(from: number, start: number, end: number): number {
  return Math.min(from + (from === start ? FIRST_BLOCK : BLOCK), end);
}
