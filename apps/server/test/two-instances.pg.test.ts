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
