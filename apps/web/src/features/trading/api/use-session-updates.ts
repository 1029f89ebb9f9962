import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  Page,
  PaperSession,
  SessionBars,
  SessionEvent,
  SessionUpdate,
  TradeRow,
} from '@alvorada/contracts';
import { paperKeys } from '@/shared/api/query-keys.ts';
import { realtime } from '@/shared/realtime/realtime.ts';
import { forgetSession, showSession } from './sessions-api.ts';
import { barsBehind, withBars, withFills, withNewestEvents } from './session-updates.ts';

/** Whether a list of sessions should be read again for this message: a session it has not seen started. */
function listsMissing(client: QueryClient, update: SessionUpdate) {
  const { session } = update;
  const lists = client.getQueriesData<Page<PaperSession>>({ queryKey: paperKeys.lists() });
  const held = lists.flatMap(([, page]) => page?.results ?? []).find((s) => s.id === session.id);
  // A session's first step carries all its bars: one no list holds was started elsewhere (another tab).
  if (!held) return update.bars.length > 0 && update.bars.length === session.bars;
  // A list filtered by state may gain or lose it.
  return held.state !== session.state;
}

/** Applies one realtime message to the session queries this tab holds. */
export function applySessionUpdate(client: QueryClient, update: SessionUpdate) {
  const { session } = update;
  const id = session.id;
  // Marked after the lists are written: writing a query takes its mark away.
  const missing = listsMissing(client, update);
  showSession(client, session);
  if (missing) void client.invalidateQueries({ queryKey: paperKeys.lists() });

  if (update.bars.length) {
    const bars = client.setQueryData<SessionBars>(paperKeys.bars(id), (old) =>
      old ? withBars(old, update) : old,
    );
    if (bars && barsBehind(bars, session))
      void client.invalidateQueries({ queryKey: paperKeys.bars(id), exact: true }, { cancelRefetch: false });
  }

  if (update.events.length) {
    client.setQueryData<SessionEvent[]>(paperKeys.fills(id), (old) => (old ? withFills(old, update) : old));
    for (const [key, page] of client.getQueriesData<Page<SessionEvent>>({
      queryKey: paperKeys.events(id),
    })) {
      const query = key.at(-1) as { page: number; page_size: number };
      if (page && query.page === 1) client.setQueryData(key, withNewestEvents(page, update, query.page_size));
      // The later pages shift under the new events: read again when next shown.
      else void client.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
    }
  }

  const trades = client.getQueriesData<Page<TradeRow>>({ queryKey: paperKeys.trades(id) });
  if (trades.some(([, page]) => page && page.count !== session.trade_count))
    void client.invalidateQueries({ queryKey: paperKeys.trades(id) });
}

/**
 * Keeps every session query of this tab current from the owner's realtime messages (each open tab gets
 * them all); what was missed while the socket was down is read again by the app on its return.
 */
export function useSessionUpdates() {
  const client = useQueryClient();
  useEffect(
    () =>
      realtime.subscribe((message) => {
        if (message.type === 'paper_session') applySessionUpdate(client, message);
        if (message.type === 'paper_session_deleted') forgetSession(client, message.session_id);
      }),
    [client],
  );
}
