import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Logger } from 'pino';
import { REALTIME, access, clientMessageSchema, type ServerMessage } from '@alvorada/contracts';
import type { EventBus } from '../bus/index.ts';

interface Client {
  socket: WebSocket;
  missed: number;
  expiry: NodeJS.Timeout;
}

const DELIVER = 'realtime.deliver';
const DISCONNECT = 'realtime.disconnect';

/**
 * The per-user WebSocket channel at /ws/user/{id}/. Messages go through the event bus, so a message raised on
 * any instance reaches the user's sockets wherever they are connected.
 */
export async function createRealtimeHub(opts: { bus: EventBus; log: Logger; heartbeatMs: number }) {
  const { bus, log } = opts;
  const clients = new Map<number, Set<Client>>();

  const deliverLocal = (userId: number, message: ServerMessage) => {
    const data = JSON.stringify(message);
    for (const client of clients.get(userId) ?? []) client.socket.send(data);
  };
  await bus.subscribe(DELIVER, (payload) => {
    const { userId, message } = payload as { userId: number; message: ServerMessage };
    deliverLocal(userId, message);
  });
  await bus.subscribe(DISCONNECT, (payload) => {
    const { userId, code } = payload as { userId: number; code: number };
    for (const client of clients.get(userId) ?? []) client.socket.close(code);
  });

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
  }, opts.heartbeatMs);
  heartbeat.unref();

  function register(app: FastifyInstance) {
    app.get(
      '/ws/user/:id/',
      { websocket: true, config: { access: access.authenticated } },
      (socket, request) => {
        const auth = request.auth;
        const { id } = request.params as { id: string };
        if (!auth) return socket.close(REALTIME.closeCodes.unauthenticated, 'unauthenticated');
        if (String(auth.user.id) !== id) return socket.close(REALTIME.closeCodes.forbidden, 'forbidden');
        const userId = auth.user.id;
        const client: Client = {
          socket,
          missed: 0,
          // The access token's lifetime bounds the socket's: the client renews it and reconnects.
          expiry: setTimeout(
            () => socket.close(REALTIME.closeCodes.unauthenticated, 'token expired'),
            auth.tokenExp * 1000 - Date.now(),
          ),
        };
        const set = clients.get(userId) ?? new Set<Client>();
        set.add(client);
        clients.set(userId, set);
        socket.on('message', (raw) => {
          const parsed = clientMessageSchema.safeParse(safeJson(raw.toString()));
          if (parsed.success && parsed.data.type === 'heartbeat_response') client.missed = 0;
        });
        socket.on('close', () => {
          clearTimeout(client.expiry);
          set.delete(client);
          if (set.size === 0) clients.delete(userId);
        });
        socket.on('error', (err) => log.warn({ err, userId }, 'socket error'));
      },
    );
  }

  return {
    register,
    send: (userId: number, message: ServerMessage) => bus.publish(DELIVER, { userId, message }),
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
