import { describe, expect, it, vi } from 'vitest';
import { REALTIME } from '@alvorada/contracts';
import { clientOf, eachWithSocketServer, refuseUntilGivenUp, testPage, until } from '@/test/socket-server.ts';

describe('a realtime socket whose server goes away and comes back', () => {
  const server = eachWithSocketServer();

  it('tries the spec’s 5 times, then says it gave up, and comes back when the browser is online again', async () => {
    const target = new EventTarget();
    const client = clientOf(server(), target);
    client.connect();
    await until(() => client.state.get().connected);

    await refuseUntilGivenUp(server(), client);
    expect(server().handshakes()).toBe(1 + REALTIME.maxReconnectAttempts);
    expect(client.state.get()).toMatchObject({ connected: false, gaveUp: true });
    expect(vi.getTimerCount()).toBe(0);

    server().refuse(false);
    target.dispatchEvent(new Event('online'));
    await until(() => client.state.get().connected);
    expect(client.state.get()).toEqual({ connected: true, error: null, gaveUp: false });
    client.disconnect();
  });

  it('a round of retries given up starts again in full: the socket dropped once more retries 5 times', async () => {
    const client = clientOf(server());
    client.connect();
    await until(() => client.state.get().connected);
    await refuseUntilGivenUp(server(), client);
    server().refuse(false);
    client.reconnect();
    await until(() => client.state.get().connected);

    const before = server().handshakes();
    await refuseUntilGivenUp(server(), client);
    expect(server().handshakes() - before).toBe(REALTIME.maxReconnectAttempts);
    client.disconnect();
  });

  it('comes back when the page is shown again, not while it is hidden', async () => {
    const page = testPage();
    const client = clientOf(server(), new EventTarget(), page);
    client.connect();
    await until(() => client.state.get().connected);
    await refuseUntilGivenUp(server(), client);
    server().refuse(false);
    const before = server().handshakes();

    page.visibilityState = 'hidden';
    page.dispatchEvent(new Event('visibilitychange'));
    page.visibilityState = 'visible';
    page.dispatchEvent(new Event('visibilitychange'));
    await until(() => client.state.get().connected);
    expect(server().handshakes()).toBe(before + 1);
    client.disconnect();
  });

  it('stays closed after signing out, whatever the browser says', async () => {
    const target = new EventTarget();
    const client = clientOf(server(), target);
    client.connect();
    await until(() => client.state.get().connected);
    client.disconnect();
    const before = server().handshakes();

    target.dispatchEvent(new Event('online'));
    client.reconnect();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server().handshakes()).toBe(before);
    expect(client.state.get()).toMatchObject({ connected: false, gaveUp: false });
  });

  it('a token that cannot be renewed while the server is down counts as a failed attempt', async () => {
    let reachable = true;
    const client = clientOf(server(), new EventTarget(), testPage(), async () => {
      if (!reachable) throw new Error('Failed to fetch');
      return 'token-1';
    });
    client.connect();
    await until(() => client.state.get().connected);
    reachable = false;
    await refuseUntilGivenUp(server(), client);
    expect(server().handshakes()).toBe(1);

    reachable = true;
    server().refuse(false);
    client.reconnect();
    await until(() => client.state.get().connected);
    client.disconnect();
  });
});
