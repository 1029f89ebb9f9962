import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { Logger } from 'pino';
import { z } from 'zod';
import { REALTIME, access, clientMessageSchema, type ServerMessage, safeString } from '@alvorada/contracts';
import type { EventBus } from '../bus/index.ts';
import type { AuthState } from '../access/auth-state.ts';
import { MAX_SOCKETS_PER_USER, type SocketSlots } from './socket-slots.ts';
import type { App } from '../http/app-type.ts';
import { requestTrace } from '../http/request-trace.ts';

interface Client {
  id: string;
  socket: WebSocket;
  sessionId: string;
  missed: number;
  expiry: NodeJS.Timeout;
  budget: { used: number; windowStart: number };
}

const DELIVER = 'realtime.deliver';
const DISCONNECT = 'realtime.disconnect';
/** A client answers heartbeats and little else: past this, a socket is flooding and is closed. */
const MESSAGE_BUDGET = { max: 60, windowMs: 60_000 };
const { closeCodes } = REALTIME;
const socketParams = z.object({ id: safeString() });

/**
 * The per-user WebSocket channel at /ws/user/{id}/. Messages go through the event bus, so a message raised on
 * any instance reaches the user's sockets wherever they are connected. A socket lives as long as the session
 * it was opened with: when that session ends on any instance, the socket is closed with 4401.
 */
export async function createRealtimeHub(opts: {
  bus: EventBus;
  log: Logger;
  heartbeatMs: number;
  authState: AuthState;
  /** Shared slots when several instances run; without them, this process's own sockets are counted. */
  slots: SocketSlots | null;
}) {
  const { bus, log, authState, slots } = opts;
  const clients = new Map<number, Set<Client>>();

  const deliverLocal = (userId: number, message: ServerMessage) => {
    const held = clients.get(userId);
    // Most messages (a paper session's every step) find no socket open here: nothing to serialise.
    if (!held?.size) return;
    const data = JSON.stringify(message);
    for (const client of held) client.socket.send(data);
  };
  await bus.subscribe(DELIVER, (payload) => {
    const { userId, message } = payload as { userId: number; message: ServerMessage };
    deliverLocal(userId, message);
  });
  await bus.subscribe(DISCONNECT, (payload) => {
    const { userId, code } = payload as { userId: number; code: number };
    for (const client of clients.get(userId) ?? []) client.socket.close(code);
  });

  // What was published while this instance was cut off from the others never reaches its sockets.
  bus.onResumed(() => {
    const resync = JSON.stringify({ type: 'resync' } satisfies ServerMessage);
    for (const held of clients.values()) for (const client of held) client.socket.send(resync);
  });

  // Deactivation and deletion have their own message and close code; this closes sockets of ended sessions.
  authState.onInvalidate((userId) => {
    const held = userId === undefined ? undefined : clients.get(userId);
    if (!held) return;
    authState
      .load(userId!)
      .then((state) => {
        if (!state || state.user.status !== 'active') return;
        for (const client of held) {
          if (!state.activeSessions.has(client.sessionId))
            client.socket.close(closeCodes.unauthenticated, 'session ended');
        }
      })
      .catch((err: unknown) => log.warn({ err, userId }, 'could not check the sessions of open sockets'));
  });

  const heldSlots = () =>
    [...clients].flatMap(([userId, set]) => [...set].map((client) => ({ userId, socketId: client.id })));

  const heartbeat = setInterval(() => {
    for (const set of clients.values()) {
      for (const client of set) {
        if (client.missed >= REALTIME.missedHeartbeatsBeforeDrop) {
          client.socket.terminate();
          continue;
        }
        client.missed += 1;
        client.socket.send(JSON.stringify({ type: 'heartbeat', at: Date.now() } satisfies ServerMessage));
      }
    }
    slots?.renew(heldSlots()).catch((err: unknown) => log.warn({ err }, 'could not renew socket slots'));
  }, opts.heartbeatMs);
  heartbeat.unref();

  /** Whether the user may open one more socket; with the shared slots away, this instance's count decides. */
  async function takeSlot(userId: number, socketId: string) {
    const local = clients.get(userId)?.size ?? 0;
    if (!slots) return local < MAX_SOCKETS_PER_USER;
    try {
      return await slots.acquire(userId, socketId);
    } catch (err) {
      log.warn({ err }, 'socket slots unavailable: counting this instance only');
      return local < MAX_SOCKETS_PER_USER;
    }
  }

  function overBudget(client: Client) {
    const now = Date.now();
    if (now - client.budget.windowStart >= MESSAGE_BUDGET.windowMs)
      client.budget = { used: 0, windowStart: now };
    client.budget.used += 1;
    return client.budget.used > MESSAGE_BUDGET.max;
  }

  function register(app: App) {
    app.get(
      '/ws/user/:id/',
      { websocket: true, config: { access: access.authenticated }, schema: { params: socketParams } },
      async (socket, request) => {
        const auth = request.auth;
        const { id } = request.params;
        if (!auth) return socket.close(closeCodes.unauthenticated, 'unauthenticated');
        if (String(auth.user.id) !== id) return socket.close(closeCodes.forbidden, 'forbidden');
        const userId = auth.user.id;
        const socketId = randomUUID();
        if (!(await takeSlot(userId, socketId))) return socket.close(closeCodes.tooMany, 'too many sockets');
        if (socket.readyState !== socket.OPEN)
          return void slots?.release(userId, socketId).catch(() => undefined);
        const client: Client = {
          id: socketId,
          socket,
          sessionId: auth.sessionId,
          missed: 0,
          // The access token's lifetime bounds the socket's: the client renews it and reconnects.
          expiry: setTimeout(
            () => socket.close(closeCodes.unauthenticated, 'token expired'),
            auth.tokenExp * 1000 - Date.now(),
          ),
          budget: { used: 0, windowStart: Date.now() },
        };
        const set = clients.get(userId) ?? new Set<Client>();
        set.add(client);
        clients.set(userId, set);
        socket.on('message', (raw) => {
          if (overBudget(client)) {
            // Stop reading at once: the rest of a flood stays unparsed in the kernel's buffer.
            socket.pause();
            socket.close(closeCodes.tooMany, 'message budget exceeded');
            setTimeout(() => socket.terminate(), 1000).unref();
            return;
          }
          const parsed = clientMessageSchema.safeParse(safeJson(raw.toString()));
          if (parsed.success && parsed.data.type === 'heartbeat_response') client.missed = 0;
        });
        socket.on('close', () => {
          clearTimeout(client.expiry);
          set.delete(client);
          if (set.size === 0) clients.delete(userId);
          slots?.release(userId, socketId).catch(() => undefined);
        });
        socket.on('error', (err) => log.warn({ err, userId }, 'socket error'));
      },
    );
  }

  return {
    register,
    send(userId: number, message: ServerMessage) {
      requestTrace.message(message.type, userId);
      return bus.publish(DELIVER, { userId, message });
    },
    disconnect: (userId: number, code: number) => bus.publish(DISCONNECT, { userId, code }),
    close() {
      clearInterval(heartbeat);
      for (const set of clients.values()) for (const client of set) client.socket.terminate();
    },
  };
}
export type RealtimeHub = Awaited<ReturnType<typeof createRealtimeHub>>;

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
