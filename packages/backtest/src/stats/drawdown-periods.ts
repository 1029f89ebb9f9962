/** A fall of the equity below its running peak, from the peak to the bar where it is back at the peak. */
export interface DrawdownPeriod {
  /** Bar of the peak. */
  start: number;
  /** Bar of the lowest equity. */
  valley: number;
  /** Bar where the equity is back at the peak, or the last bar when it never was. */
  end: number;
  recovered: boolean;
  /** `1 − lowest / peak`, a fraction. */
  depth: number;
}

/**
 * Every drawdown of an equity curve, in time order, as the engine's statistics delimit them: a span between
 * consecutive bars at a new peak (a bar not below the running peak), the last one open when the data ends
 * below the peak. The deepest one's depth is the engine's maximum drawdown.
 */
export function drawdownPeriods(equity: Float64Array): DrawdownPeriod[] {
  const periods: DrawdownPeriod[] = [];
  const n = equity.length;
  let peak = equity[0];
  let start = 0;
  let valley = -1;
  const close = (end: number, recovered: boolean) => {
    if (valley >= 0) periods.push({ start, valley, end, recovered, depth: 1 - equity[valley] / peak });
  };
  for (let i = 1; i < n; i++) {
    const e = equity[i];
    if (e >= peak) {
      close(i, true);
      peak = e;
      start = i;
      valley = -1;
    } else if (valley < 0 || e < equity[valley]) valley = i;
  }
  close(n - 1, false);
  return periods;
}

/** The `count` deepest drawdowns, deepest first (the earlier first when two are as deep). */
export const deepestDrawdowns = (periods: readonly DrawdownPeriod[], count: number): DrawdownPeriod[] =>
  [...periods].sort((a, b) => b.depth - a.depth || a.start - b.start).slice(0, count);
