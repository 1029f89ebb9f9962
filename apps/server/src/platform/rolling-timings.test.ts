import { describe, expect, it } from 'vitest';
import { createRollingTimings, quantile } from './rolling-timings.ts';

describe('quantile', () => {
  it('interpolates inside the bucket that holds the rank', () => {
    // 10 values ≤ 5 ms, 10 values in (5, 10]
    const buckets = [10, 10, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    expect(quantile(0.5, buckets, 10)).toBe(5);
    expect(quantile(0.75, buckets, 10)).toBe(7.5);
    expect(quantile(0.99, buckets, 10)).toBeCloseTo(9.9);
  });
  it('answers the largest value seen above the last bound, and 0 with nothing', () => {
    expect(quantile(0.99, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3], 7200)).toBe(7200);
    expect(quantile(0.5, new Array(11).fill(0), 0)).toBe(0);
  });
});

describe('rolling timings', () => {
  it('summarises each key over a window and leaves out the minutes before it', () => {
    let clock = Date.UTC(2026, 0, 1, 12, 0);
    const timings = createRollingTimings({ keepMinutes: 60, maxKeys: 10, now: () => clock });
    timings.observe('GET /a', 400, false);
    clock += 10 * 60_000;
    timings.observe('GET /a', 4, false);
    timings.observe('GET /a', 6, true);
    timings.observe('GET /b', 30, false);
    const last5 = timings.summarize(5);
    expect(last5.total.count).toBe(3);
    expect(last5.keys.find((k) => k.key === 'GET /a')).toMatchObject({ count: 2, errors: 1, maxMs: 6 });
    expect(timings.summarize(60).total).toMatchObject({ count: 4, maxMs: 400 });
    expect(timings.series(60, 5).map((s) => s.count)).toEqual([1, 3]);
  });

  it('drops slots older than it keeps and counts keys beyond the limit under other', () => {
    let clock = 0;
    const timings = createRollingTimings({ keepMinutes: 2, maxKeys: 1, now: () => clock });
    timings.observe('a', 1, false);
    timings.observe('b', 1, false);
    expect(
      timings
        .summarize(2)
        .keys.map((k) => k.key)
        .sort(),
    ).toEqual(['a', 'other']);
    clock += 5 * 60_000;
    timings.observe('a', 1, false);
    expect(timings.summarize(1440).total.count).toBe(1);
  });
});
