import { describe, expect, it } from 'vitest';
import type { Page, Run } from '@alvorada/contracts';
import { runsQuery } from './trading-api.ts';

const page = (...states: Run['state'][]): Page<Run> => ({
  count: states.length,
  next: null,
  previous: null,
  results: states.map((state, i) => ({ id: i + 1, state }) as Run),
});

describe('a page of runs', () => {
  // Realtime progress can be missed (a run that ends before the page's socket opens): the history would then
  // show a finished backtest as running for good, and refuse to compare it.
  it('is read again while it shows a run queued or running, and no longer once all have ended', () => {
    const interval = runsQuery('backtest', { page: 1, page_size: 10 }).refetchInterval as (query: {
      state: { data?: Page<Run> };
    }) => number | false;
    expect(interval({ state: { data: page('done', 'running') } })).toBeGreaterThan(0);
    expect(interval({ state: { data: page('queued') } })).toBeGreaterThan(0);
    expect(interval({ state: { data: page('done', 'failed', 'cancelled') } })).toBe(false);
    expect(interval({ state: {} })).toBe(false);
  });
});
