import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { notificationKeys, paperKeys, tradingKeys, userKeys, workanaKeys } from '@/shared/api/query-keys.ts';
import { clientOf, eachWithSocketServer, until } from '@/test/socket-server.ts';
import { resyncOnReconnect } from './realtime-resync.ts';

/** A query on screen (observed) that counts its reads. */
function shown(client: QueryClient, queryKey: QueryKey) {
  const reads = { count: 0 };
  new QueryObserver(client, {
    queryKey,
    queryFn: () => ++reads.count,
    staleTime: Infinity,
  }).subscribe(() => {});
  return reads;
}

describe('what the socket feeds, after it comes back', () => {
  const server = eachWithSocketServer();

  it('is read again (sessions, runs, the bell, the Workana feed), and nothing else; not at the first connection', async () => {
    const queries = new QueryClient();
    const fed = [
      paperKeys.detail(3),
      tradingKeys.run('backtest', 5),
      notificationKeys.list({ page: 1, page_size: 10 }),
      workanaKeys.feed({ page: 1 }),
    ].map((key) => shown(queries, key));
    const other = shown(queries, userKeys.detail(1));
    const realtime = clientOf(server());
    const stop = resyncOnReconnect(realtime, queries);
    realtime.connect();
    await until(() => realtime.state.get().connected && [...fed, other].every((q) => q.count === 1));

    server().dropAll();
    await until(() => !realtime.state.get().connected);
    await vi.advanceTimersToNextTimerAsync();
    await until(() => realtime.state.get().connected && fed.every((q) => q.count === 2));
    expect(other.count).toBe(1);

    stop();
    realtime.disconnect();
    queries.clear();
  });

  it('is read again when the server says messages may have been lost, the socket staying open', async () => {
    const queries = new QueryClient();
    const fed = shown(queries, tradingKeys.run('optimization', 7));
    const other = shown(queries, userKeys.detail(1));
    const realtime = clientOf(server());
    const stop = resyncOnReconnect(realtime, queries);
    realtime.connect();
    await until(() => realtime.state.get().connected && fed.count === 1 && other.count === 1);

    server().sendAll({ type: 'resync' });
    await until(() => fed.count === 2);
    expect(realtime.state.get().connected).toBe(true);
    expect(other.count).toBe(1);

    stop();
    realtime.disconnect();
    queries.clear();
  });
});
