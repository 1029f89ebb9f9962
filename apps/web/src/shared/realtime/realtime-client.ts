import { REALTIME, type ServerMessage } from '@alvorada/contracts';
import { logger } from '@/shared/logging/logger.ts';
import { createStore } from '@/shared/storage/store.ts';

export type MessageCheck = typeof import('./message-check.ts');

export interface RealtimeState {
  connected: boolean;
  error: string | null;
  /** The automatic retries are spent: the socket stays closed until asked to reconnect. */
  gaveUp: boolean;
}

export interface RealtimeDeps {
  userId: () => number | null;
  /** A usable access token (renewed when near expiry), or null. */
  accessToken: () => Promise<string | null>;
  /** Renews the token the server refused (close code 4401). */
  renewToken: () => Promise<boolean>;
  translate: (key: string, params?: Record<string, unknown>) => string;
  /**
   * The message schemas, or how to load them; by default they load when the socket first opens, apart from
   * the client (a message arriving before they are there waits for them, later ones queue behind it).
   */
  messages?: MessageCheck | (() => Promise<MessageCheck>);
  WebSocketImpl?: typeof WebSocket;
  location?: Pick<Location, 'protocol' | 'host'>;
  /** Where Workana messages are re-broadcast and `online` is heard (the window by default). */
  target?: EventTarget;
  /** Whose `visibilitychange` brings the socket back when the page is shown again (the document by default). */
  page?: EventTarget & Pick<Document, 'visibilityState'>;
}

type Listener = (message: ServerMessage) => void;

/**
 * The user's realtime socket: spec §4 states, bounded reconnects, heartbeat answers, message fan-out. Once
 * the bounded retries are spent it says so (`gaveUp`) and tries again when asked, when the browser is back
 * online or when the page is shown again, each a fresh round of retries.
 */
export function createRealtimeClient(deps: RealtimeDeps) {
  const state = createStore<RealtimeState>({ connected: false, error: null, gaveUp: false });
  const listeners = new Set<Listener>();
  let socket: WebSocket | null = null;
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let opening = false;

  const setState = (patch: Partial<RealtimeState>) => state.set((s) => ({ ...s, ...patch }));
  const WS = () => deps.WebSocketImpl ?? WebSocket;

  function url(id: number): string {
    const { protocol, host } = deps.location ?? location;
    return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/ws/user/${id}/`;
  }

  let check = typeof deps.messages === 'object' ? deps.messages : undefined;
  let loadingCheck: Promise<void> | undefined;
  const waiting: string[] = [];

  function loadCheck(): Promise<void> {
    loadingCheck ??= (
      typeof deps.messages === 'function' ? deps.messages() : import('./message-check.ts')
    ).then(
      (loaded) => {
        check = loaded;
        for (const message of waiting.splice(0)) dispatch(message, loaded);
      },
      (error: unknown) => {
        // Tried again with the next message; those already received are dropped, like unparsable ones.
        loadingCheck = undefined;
        waiting.length = 0;
        logger.error('realtime message schemas could not be loaded', error);
      },
    );
    return loadingCheck;
  }

  function receive(raw: string): void {
    if (check) return dispatch(raw, check);
    waiting.push(raw);
    void loadCheck();
  }

  function dispatch(raw: string, { serverMessageSchema, WORKANA_MESSAGE_TYPES }: MessageCheck): void {
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch (error) {
      logger.error('realtime message could not be parsed', error);
      return;
    }
    const type = (data as { type?: unknown })?.type;
    if ((WORKANA_MESSAGE_TYPES as readonly unknown[]).includes(type)) {
      (deps.target ?? window).dispatchEvent(new CustomEvent('websocket-message', { detail: data }));
      return;
    }
    const parsed = serverMessageSchema.safeParse(data);
    if (!parsed.success) {
      logger.debug('realtime message ignored', type);
      return;
    }
    if (parsed.data.type === 'heartbeat') send({ type: 'heartbeat_response' });
    for (const listener of [...listeners]) listener(parsed.data);
  }

  function scheduleReconnect(): void {
    if (attempts >= REALTIME.maxReconnectAttempts) {
      setState({ gaveUp: true });
      return;
    }
    attempts += 1;
    const delay = Math.min(REALTIME.reconnectDelayStepMs * attempts, REALTIME.reconnectDelayCapMs);
    timer = setTimeout(() => void open(), delay);
  }

  async function open(): Promise<void> {
    clearTimeout(timer);
    if (socket || opening) return;
    const id = deps.userId();
    if (!id) {
      setState({ error: deps.translate('realtime.notAuthenticated') });
      return;
    }
    opening = true;
    // A renewal that fails (the server is down) is a failed attempt like a refused socket.
    const token = await deps.accessToken().catch(() => null);
    opening = false;
    if (stopped || socket) return;
    if (!token) return scheduleReconnect();
    let ws: WebSocket;
    try {
      ws = new (WS())(url(id), ['access_token', token]);
    } catch (error) {
      setState({ error: deps.translate('realtime.connectError', { reason: (error as Error).message }) });
      scheduleReconnect();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      // The schemas load once a socket is open, so that its first messages (a deactivation) need not wait.
      void loadCheck();
      attempts = 0;
      setState({ connected: true, error: null, gaveUp: false });
    };
    ws.onerror = () => setState({ error: deps.translate('realtime.socketError') });
    ws.onmessage = (event: MessageEvent) => receive(String(event.data));
    ws.onclose = (event: CloseEvent) => {
      if (socket === ws) socket = null;
      setState({ connected: false });
      if (stopped || event.code === REALTIME.normalCloseCode) return;
      if (event.code === REALTIME.closeCodes.unauthenticated) {
        // An expired token is not a failed attempt: renew, then reconnect.
        void deps
          .renewToken()
          .catch(() => false)
          .then((renewed) => (renewed ? open() : scheduleReconnect()));
        return;
      }
      scheduleReconnect();
    };
  }

  /** A fresh round of retries, now, unless signed out or already connected. */
  function reconnect(): void {
    if (stopped || socket) return;
    attempts = 0;
    setState({ gaveUp: false });
    void open();
  }

  const wakeTarget = () => deps.target ?? window;
  const wakePage = () => deps.page ?? document;
  const onVisible = () => {
    if (wakePage().visibilityState === 'visible') reconnect();
  };
  function listenForWake(listen: boolean): void {
    const method = listen ? 'addEventListener' : 'removeEventListener';
    wakeTarget()[method]('online', reconnect);
    wakePage()[method]('visibilitychange', onVisible);
  }

  function send(message: unknown): boolean {
    if (!socket || !state.get().connected) return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  return {
    state,
    /** Opens the socket when the user is authenticated; a no-op while one is open. */
    connect(): void {
      stopped = false;
      listenForWake(true);
      reconnect();
    },
    reconnect,
    disconnect(): void {
      stopped = true;
      listenForWake(false);
      clearTimeout(timer);
      socket?.close(REALTIME.normalCloseCode);
      socket = null;
      setState({ connected: false, gaveUp: false });
    },
    send,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;
