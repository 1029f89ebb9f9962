import { describe, expect, it } from 'vitest';
import { call, login, openSocket, openSocketsUntilOneCloses, startServer } from './harness.ts';
import { eventually } from './eventually.ts';
import { fileServer } from './module-server.ts';
import { DEMO_USERS } from '../src/modules/users/seed.ts';

// Runs in the PostgreSQL + Redis project only: two instances need a shared database and a shared bus.
const server = fileServer();

describe('two instances sharing PostgreSQL and Redis', () => {
  it('an event raised on one instance reaches a socket held by the other', async () => {
    const second = await startServer({}, { shareWith: server, heartbeatMs: 60_000 });
    try {
      const dev = await login(server, 'dev@alvorada.dev');
      const ws = openSocket(second, dev.userData.id, dev.accessToken);
      await ws.opened;
      const admin = await login(server, 'admin@alvorada.dev');
      const patch = await call(server, 'PATCH', `/api/admin/users/${dev.userData.id}/`, {
        token: admin.accessToken,
        body: { city: 'Curitiba' },
      });
      expect(patch.status).toBe(200);
      const update = await ws.next('profile_update');
      expect(update.profile.city).toBe('Curitiba');
      ws.socket.close(1000);
    } finally {
      await second.close();
    }
  });
});

describe('sockets across instances', () => {
  it('a logout on one instance closes the socket of that session held by the other', async () => {
    const second = await startServer({}, { shareWith: server, heartbeatMs: 60_000 });
    try {
      const user = await login(server, 'usuario@alvorada.dev');
      const ws = openSocket(second, user.userData.id, user.accessToken);
      await ws.opened;
      await call(server, 'POST', '/api/auth/logout/', { token: user.accessToken, body: {} });
      expect((await ws.closed).code).toBe(4401);
    } finally {
      await second.close();
    }
  });

  it("counts one user's sockets over every instance: the 21st is refused wherever it opens", async () => {
    const second = await startServer({}, { shareWith: server, heartbeatMs: 60_000 });
    try {
      const user = await login(server, 'trader@alvorada.dev');
      const { firstCloseCode, open } = await openSocketsUntilOneCloses([server, second], user, 21);
      expect(firstCloseCode).toBe(4429);
      expect(open).toHaveLength(20);
      for (const ws of open) ws.socket.close(1000);
    } finally {
      await second.close();
    }
  });
});

describe('start-up of several instances at once', () => {
  it('migrates and seeds one after the other: both start, nothing is duplicated', async () => {
    const { freshDatabaseEnv } = await import('./harness.ts');
    const { loadConfig } = await import('../src/config.ts');
    const { buildApp } = await import('../src/app.ts');
    const database = await freshDatabaseEnv({ empty: true });
    const config = loadConfig({ ...database.env, LOG_LEVEL: 'silent', DEMO_SEED: 'true' });
    try {
      const instances = await Promise.all([buildApp(config), buildApp(config), buildApp(config)]);
      const { count } = await import('drizzle-orm');
      const { users } = await import('../src/platform/db/schema.ts');
      const [{ n }] = await instances[0].platform.db.select({ n: count() }).from(users);
      expect(n).toBe(DEMO_USERS.length);
      await Promise.all(instances.map((i) => i.close()));
    } finally {
      await database.drop();
    }
  });
});

describe('closing a billing cycle on two instances', () => {
  it('concurrent close requests on both instances: one runs, the other is told the cycle is being closed', async () => {
    const second = await startServer({}, { shareWith: server, heartbeatMs: 60_000 });
    try {
      const { accessToken: token } = await login(server, 'energia@alvorada.dev');
      const headers = { 'accept-language': 'en' };
      // The demo's oldest open cycle: its month has ended and every UC has its bill, so it may close.
      const [open] = (await call(server, 'GET', '/api/energy/cycles/?state=open&ordering=cycle', { token }))
        .body.results;
      const answers = await Promise.all(
        [server, second].map((instance) =>
          call(instance, 'POST', `/api/energy/cycles/${open.id}/close/`, { token, headers }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([202, 409]);
      const refused = answers.find((a) => a.status === 409)!;
      expect(refused.body).toMatchObject({
        code: 'cycle_busy',
        detail: `Cycle ${open.cycle} is being closed.`,
      });
      await eventually(
        async () =>
          (await call(second, 'GET', `/api/energy/cycles/${open.id}/`, { token })).body.state === 'closed',
      );
    } finally {
      await second.close();
    }
  });
});
