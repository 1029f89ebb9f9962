import { describe, expect, it } from 'vitest';
import { testQueryClient } from '@/test/render.tsx';
import type { Page, PaperSession, SessionBars, SessionEvent, SessionUpdate } from '@alvorada/contracts';
import { paperKeys } from '@/shared/api/query-keys.ts';
import { forgetSession } from './sessions-api.ts';
import { applySessionUpdate } from './use-session-updates.ts';

const DAY = 86_400_000;
const session = (id: number, extra: Partial<PaperSession> = {}) =>
  ({ id, state: 'running', bars: 2, trade_count: 0, ...extra }) as PaperSession;
const page = <T>(results: T[]): Page<T> => ({ count: results.length, next: null, previous: null, results });
const fill = (seq: number): SessionEvent => ({
  seq,
  kind: 'fill',
  at: '2026-11-26T00:00:00Z',
  bar: seq,
  bar_time: seq * DAY,
  size: 1,
  price: 100,
  pnl: null,
  halt: null,
  manual: false,
});
const candle = (i: number) => ({ time: i * DAY, open: 1, high: 1, low: 1, close: 1, volume: 1 });

/** A browser tab that has read the list and, for the first entry, its bars, log (two pages) and trades. */
function tab() {
  const client = testQueryClient();
  const list = { page: 1, page_size: 10 };
  client.setQueryData(paperKeys.list(list), page([session(1)]));
  client.setQueryData(paperKeys.detail(1), session(1));
  client.setQueryData<SessionBars>(paperKeys.bars(1), { candles: [0, 1].map(candle), equity: [10, 11] });
  client.setQueryData(paperKeys.fills(1), [fill(0)]);
  client.setQueryData(paperKeys.events(1, { page: 1, page_size: 10 }), page([fill(0)]));
  client.setQueryData(paperKeys.events(1, { page: 2, page_size: 10 }), page([]));
  client.setQueryData(paperKeys.trades(1, { page: 1 }), page([]));
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { client, list, stale };
}

const update = (extra: Partial<PaperSession>, bars: number[], events: SessionEvent[]): SessionUpdate => ({
  type: 'paper_session',
  session: session(1, extra),
  bars: bars.map((i) => ({ ...candle(i), equity: 10 + i })),
  events,
});

describe('a paper_session message', () => {
  it('moves the session, its bars, fills and first log page on, and marks what shifted or changed', () => {
    const { client, list, stale } = tab();
    applySessionUpdate(client, update({ bars: 3, trade_count: 1 }, [2], [fill(1)]));
    expect(client.getQueryData<Page<PaperSession>>(paperKeys.list(list))!.results[0]!.bars).toBe(3);
    expect(client.getQueryData<PaperSession>(paperKeys.detail(1))!.bars).toBe(3);
    expect(client.getQueryData<SessionBars>(paperKeys.bars(1))!.equity).toEqual([10, 11, 12]);
    expect(client.getQueryData<SessionEvent[]>(paperKeys.fills(1))!.map((e) => e.seq)).toEqual([0, 1]);
    const first = client.getQueryData<Page<SessionEvent>>(paperKeys.events(1, { page: 1, page_size: 10 }))!;
    expect(first.results.map((e) => e.seq)).toEqual([1, 0]);
    expect(stale(paperKeys.events(1, { page: 2, page_size: 10 }))).toBe(true);
    // A trade closed: its list is read again; the bars line up and the list holds the session.
    expect(stale(paperKeys.trades(1, { page: 1 }))).toBe(true);
    expect(stale(paperKeys.bars(1))).toBe(false);
    expect(stale(paperKeys.list(list))).toBe(false);
  });

  it('reads the bars again when one was missed, and the lists when a session started elsewhere', () => {
    const { client, list, stale } = tab();
    applySessionUpdate(client, update({ bars: 5 }, [4], []));
    expect(stale(paperKeys.bars(1))).toBe(true);
    const started: SessionUpdate = { ...update({}, [0, 1], []), session: session(9, { bars: 2 }) };
    applySessionUpdate(client, started);
    expect(stale(paperKeys.list(list))).toBe(true);
  });

  it('reads a list filtered by state again when the session changes state', () => {
    const { client, list, stale } = tab();
    applySessionUpdate(client, update({ state: 'paused' }, [], []));
    expect(stale(paperKeys.list(list))).toBe(true);
  });
});

describe('a paper_session_deleted message', () => {
  it('takes the session out of the lists and lets its own queries go', () => {
    const { client, list } = tab();
    client.setQueryData(paperKeys.list({ page: 1, page_size: 5 }), page([session(2), session(1)]));
    forgetSession(client, 1);
    expect(client.getQueryData<Page<PaperSession>>(paperKeys.list(list))!.results).toEqual([]);
    const other = client.getQueryData<Page<PaperSession>>(paperKeys.list({ page: 1, page_size: 5 }))!;
    expect(other.results.map((s) => s.id)).toEqual([2]);
    expect(other.count).toBe(1);
    expect(client.getQueryData(paperKeys.detail(1))).toBeUndefined();
    expect(client.getQueryData(paperKeys.bars(1))).toBeUndefined();
  });
});
