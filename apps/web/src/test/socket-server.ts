import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import * as messages from '@/shared/realtime/message-check.ts';
import { createRealtimeClient } from '@/shared/realtime/realtime-client.ts';

/**
 * A real WebSocket server on an ephemeral port, as a restarting server looks to a browser: it can drop
 * every socket it holds and refuse the handshakes that follow (503), then accept again.
 */
export async function startSocketServer() {
  let refusing = false;
  let handshakes = 0;
  const server = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    verifyClient: (_info, done) => {
      handshakes += 1;
      done(!refusing, 503);
    },
  });
  await once(server, 'listening');
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Handshakes asked for, accepted or refused. */
    handshakes: () => handshakes,
    refuse(on: boolean) {
      refusing = on;
    },
    dropAll() {
      for (const socket of server.clients) socket.terminate();
    },
    /** Sends `message` to every socket it holds. */
    sendAll(message: unknown) {
      for (const socket of server.clients) socket.send(JSON.stringify(message));
    },
    close: () => {
      for (const socket of server.clients) socket.terminate();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type SocketServer = Awaited<ReturnType<typeof startSocketServer>>;

/**
 * A server started before each case and closed after it; with `fakeTimers`, the retries' delays pass on
 * faked timers (the sockets' I/O stays real).
 */
export function eachWithSocketServer({ fakeTimers = true } = {}): () => SocketServer {
  let server: SocketServer;
  beforeEach(async () => {
    if (fakeTimers) vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server = await startSocketServer();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await server.close();
  });
  return () => server;
}

/** A page to hear `visibilitychange` from, hidden or shown at will. */
export const testPage = () =>
  Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });

/** The app's realtime client of user 7 on `server`, over a real WebSocket. */
export const clientOf = (
  server: SocketServer,
  target = new EventTarget(),
  page = testPage(),
  accessToken = async () => 'token-1',
) =>
  createRealtimeClient({
    userId: () => 7,
    accessToken,
    renewToken: async () => true,
    translate: (key) => key,
    messages,
    WebSocketImpl: WebSocket as never,
    location: { protocol: 'http:', host: server.host },
    target,
    page,
  });

const io = () => new Promise((resolve) => setImmediate(resolve));

/** Lets the sockets' I/O run (timers may be faked) until `check` holds. */
export async function until(check: () => boolean): Promise<void> {
  while (!check()) await io();
}

/** Drops the client's socket and refuses its retries until it gives up; timers must be faked. */
export async function refuseUntilGivenUp(server: SocketServer, client: ReturnType<typeof clientOf>) {
  server.refuse(true);
  server.dropAll();
  while (!client.state.get().gaveUp) {
    await vi.advanceTimersToNextTimerAsync();
    await io();
  }
}
