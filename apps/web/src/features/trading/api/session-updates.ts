import type { Page, PaperSession, SessionBars, SessionEvent, SessionUpdate } from '@alvorada/contracts';

/**
 * How a realtime `paper_session` message changes what the page holds. Each function takes what a query
 * read and gives it back with the message applied; applying a message twice, or one whose content the
 * query already had (a read that raced it), changes nothing.
 */

/** Fills drawn on a live chart at most (the latest ones; the log pages through them all). */
export const CHART_FILLS = 2000;

/** The session as the message tells it, in a page of sessions that holds it. */
export function withSession(page: Page<PaperSession>, session: PaperSession): Page<PaperSession> {
  if (!page.results.some((s) => s.id === session.id)) return page;
  return { ...page, results: page.results.map((s) => (s.id === session.id ? session : s)) };
}

/** The bars after the last one held, added with their equity. */
export function withBars(bars: SessionBars, update: SessionUpdate): SessionBars {
  const last = bars.candles.at(-1)?.time ?? -Infinity;
  const fresh = update.bars.filter((bar) => bar.time > last);
  if (fresh.length === 0) return bars;
  return {
    candles: [...bars.candles, ...fresh.map(({ equity: _equity, ...candle }) => candle)],
    equity: [...bars.equity, ...fresh.map((bar) => bar.equity)],
  };
}

/** Bars held that are not the session's bars so far: one was missed (a dropped socket), read them again. */
export const barsBehind = (bars: SessionBars, session: PaperSession) => bars.candles.length !== session.bars;

/** The message's events the list does not hold yet, oldest first. */
const newEvents = (events: SessionEvent[], update: SessionUpdate) => {
  const last = events.reduce((max, e) => Math.max(max, e.seq), -1);
  return update.events.filter((e) => e.seq > last).sort((a, b) => a.seq - b.seq);
};

/** A log's first page, newest first: the new events on top, the oldest pushed off the page. */
export function withNewestEvents(
  page: Page<SessionEvent>,
  update: SessionUpdate,
  pageSize: number,
): Page<SessionEvent> {
  const fresh = newEvents(page.results, update);
  if (fresh.length === 0) return page;
  return {
    ...page,
    count: page.count + fresh.length,
    results: [...fresh.reverse(), ...page.results].slice(0, pageSize),
  };
}

/** The fills a chart marks, oldest first: the new ones added, the oldest beyond CHART_FILLS let go. */
export function withFills(fills: SessionEvent[], update: SessionUpdate): SessionEvent[] {
  const fresh = newEvents(fills, update).filter((e) => e.kind === 'fill');
  if (fresh.length === 0) return fills;
  return [...fills, ...fresh].slice(-CHART_FILLS);
}
