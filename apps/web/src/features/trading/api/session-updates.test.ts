// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Page, PaperSession, SessionEvent, SessionUpdate } from '@alvorada/contracts';
import {
  barsBehind,
  CHART_FILLS,
  withBars,
  withFills,
  withNewestEvents,
  withSession,
} from './session-updates.ts';

const DAY = 86_400_000;
const session = (id: number, extra: Partial<PaperSession> = {}) =>
  ({ id, state: 'running', bars: 0, trade_count: 0, ...extra }) as PaperSession;
const bar = (i: number) => ({
  time: i * DAY,
  open: i,
  high: i + 1,
  low: i - 1,
  close: i,
  volume: 10,
  equity: 1000 + i,
});
const candle = (i: number) => {
  const { equity: _equity, ...rest } = bar(i);
  return rest;
};
const event = (seq: number, kind: SessionEvent['kind'] = 'fill'): SessionEvent => ({
  seq,
  kind,
  at: '2026-11-26T00:00:00Z',
  bar: seq,
  bar_time: seq * DAY,
  size: kind === 'fill' ? (seq % 2 ? 10 : -10) : null,
  price: kind === 'fill' ? 100 : null,
  pnl: null,
  halt: null,
  manual: false,
});
const update = (
  bars: number[],
  events: SessionEvent[] = [],
  extra: Partial<PaperSession> = {},
): SessionUpdate => ({
  type: 'paper_session',
  session: session(1, { bars: (bars.at(-1) ?? -1) + 1, ...extra }),
  bars: bars.map(bar),
  events,
});
const page = <T>(results: T[], count = results.length): Page<T> => ({
  count,
  next: null,
  previous: null,
  results,
});

describe('a session update', () => {
  it('replaces the session in a list that holds it and leaves other lists as they were', () => {
    const list = page([session(2), session(1)]);
    const moved = session(1, { state: 'paused', bars: 40 });
    expect(withSession(list, moved).results).toEqual([session(2), moved]);
    const other = page([session(3)]);
    expect(withSession(other, moved)).toBe(other);
  });

  it('adds the bars after the last one held, with their equity, once', () => {
    const held = { candles: [0, 1, 2].map(candle), equity: [1000, 1001, 1002] };
    // A message that overlaps what a read already had (the read raced it) adds only what is new.
    const next = withBars(held, update([1, 2, 3, 4]));
    expect(next.candles.map((c) => c.time)).toEqual([0, 1, 2, 3, 4].map((i) => i * DAY));
    expect(next.equity).toEqual([1000, 1001, 1002, 1003, 1004]);
    expect(next.candles[3]).toEqual(candle(3));
    expect(withBars(next, update([3, 4]))).toBe(next);
    expect(barsBehind(next, update([3, 4]).session)).toBe(false);
  });

  it('tells when a bar was missed, so that the bars are read again', () => {
    const held = { candles: [0, 1].map(candle), equity: [1000, 1001] };
    const skipped = update([5, 6]);
    const next = withBars(held, skipped);
    expect(next.candles).toHaveLength(4);
    expect(barsBehind(next, skipped.session)).toBe(true);
  });

  it('puts new events on top of the first page of the log, newest first, and counts them', () => {
    const first = page([event(4), event(3), event(2)], 5);
    const next = withNewestEvents(first, update([], [event(3), event(5), event(6, 'paused')]), 3);
    expect(next.results.map((e) => e.seq)).toEqual([6, 5, 4]);
    expect(next.count).toBe(7);
    expect(withNewestEvents(next, update([], [event(6, 'paused')]), 3)).toBe(next);
  });

  it('adds only new fills to the chart, dropping the oldest beyond the chart’s limit', () => {
    const fills = [event(1), event(2)];
    const next = withFills(fills, update([], [event(2), event(3, 'halted'), event(4)]));
    expect(next.map((e) => e.seq)).toEqual([1, 2, 4]);
    const full = Array.from({ length: CHART_FILLS }, (_, i) => event(i));
    const more = withFills(full, update([], [event(CHART_FILLS), event(CHART_FILLS + 1)]));
    expect(more).toHaveLength(CHART_FILLS);
    expect(more.at(-1)!.seq).toBe(CHART_FILLS + 1);
    expect(more[0]!.seq).toBe(2);
  });
});
