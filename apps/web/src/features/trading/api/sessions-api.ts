import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  ManualOrderRequest,
  Page,
  PaperSession,
  PaperSessionRequest,
  SessionBars,
  SessionEvent,
  SessionState,
  SessionUpdate,
  TradeRow,
} from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { cleanQuery } from '@/shared/api/clean-query.ts';
import { paperKeys } from '@/shared/api/query-keys.ts';
import { realtime } from '@/shared/realtime/realtime.ts';
import { CHART_FILLS, withBars, withFills, withNewestEvents, withSession } from './session-updates.ts';

/** Sessions move on their own: what was read is never taken as current without asking again. */
const LIVE = { staleTime: 0 } as const;

/** States a session can be paused, resumed, stopped or deleted from (the server refuses the others). */
export const canPause = (s: Pick<PaperSession, 'state'>) => s.state === 'running';
export const canResume = (s: Pick<PaperSession, 'state'>) => s.state === 'paused' || s.state === 'halted';
export const canStop = (s: Pick<PaperSession, 'state'>) => canPause(s) || canResume(s);
export const canDelete = (s: Pick<PaperSession, 'state'>) => !canStop(s);

/**
 * Reads with `read` while listening to the session's realtime messages, then applies with `apply` those
 * that came meanwhile: a message sent after the server answered but received before the answer is not lost.
 */
async function readLive<T>(id: number, read: () => Promise<T>, apply: (data: T, update: SessionUpdate) => T) {
  const during: SessionUpdate[] = [];
  const stop = realtime.subscribe((message) => {
    if (message.type === 'paper_session' && message.session.id === id) during.push(message);
  });
  try {
    const data = await read();
    return during.reduce(apply, data);
  } finally {
    stop();
  }
}

export interface SessionListQuery {
  page: number;
  page_size: number;
  state?: SessionState;
}

export const useSessions = (query: SessionListQuery) =>
  useQuery({
    queryKey: paperKeys.list(query),
    queryFn: () =>
      api<Page<PaperSession>>('/trading/sessions/', { query: cleanQuery({ ...query, ordering: '-id' }) }),
    placeholderData: keepPreviousData,
    ...LIVE,
  });

export const useSession = (id: number) =>
  useQuery({
    queryKey: paperKeys.detail(id),
    queryFn: () => api<PaperSession>(`/trading/sessions/${id}/`),
    ...LIVE,
  });

/** The session's bars so far with the equity at each one's close, kept current by realtime. */
export const useSessionBars = (id: number) =>
  useQuery({
    queryKey: paperKeys.bars(id),
    queryFn: () => readLive(id, () => api<SessionBars>(`/trading/sessions/${id}/bars/`), withBars),
    ...LIVE,
  });

const eventsPage = (id: number, query: object) =>
  api<Page<SessionEvent>>(`/trading/sessions/${id}/events/`, { query });

/** The latest fills (up to CHART_FILLS) oldest first, for the chart's markers. */
export const useSessionFills = (id: number) =>
  useQuery({
    queryKey: paperKeys.fills(id),
    queryFn: () =>
      readLive(
        id,
        async () => {
          const newest = (page: number) => eventsPage(id, { page, page_size: 100, ordering: '-seq' });
          const first = await newest(1);
          const more = Math.min(Math.ceil(first.count / 100), CHART_FILLS / 100) - 1;
          const rest = await Promise.all(Array.from({ length: Math.max(0, more) }, (_, i) => newest(i + 2)));
          return [first, ...rest]
            .flatMap((page) => page.results)
            .filter((e) => e.kind === 'fill')
            .reverse();
        },
        withFills,
      ),
    ...LIVE,
  });

/** The log, newest first; its first page is kept current by realtime. */
export const sessionEventsQuery = (id: number, query: { page: number; page_size: number }) =>
  queryOptions({
    queryKey: paperKeys.events(id, query),
    queryFn: () =>
      query.page === 1
        ? readLive(
            id,
            () => eventsPage(id, query),
            (page, update) => withNewestEvents(page, update, query.page_size),
          )
        : eventsPage(id, query),
    placeholderData: keepPreviousData,
    ...LIVE,
  });

/** The session's closed trades, as the trades grid pages and sorts them. */
export const sessionTradesQuery = (id: number) => (query: object) => ({
  queryKey: paperKeys.trades(id, query),
  queryFn: () => api<Page<TradeRow>>(`/trading/sessions/${id}/trades/`, { query: cleanQuery(query) }),
  ...LIVE,
});

/** A session as the server answered a move: every list and the session's own record show it. */
export function showSession(client: QueryClient, session: PaperSession) {
  client.setQueriesData<Page<PaperSession>>({ queryKey: paperKeys.lists() }, (page) =>
    page ? withSession(page, session) : page,
  );
  client.setQueryData<PaperSession>(paperKeys.detail(session.id), (old) => (old ? session : old));
}

export const useStartSession = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<PaperSessionRequest>) =>
      api<PaperSession>('/trading/sessions/', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: paperKeys.lists() }),
  });
};

export type SessionMove = 'pause' | 'resume' | 'stop';

export const useMoveSession = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, move }: { id: number; move: SessionMove }) =>
      api<PaperSession>(`/trading/sessions/${id}/${move}/`, { method: 'POST' }),
    onSuccess: (session) => showSession(client, session),
  });
};

/** A manual order or a force-exit; the session's log shows it (and its fill) over realtime. */
export const useSessionOrder = () =>
  useMutation({
    mutationFn: ({ id, order }: { id: number; order: ManualOrderRequest }) =>
      api<SessionEvent>(`/trading/sessions/${id}/orders/`, { method: 'POST', body: order }),
  });

/**
 * A session deleted (here or in another tab): lists drop it, and its own queries forget what they read. A
 * view still showing it reads it again and learns it is gone (removing the queries instead would leave a
 * read under way unanswered, and the view waiting on it for good).
 */
export function forgetSession(client: QueryClient, id: number) {
  client.setQueriesData<Page<PaperSession>>({ queryKey: paperKeys.lists() }, (page) =>
    page && page.results.some((s) => s.id === id)
      ? { ...page, count: page.count - 1, results: page.results.filter((s) => s.id !== id) }
      : page,
  );
  void client.resetQueries({ queryKey: paperKeys.session(id) });
  void client.invalidateQueries({ queryKey: paperKeys.lists() });
}

export const useDeleteSession = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/trading/sessions/${id}/`, { method: 'DELETE' }),
    onSuccess: (_done, id) => forgetSession(client, id),
  });
};
