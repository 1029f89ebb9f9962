import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, openSocket, startServer, type TestServer } from './harness.ts';

// Runs in the PostgreSQL + Redis project only: two instances need a shared database and a shared bus.
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

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

describe('start-up of several instances at once', () => {
  it('migrates and seeds one after the other: both start, nothing is duplicated', async () => {
    const { freshDatabaseEnv } = await import('./harness.ts');
    const { loadConfig } = await import('../src/config.ts');
    const { buildApp } = await import('../src/app.ts');
    const database = await freshDatabaseEnv();
    const config = loadConfig({ ...database.env, LOG_LEVEL: 'silent', DEMO_SEED: 'true' });
    try {
      const instances = await Promise.all([buildApp(config), buildApp(config), buildApp(config)]);
      const { count } = await import('drizzle-orm');
      const { users } = await import('../src/platform/db/schema.ts');
      const [{ n }] = await instances[0].platform.db.select({ n: count() }).from(users);
      expect(n).toBe(5);
      await Promise.all(instances.map((i) => i.close()));
    } finally {
      await database.drop();
    }
  });
});
