import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect, inject } from 'vitest';
import WebSocket from 'ws';
import type { LoginResponse } from '@alvorada/contracts';
import { loadConfig } from '../src/config.ts';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { eventually } from './eventually.ts';

export const DEMO_PASSWORD = 'Alvorada@2026';
export const engine = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestServer {
  url: string;
  wsUrl: string;
  built: BuiltApp;
  env: Record<string, string>;
  /** Stops the server and keeps its database, for a restart on it (`shareWith`). */
  stop(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A throwaway database, a copy of the suite's migrated and seeded template (`empty` for one that has seen
 * nothing yet): a PGlite directory, or a database on the PostgreSQL server.
 */
export async function freshDatabaseEnv(
  opts: { empty?: boolean } = {},
): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'alvorada-test-'));
  const base = { DATA_DIR: dataDir, WEB_DIST: join(dataDir, 'web') };
  const template = opts.empty ? null : inject('databaseTemplate');
  if (engine === 'pglite') {
    if (template) cpSync(template, join(dataDir, 'pglite'), { recursive: true });
    return {
      env: { ...base, DATABASE_URL: '', REDIS_URL: '' },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.DATABASE_URL!;
  const name = `alvorada_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: {
      ...base,
      DATABASE_URL: url.toString(),
      REDIS_URL: process.env.REDIS_URL ?? '',
      REDIS_PREFIX: `${name}:`,
    },
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What every test server runs with, in this process or in one of its own, besides its database. */
export const TEST_SERVER_ENV = {
  LOG_LEVEL: 'silent',
  DEMO_SEED: 'true',
  HOST: '127.0.0.1',
  PORT: '0',
  JWT_SECRET: 'test-secret-for-the-suite-only-0123456789',
  // No background polling of job sources: a test that wants a run starts it.
  WORKANA_TICK_SECONDS: '0',
};

/** Builds the real app on a fresh database and listens on an ephemeral port. */
export async function startServer(
  overrides: Record<string, string> = {},
  opts: { heartbeatMs?: number; shareWith?: TestServer } = {},
): Promise<TestServer> {
  // The template holds the demo: a server started without it gets an empty database.
  const database = opts.shareWith ? null : await freshDatabaseEnv({ empty: overrides.DEMO_SEED === 'false' });
  const env = {
    ...TEST_SERVER_ENV,
    ...(opts.shareWith?.env ?? database!.env),
    ...overrides,
  };
  const built = await buildApp(loadConfig(env), { heartbeatMs: opts.heartbeatMs });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (built.app.server.address() as { port: number }).port;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await built.close();
  };
  return {
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}`,
    built,
    env,
    stop,
    async close() {
      await stop();
      await database?.drop();
    },
  };
}

export async function call(
  server: Pick<TestServer, 'url'>,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(server.url + path, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let body: any;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: res.status, headers: res.headers, body };
}

export async function login(server: Pick<TestServer, 'url'>, email: string, password = DEMO_PASSWORD) {
  const res = await call(server, 'POST', '/api/auth/login/', { body: { email, password } });
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as LoginResponse;
}

/** The demo administrator adds a user, named in the list by the email's local part. */
export async function addUser(
  server: Pick<TestServer, 'url'>,
  user: { email: string; full_name: string; role: string; password?: string },
) {
  const admin = await login(server, 'admin@alvorada.dev');
  const body = { username: user.email.split('@')[0], ...user };
  return call(server, 'POST', '/api/admin/users/', { token: admin.accessToken, body });
}

/** The session is over: its access token is refused, and so is its refresh token. */
export async function expectSessionEnded(server: Pick<TestServer, 'url'>, session: LoginResponse) {
  const profile = await call(server, 'GET', '/api/auth/current_profile/', { token: session.accessToken });
  expect(profile.status).toBe(401);
  const refresh = await call(server, 'POST', '/api/auth/token/refresh/', {
    body: { refresh: session.refreshToken },
  });
  expect(refresh.status).toBe(401);
}

/**
 * A socket that records every message; `next(type)` waits for the next message of that type, however long it
 * takes, and fails as soon as the socket closes without it.
 */
/**
 * A realtime socket whose messages a test awaits by type. With `answerHeartbeats` it answers the server's
 * heartbeats as the web client does, so it stays open however slowly the test runs.
 */
export function openSocket(
  server: Pick<TestServer, 'wsUrl'>,
  userId: number,
  token?: string,
  { answerHeartbeats = false } = {},
) {
  const socket = new WebSocket(`${server.wsUrl}/ws/user/${userId}/`, token ? ['access_token', token] : []);
  const messages: any[] = [];
  const waiters: { type: string; resolve: (m: any) => void; reject: (err: Error) => void }[] = [];
  let closedWith: number | undefined;
  const missed = (type: string) => new Error(`the socket closed (${closedWith}) before a ${type} came`);
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString());
    if (answerHeartbeats && message.type === 'heartbeat')
      socket.send(JSON.stringify({ type: 'heartbeat_response' }));
    const i = waiters.findIndex((w) => w.type === message.type);
    if (i >= 0) waiters.splice(i, 1)[0].resolve(message);
    else messages.push(message);
  });
  const closed = new Promise<{ code: number }>((resolve) =>
    socket.on('close', (code) => {
      closedWith = code;
      for (const waiter of waiters.splice(0)) waiter.reject(missed(waiter.type));
      resolve({ code });
    }),
  );
  const opened = new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve());
    socket.on('error', reject);
  });
  return {
    socket,
    messages,
    opened,
    closed,
    next(type: string): Promise<any> {
      const i = messages.findIndex((m) => m.type === type);
      if (i >= 0) return Promise.resolve(messages.splice(i, 1)[0]);
      if (closedWith !== undefined) return Promise.reject(missed(type));
      return new Promise((resolve, reject) => waiters.push({ type, resolve, reject }));
    },
  };
}

type Socket = ReturnType<typeof openSocket>;

/**
 * Those of `sockets` the server holds, once it has decided on each: a profile update of `session`'s user, sent
 * again until every socket has either received one or closed, reaches only the sockets the server holds.
 */
export async function heldSockets(
  server: Pick<TestServer, 'url'>,
  session: LoginResponse,
  sockets: Socket[],
) {
  let decided = 0;
  const held = sockets.map((ws) =>
    ws
      .next('profile_update')
      .then(
        () => true,
        () => false,
      )
      .finally(() => decided++),
  );
  await eventually(async () => {
    await call(server, 'PATCH', '/api/auth/current_profile/', { token: session.accessToken, body: {} });
    return decided === sockets.length;
  });
  const verdicts = await Promise.all(held);
  return sockets.filter((_, i) => verdicts[i]);
}

/**
 * Opens `count` sockets of one session, spread over `servers`, waits for the first one the server closes, and
 * answers those it holds. Which socket is refused depends on arrival order at the server, so the caller checks
 * how many, not which.
 */
export async function openSocketsUntilOneCloses(
  servers: Pick<TestServer, 'url' | 'wsUrl'>[],
  session: LoginResponse,
  count: number,
) {
  const sockets = [];
  for (let i = 0; i < count; i++) {
    const ws = openSocket(servers[i % servers.length], session.userData.id, session.accessToken);
    await ws.opened;
    sockets.push(ws);
  }
  const first = await Promise.race(sockets.map((ws) => ws.closed));
  return { firstCloseCode: first.code, open: await heldSockets(servers[0], session, sockets) };
}
