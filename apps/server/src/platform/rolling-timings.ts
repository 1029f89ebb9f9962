/** Upper bounds (ms) of the latency buckets, the same as the Prometheus histogram's (in seconds there). */
export const LATENCY_BUCKETS_MS = [5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000];

interface Cell {
  count: number;
  errors: number;
  sumMs: number;
  maxMs: number;
  /** Counts per bucket, the last one for above every bound. */
  buckets: number[];
}

export interface TimingSummary {
  key: string;
  count: number;
  errors: number;
  meanMs: number;
  maxMs: number;
  p50: number;
  p95: number;
  p99: number;
}

const MINUTE = 60_000;

/**
 * The quantile q of a bucketed distribution, interpolated linearly inside its bucket as Prometheus's
 * histogram_quantile does; above the last bound it answers the largest value seen.
 */
export function quantile(q: number, buckets: number[], maxMs: number): number {
  const count = buckets.reduce((a, b) => a + b, 0);
  if (count === 0) return 0;
  const rank = q * count;
  let seen = 0;
  for (let i = 0; i < buckets.length; i++) {
    if (seen + buckets[i] >= rank && buckets[i] > 0) {
      if (i === LATENCY_BUCKETS_MS.length) return maxMs;
      const lower = i === 0 ? 0 : LATENCY_BUCKETS_MS[i - 1];
      const upper = Math.min(LATENCY_BUCKETS_MS[i], Math.max(maxMs, lower));
      return lower + (upper - lower) * ((rank - seen) / buckets[i]);
    }
    seen += buckets[i];
  }
  return maxMs;
}

const emptyCell = (): Cell => ({
  count: 0,
  errors: 0,
  sumMs: 0,
  maxMs: 0,
  buckets: new Array(LATENCY_BUCKETS_MS.length + 1).fill(0),
});

function addInto(into: Cell, cell: Cell) {
  into.count += cell.count;
  into.errors += cell.errors;
  into.sumMs += cell.sumMs;
  into.maxMs = Math.max(into.maxMs, cell.maxMs);
  cell.buckets.forEach((n, i) => (into.buckets[i] += n));
}

/**
 * Durations by key (a route, a SQL text) in one-minute slots over the last `keepMinutes`, so latency
 * percentiles, throughput and error rates can be read over 5 min, 1 h or 24 h, which Prometheus's
 * cumulative histograms cannot answer without a server to scrape them. A slot keeps at most `maxKeys`
 * keys; the rest are counted under `other`.
 */
export function createRollingTimings(opts: { keepMinutes: number; maxKeys: number; now?: () => number }) {
  const now = opts.now ?? Date.now;
  const slots = new Map<number, Map<string, Cell>>();

  function observe(key: string, ms: number, failed: boolean) {
    const minute = Math.floor(now() / MINUTE);
    let slot = slots.get(minute);
    if (!slot) {
      slot = new Map();
      slots.set(minute, slot);
      for (const old of slots.keys()) if (old <= minute - opts.keepMinutes) slots.delete(old);
    }
    const name = slot.has(key) || slot.size < opts.maxKeys ? key : 'other';
    let cell = slot.get(name);
    if (!cell) slot.set(name, (cell = emptyCell()));
    cell.count += 1;
    if (failed) cell.errors += 1;
    cell.sumMs += ms;
    cell.maxMs = Math.max(cell.maxMs, ms);
    let i = 0;
    while (i < LATENCY_BUCKETS_MS.length && ms > LATENCY_BUCKETS_MS[i]) i++;
    cell.buckets[i] += 1;
  }

  const within = (minutes: number) => {
    const from = Math.floor(now() / MINUTE) - minutes + 1;
    return [...slots].filter(([minute]) => minute >= from).sort(([a], [b]) => a - b);
  };

  const summary = (key: string, cell: Cell): TimingSummary => ({
    key,
    count: cell.count,
    errors: cell.errors,
    meanMs: cell.count ? cell.sumMs / cell.count : 0,
    maxMs: cell.maxMs,
    p50: quantile(0.5, cell.buckets, cell.maxMs),
    p95: quantile(0.95, cell.buckets, cell.maxMs),
    p99: quantile(0.99, cell.buckets, cell.maxMs),
  });

  return {
    observe,
    /** Each key over the last `minutes`, and every key together under the empty key. */
    summarize(minutes: number): { total: TimingSummary; keys: TimingSummary[] } {
      const byKey = new Map<string, Cell>();
      const total = emptyCell();
      for (const [, slot] of within(minutes))
        for (const [key, cell] of slot) {
          if (!byKey.has(key)) byKey.set(key, emptyCell());
          addInto(byKey.get(key)!, cell);
          addInto(total, cell);
        }
      return { total: summary('', total), keys: [...byKey].map(([key, cell]) => summary(key, cell)) };
    },
    /** Every key together per step of `stepMinutes` over the last `minutes`, oldest first. */
    series(minutes: number, stepMinutes: number): (TimingSummary & { at: number })[] {
      const steps = new Map<number, Cell>();
      for (const [minute, slot] of within(minutes)) {
        const step = Math.floor(minute / stepMinutes) * stepMinutes;
        if (!steps.has(step)) steps.set(step, emptyCell());
        for (const cell of slot.values()) addInto(steps.get(step)!, cell);
      }
      return [...steps].map(([step, cell]) => ({ ...summary('', cell), at: step * MINUTE }));
    },
  };
}
export type RollingTimings = ReturnType<typeof createRollingTimings>;
