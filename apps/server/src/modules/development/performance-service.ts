import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Performance, PerformanceWindow } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { TimingSummary } from '../../platform/rolling-timings.ts';

const WINDOW_MINUTES: Record<PerformanceWindow, number> = { '5m': 5, '1h': 60, '24h': 1440 };
/** Chart steps: one point a minute over 5 min and 1 h, one every 15 min over a day. */
const STEP_MINUTES: Record<PerformanceWindow, number> = { '5m': 1, '1h': 1, '24h': 15 };
const SAMPLE_MS = 15_000;
const KEEP_SAMPLES = (24 * 3600_000) / SAMPLE_MS;
/** Points per process chart at most; longer windows are thinned evenly. */
const MAX_POINTS = 240;
const TOP = 10;
const MB = 1024 * 1024;

type ProcessSample = Performance['process'][number];

const timing = (t: TimingSummary) => ({
  key: t.key,
  count: t.count,
  errors: t.errors,
  mean_ms: t.meanMs,
  max_ms: t.maxMs,
  p50: t.p50,
  p95: t.p95,
  p99: t.p99,
});

/**
 * This instance's performance: request latency percentiles, throughput and error rate per route, the slowest
 * statements (from the rolling timings the platform keeps) and the process itself (event-loop lag, heap,
 * RSS, database pool, queue depths) sampled every 15 s, over 5 min, 1 h or 24 h.
 */
export function createPerformance(p: Platform) {
  const lag = monitorEventLoopDelay({ resolution: 20 });
  lag.enable();
  const samples: ProcessSample[] = [];

  async function sample(reset: boolean): Promise<ProcessSample> {
    const memory = process.memoryUsage();
    const pool = p.database.poolStats();
    const depths = await p.queue.depths().catch(() => ({}) as Record<string, number>);
    const point = {
      at: Date.now(),
      event_loop_lag_ms: lag.count ? lag.percentile(99) / 1e6 : 0,
      heap_used_mb: memory.heapUsed / MB,
      rss_mb: memory.rss / MB,
      pool_total: pool?.total ?? null,
      pool_idle: pool?.idle ?? null,
      pool_waiting: pool?.waiting ?? null,
      queue_depth: Object.values(depths).reduce((a, b) => a + b, 0),
    };
    if (reset) lag.reset();
    return point;
  }
  const timer = setInterval(() => {
    void sample(true).then((point) => {
      samples.push(point);
      if (samples.length > KEEP_SAMPLES) samples.splice(0, samples.length - KEEP_SAMPLES);
    });
  }, SAMPLE_MS);
  timer.unref();

  return {
    async read(window: PerformanceWindow): Promise<Performance> {
      const minutes = WINDOW_MINUTES[window];
      const routes = p.metrics.routeTimings.summarize(minutes);
      const queries = p.metrics.statementTimings.summarize(minutes);
      const from = Date.now() - minutes * 60_000;
      const kept = samples.filter((s) => s.at >= from);
      const stride = Math.ceil(kept.length / MAX_POINTS);
      const slowest = (list: TimingSummary[]) =>
        [...list]
          .sort((a, b) => b.p95 - a.p95 || b.maxMs - a.maxMs)
          .slice(0, TOP)
          .map(timing);
      return {
        window,
        instance: p.config.instanceName,
        total: timing(routes.total),
        throughput: routes.total.count / (minutes * 60),
        routes: slowest(routes.keys),
        queries: slowest(queries.keys),
        series: p.metrics.routeTimings
          .series(minutes, STEP_MINUTES[window])
          .map((s) => ({ ...timing(s), at: s.at })),
        process: [...kept.filter((_, i) => i % stride === 0), await sample(false)],
      };
    },
    close() {
      clearInterval(timer);
      lag.disable();
    },
  };
}
export type PerformanceService = ReturnType<typeof createPerformance>;
