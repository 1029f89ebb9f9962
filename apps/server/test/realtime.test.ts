import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectSessionEnded, login, openSocket, startServer, type TestServer } from './harness.ts';

const HEARTBEAT_MS = 150;
let server: TestServer;
beforeAll(async () => {
  server = await startServer({}, { heartbeatMs: HEARTBEAT_MS });
});
afterAll(() => server?.close());

describe('realtime channel /ws/user/{id}/', () => {
  it('answers the access_token subprotocol and sends heartbeats that the client answers', async () => {
    const me = await login(server, 'usuario@alvorada.dev');
    const ws = openSocket(server, me.userData.id, me.accessToken);
    await ws.opened;
    expect(ws.socket.protocol).toBe('access_token');
    for (let i = 0; i < 4; i++) {
      const beat = await ws.next('heartbeat');
      expect(typeof beat.at).toBe('number');
      ws.socket.send(JSON.stringify({ type: 'heartbeat_response' }));
    }
    expect(ws.socket.readyState).toBe(ws.socket.OPEN);
    ws.socket.close(1000);
  });

  it('drops a socket that stops answering heartbeats', async () => {
    const me = await login(server, 'usuario@alvorada.dev');
    const ws = openSocket(server, me.userData.id, me.accessToken);
    await ws.opened;
    const { code } = await ws.closed;
    expect(code).toBe(1006);
    expect(ws.messages.every((m) => m.type === 'heartbeat')).toBe(true);
  });

  it("refuses another user's id with 4403 and sends nothing", async () => {
    const me = await login(server, 'usuario@alvorada.dev');
    const admin = await login(server, 'admin@alvorada.dev');
    const ws = openSocket(server, admin.userData.id, me.accessToken);
    const { code } = await ws.closed;
    expect(code).toBe(4403);
    expect(ws.messages).toEqual([]);
  });

  it('refuses a missing or invalid token with 4401', async () => {
    const none = openSocket(server, 1);
    expect((await none.closed).code).toBe(4401);
    const bad = openSocket(server, 1, 'garbage.token.value');
    expect((await bad.closed).code).toBe(4401);
    expect([...none.messages, ...bad.messages]).toEqual([]);
  });

  it('pushes profile_update with the new rules when an admin edits the role of the user', async () => {
    const admin = await login(server, 'admin@alvorada.dev');
    const dev = await login(server, 'dev@alvorada.dev');
    const ws = openSocket(server, dev.userData.id, dev.accessToken, { answerHeartbeats: true });
    await ws.opened;
    const roles = await call(server, 'GET', '/api/admin/roles/', { token: admin.accessToken });
    const role = roles.body.results.find((r: { code: string }) => r.code === 'desenvolvedor');
    const rules = [{ action: 'read', subject: ['Dashboard', 'AccountSettings', 'Alvorada', 'Backtest'] }];
    expect(
      (
        await call(server, 'PATCH', `/api/admin/roles/${role.id}/`, {
          token: admin.accessToken,
          body: { rules },
        })
      ).status,
    ).toBe(200);
    const update = await ws.next('profile_update');
    expect(update.profile.id).toBe(dev.userData.id);
    expect(update.profile.userAbilityRules).toEqual(rules);
    // the server enforces the new rules at once
    expect((await call(server, 'GET', '/metrics', { token: dev.accessToken })).status).toBe(403);
    await call(server, 'PATCH', `/api/admin/roles/${role.id}/`, {
      token: admin.accessToken,
      body: { rules: role.rules },
    });
    ws.socket.close(1000);
  });

  it('sends user_deactivated, closes the sockets and rejects every token of the user from then on', async () => {
    const admin = await login(server, 'admin@alvorada.dev');
    const trader = await login(server, 'trader@alvorada.dev');
    const other = await login(server, 'trader@alvorada.dev');
    const ws = openSocket(server, trader.userData.id, trader.accessToken, { answerHeartbeats: true });
    await ws.opened;
    const res = await call(server, 'PATCH', `/api/admin/users/${trader.userData.id}/`, {
      token: admin.accessToken,
      body: { status: 'inactive' },
    });
    expect(res.status).toBe(200);
    expect(await ws.next('user_deactivated')).toEqual({
      type: 'user_deactivated',
      user_id: trader.userData.id,
    });
    expect((await ws.closed).code).toBe(4410);
    for (const session of [trader, other]) await expectSessionEnded(server, session);
    const again = await call(server, 'POST', '/api/auth/login/', {
      body: { email: 'trader@alvorada.dev', password: 'Alvorada@2026' },
    });
    expect(again.status).toBe(403);
    expect(again.body.detail).toBe('Esta conta está desativada.');
    await call(server, 'PATCH', `/api/admin/users/${trader.userData.id}/`, {
      token: admin.accessToken,
      body: { status: 'active' },
    });
  });

  it('delivers a notification to the bell over the socket and lists it', async () => {
    const me = await login(server, 'usuario@alvorada.dev');
    const ws = openSocket(server, me.userData.id, me.accessToken, { answerHeartbeats: true });
    await ws.opened;
    const { createNotifications } = await import('../src/modules/notifications/service.ts');
    await createNotifications(server.built.platform).notify(me.userData.id, {
      kind: 'info',
      title: 'Relatório pronto',
    });
    const pushed = await ws.next('notification');
    expect(pushed.notification).toMatchObject({ title: 'Relatório pronto', read_at: null });
    const list = await call(server, 'GET', '/api/notifications/?page=1&page_size=5', {
      token: me.accessToken,
    });
    expect(list.body.results[0].id).toBe(pushed.notification.id);
    expect(list.body.unread).toBe(2);
    expect(
      (
        await call(server, 'POST', `/api/notifications/${pushed.notification.id}/read/`, {
          token: me.accessToken,
        })
      ).status,
    ).toBe(204);
    const after = await call(server, 'GET', '/api/notifications/', { token: me.accessToken });
    expect(after.body.unread).toBe(1);
    ws.socket.close(1000);
  });
});
