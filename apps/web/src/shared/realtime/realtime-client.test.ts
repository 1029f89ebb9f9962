import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as messages from './message-check.ts';
import { createRealtimeClient, type RealtimeDeps } from './realtime-client.ts';

class FakeSocket {
  static instances: FakeSocket[] = [];
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  readonly url: string;
  readonly protocols: string[];
  constructor(url: string, protocols: string[]) {
    this.url = url;
    this.protocols = protocols;
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code: number) {
    this.onclose?.({ code });
  }
  open() {
    this.onopen?.();
  }
  drop(code: number) {
    this.onclose?.({ code });
  }
  receive(message: unknown) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
}

const latest = () => FakeSocket.instances.at(-1)!;
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

function client(overrides: Partial<RealtimeDeps> = {}) {
  return createRealtimeClient({
    userId: () => 7,
    accessToken: async () => 'token-1',
    renewToken: async () => true,
    translate: (key, params) => (params ? `${key}:${JSON.stringify(params)}` : key),
    messages,
    WebSocketImpl: FakeSocket as never,
    location: { protocol: 'https:', host: 'app.example' },
    target: new EventTarget(),
    ...overrides,
  });
}

describe('realtime client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.instances = [];
  });
  afterEach(() => vi.useRealTimers());

  it('opens wss /ws/user/{id}/ with the token as subprotocol and tracks the state', async () => {
    const realtime = client();
    realtime.connect();
    await flush();
    expect(latest().url).toBe('wss://app.example/ws/user/7/');
    expect(latest().protocols).toEqual(['access_token', 'token-1']);
    latest().onerror?.();
    expect(realtime.state.get().error).toBe('realtime.socketError');
    latest().open();
    expect(realtime.state.get()).toEqual({ connected: true, error: null, gaveUp: false });
  });

  it('refuses to connect without a user id', async () => {
    const realtime = client({ userId: () => null });
    realtime.connect();
    await flush();
    expect(FakeSocket.instances).toHaveLength(0);
    expect(realtime.state.get().error).toBe('realtime.notAuthenticated');
  });

  it('reconnects after 1000 ms × attempt, capped at 5000 ms, at most 5 times', async () => {
    const realtime = client();
    realtime.connect();
    await flush();
    const delays = [1000, 2000, 3000, 4000, 5000];
    for (const delay of delays) {
      latest().drop(1006);
      const before = FakeSocket.instances.length;
      vi.advanceTimersByTime(delay - 1);
      await flush();
      expect(FakeSocket.instances.length).toBe(before);
      vi.advanceTimersByTime(1);
      await flush();
      expect(FakeSocket.instances.length).toBe(before + 1);
    }
    latest().drop(1006);
    vi.advanceTimersByTime(60_000);
    await flush();
    expect(FakeSocket.instances).toHaveLength(6);
    expect(realtime.state.get().connected).toBe(false);
  });

  it('resets the attempt count once a connection opens', async () => {
    const realtime = client();
    realtime.connect();
    await flush();
    latest().drop(1006);
    vi.advanceTimersByTime(1000);
    await flush();
    latest().open();
    latest().drop(1006);
    vi.advanceTimersByTime(1000);
    await flush();
    expect(FakeSocket.instances).toHaveLength(3);
    expect(realtime.state.get().connected).toBe(false);
  });

  it('does not reconnect after a normal close (1000)', async () => {
    const realtime = client();
    realtime.connect();
    await flush();
    latest().open();
    latest().drop(1000);
    vi.advanceTimersByTime(60_000);
    await flush();
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('renews the token and reconnects at once after 4401, without counting an attempt', async () => {
    const renewToken = vi.fn(async () => true);
    const realtime = client({ renewToken });
    realtime.connect();
    await flush();
    for (let i = 0; i < 7; i++) {
      latest().drop(4401);
      await flush();
    }
    expect(renewToken).toHaveBeenCalledTimes(7);
    expect(FakeSocket.instances).toHaveLength(8);
    realtime.disconnect();
  });

  it('after 4401, a renewal that fails or throws (the server is down) counts as a failed attempt', async () => {
    const renewToken = vi.fn(() => Promise.reject(new Error('Failed to fetch')));
    const realtime = client({ renewToken });
    realtime.connect();
    await flush();
    latest().drop(4401);
    await flush();
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    await flush();
    expect(FakeSocket.instances).toHaveLength(2);
    realtime.disconnect();
  });

  it('answers heartbeat, hands typed messages to listeners and ignores unknown or broken ones', async () => {
    const realtime = client();
    const listener = vi.fn();
    realtime.subscribe(listener);
    realtime.connect();
    await flush();
    latest().open();
    latest().receive({ type: 'heartbeat', at: 1 });
    expect(latest().sent).toEqual([JSON.stringify({ type: 'heartbeat_response' })]);
    latest().receive({ type: 'user_deactivated', user_id: 7 });
    expect(listener).toHaveBeenLastCalledWith({ type: 'user_deactivated', user_id: 7 });
    const calls = listener.mock.calls.length;
    latest().receive({ type: 'something_new' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    latest().receive('{not json');
    expect(error).toHaveBeenCalled();
    expect(listener.mock.calls.length).toBe(calls);
  });

  it('re-broadcasts workana messages as a websocket-message event', async () => {
    const target = new EventTarget();
    const received: unknown[] = [];
    target.addEventListener('websocket-message', (event) => received.push((event as CustomEvent).detail));
    const realtime = client({ target });
    realtime.connect();
    await flush();
    latest().open();
    const message = { type: 'workana_notification_new', id: 3 };
    latest().receive(message);
    expect(received).toEqual([message]);
  });

  it('loads the message schemas once the socket opens, and hands on what came before them in order', async () => {
    let loaded!: (check: typeof messages) => void;
    const load = vi.fn(() => new Promise<typeof messages>((resolve) => (loaded = resolve)));
    const realtime = client({ messages: load });
    const listener = vi.fn();
    realtime.subscribe(listener);
    realtime.connect();
    await flush();
    expect(load).not.toHaveBeenCalled();
    latest().open();
    expect(load).toHaveBeenCalledTimes(1);
    latest().receive({ type: 'heartbeat', at: 1 });
    latest().receive({ type: 'user_deactivated', user_id: 7 });
    latest().receive({ type: 'user_deactivated', user_id: 8 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(listener).not.toHaveBeenCalled();
    loaded(messages);
    await flush();
    expect(latest().sent).toEqual([JSON.stringify({ type: 'heartbeat_response' })]);
    expect(listener.mock.calls.map(([message]) => message)).toEqual([
      { type: 'heartbeat', at: 1 },
      { type: 'user_deactivated', user_id: 7 },
      { type: 'user_deactivated', user_id: 8 },
    ]);
    latest().receive({ type: 'user_deactivated', user_id: 9 });
    expect(listener).toHaveBeenLastCalledWith({ type: 'user_deactivated', user_id: 9 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends only while connected', async () => {
    const realtime = client();
    expect(realtime.send({ type: 'heartbeat_response' })).toBe(false);
    realtime.connect();
    await flush();
    expect(realtime.send({ type: 'heartbeat_response' })).toBe(false);
    latest().open();
    expect(realtime.send({ type: 'heartbeat_response' })).toBe(true);
  });
});
