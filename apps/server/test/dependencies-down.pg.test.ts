import { afterAll, describe, expect, it } from 'vitest';
import {
  call,
  DEMO_PASSWORD,
  heldSockets,
  login,
  openSocket,
  startServer,
  type TestServer,
} from './harness.ts';
import { eventually } from './eventually.ts';
import { kill, restartablePort, startProxy, startRedis } from './service-outages.ts';

// Runs in the PostgreSQL + Redis project only: it stops and restarts real services.
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

describe('Redis outage', () => {
  it('logins and writes keep working, readiness answers while it is down, and held messages go out once Redis is back', async () => {
    const port = await restartablePort();
    let redis = await startRedis(port);
    cleanups.push(() => kill(redis));
    const server: TestServer = await startServer(
      { REDIS_URL: `redis://127.0.0.1:${port}`, LOGIN_RATE_MAX: '3' },
      { heartbeatMs: 60_000 },
    );
    cleanups.push(() => server.close());
    const user = await login(server, 'usuario@alvorada.dev');
    const ws = openSocket(server, user.userData.id, user.accessToken);
    await ws.opened;

    await kill(redis);
    // Answered while Redis is still down: readiness does not wait for it to come back.
    const ready = await call(server, 'GET', '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.redis).toBe('down');
    expect(ready.headers.get('retry-after')).toBe('5');

    expect(
      (
        await call(server, 'POST', '/api/auth/login/', {
          body: { email: 'dev@alvorada.dev', password: DEMO_PASSWORD },
        })
      ).status,
    ).toBe(200);
    const patch = await call(server, 'PATCH', '/api/auth/current_profile/', {
      token: user.accessToken,
      body: { city: 'Recife' },
    });
    expect(patch.status).toBe(200);
    expect(patch.body.city).toBe('Recife');
    // Throttling goes on in this process while Redis is away.
    const attempts = [];
    for (let i = 0; i < 4; i++) {
      attempts.push(
        (
          await call(server, 'POST', '/api/auth/login/', {
            body: { email: 'trader', password: 'wrong-pass-1' },
          })
        ).status,
      );
    }
    expect(attempts).toEqual([401, 401, 401, 429]);
    // A job cannot be queued: refused at once, not left waiting for Redis.
    const energy = await login(server, 'energia@alvorada.dev');
    const cycle = await call(server, 'POST', '/api/energy/cycles/', {
      token: energy.accessToken,
      body: { cycle: '2001-01' },
    });
    expect(cycle.status).toBe(201);
    const close = await call(server, 'POST', `/api/energy/cycles/${cycle.body.id}/close/`, {
      token: energy.accessToken,
    });
    expect(close.status).toBe(503);
    expect(close.headers.get('retry-after')).toBe('5');
    // The claim is given back: once Redis is back the close can be asked again.
    const after = await call(server, 'GET', `/api/energy/cycles/${cycle.body.id}/`, {
      token: energy.accessToken,
    });
    expect(after.body.state).toBe('open');

    redis = await startRedis(port);
    const update = await ws.next('profile_update');
    expect(update.profile.city).toBe('Recife');
    await eventually(async () => (await call(server, 'GET', '/api/ready')).status === 200 || undefined);
    const again = await call(server, 'POST', `/api/energy/cycles/${cycle.body.id}/close/`, {
      token: energy.accessToken,
    });
    expect(again.status).toBe(202);
    ws.socket.close(1000);
  });
});

describe('Redis restart', () => {
  it("relearns each user's open sockets when Redis comes back empty: the cap of 20 still holds", async () => {
    const port = await restartablePort();
    let redis = await startRedis(port);
    cleanups.push(() => kill(redis));
    const server = await startServer({ REDIS_URL: `redis://127.0.0.1:${port}` }, { heartbeatMs: 1000 });
    cleanups.push(() => server.close());
    const user = await login(server, 'trader@alvorada.dev');
    const open = async () =>
      openSocket(server, user.userData.id, user.accessToken, { answerHeartbeats: true });
    const sockets: ReturnType<typeof openSocket>[] = [];
    for (let i = 0; i < 20; i++) {
      const ws = await open();
      await ws.opened;
      sockets.push(ws);
    }
    await kill(redis);
    redis = await startRedis(port);
    await eventually(async () => (await call(server, 'GET', '/api/ready')).status === 200 || undefined);
    // The server runs in this process, on this clock: a heartbeat stamped after Redis answered again comes
    // from a beat that renewed every socket's lease in the new Redis.
    const answeredAt = Date.now();
    await eventually(async () => (await sockets[0]!.next('heartbeat')).at > answeredAt);
    const extra = await open();
    expect(await extra.closed).toEqual({ code: 4429 });
    expect(await heldSockets(server, user, sockets)).toHaveLength(20);
    for (const ws of sockets) ws.socket.close(1000);
  });
});

describe('PostgreSQL outage', () => {
  it('answers 503 with Retry-After while the database is unreachable, and recovers when it is back', async () => {
    const direct = await startServer();
    cleanups.push(() => direct.close());
    const url = new URL(direct.env.DATABASE_URL);
    const proxy = await startProxy({ host: url.hostname, port: Number(url.port || 5432) });
    cleanups.push(() => proxy.drop());
    url.port = String(proxy.port);
    const server = await startServer(
      { DATABASE_URL: url.toString() },
      { shareWith: direct, heartbeatMs: 60_000 },
    );
    cleanups.unshift(() => server.close());
    const admin = await login(server, 'admin@alvorada.dev');
    expect((await call(server, 'GET', '/api/admin/users/', { token: admin.accessToken })).status).toBe(200);

    await proxy.drop();
    const list = await call(server, 'GET', '/api/admin/users/', { token: admin.accessToken });
    expect(list.status).toBe(503);
    expect(list.headers.get('retry-after')).toBe('5');
    expect(list.body.code).toBe('service_unavailable');
    const signIn = await call(server, 'POST', '/api/auth/login/', {
      body: { email: 'dev@alvorada.dev', password: DEMO_PASSWORD },
      headers: { 'accept-language': 'en' },
    });
    expect(signIn.status).toBe(503);
    expect(signIn.body.detail).toBe('The service is temporarily unavailable. Try again in a moment.');
    // Answered while the database is still unreachable: readiness does not wait for it to come back.
    const ready = await call(server, 'GET', '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.database).toBe('down');

    await proxy.reopen();
    await eventually(
      async () =>
        (await call(server, 'GET', '/api/admin/users/', { token: admin.accessToken })).status === 200 ||
        undefined,
    );
  });
});
