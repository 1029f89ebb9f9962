import { describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { mailMessages } from '../src/platform/db/schema.ts';
import { call, DEMO_PASSWORD, heldSockets, login, openSocket, openSocketsUntilOneCloses } from './harness.ts';
import { fileServer } from './module-server.ts';
import { eventually } from './eventually.ts';

const server = fileServer({}, { heartbeatMs: 60_000 });

const connected = async (session: Awaited<ReturnType<typeof login>>) => {
  const ws = openSocket(server, session.userData.id, session.accessToken);
  await ws.opened;
  return ws;
};
/**
 * The server closed the session's sockets in one go with the one the case saw close: a message to the user sent
 * after that still reaches `ws`.
 */
const stillOpen = async (ws: ReturnType<typeof openSocket>, session: Awaited<ReturnType<typeof login>>) =>
  expect(await heldSockets(server, session, [ws])).toHaveLength(1);

const resetLink = async (email: string) => {
  expect((await call(server, 'POST', '/api/auth/forgot-password/', { body: { email } })).status).toBe(202);
  const token = await eventually(async () => {
    const rows = await server.built.platform.db.select().from(mailMessages).orderBy(desc(mailMessages.id));
    const found = rows
      .find((m) => m.toAddress === email && m.text.includes('/reset-password'))
      ?.text.match(/token=([\w-]+)/)?.[1];
    return found && !issued.has(found) && found;
  });
  issued.add(token);
  return token;
};
const issued = new Set<string>();
const reset = (token: string, password: string) =>
  call(server, 'POST', '/api/auth/reset-password/', { body: { token, password } });

describe('a socket lives as long as its session', () => {
  it('logout closes the sockets of that session with 4401 and leaves the other sessions open', async () => {
    const mine = await login(server, 'usuario@alvorada.dev');
    const other = await login(server, 'usuario@alvorada.dev');
    const ws = await connected(mine);
    const otherWs = await connected(other);
    const logout = await call(server, 'POST', '/api/auth/logout/', { token: mine.accessToken, body: {} });
    expect(logout.status).toBe(204);
    expect((await ws.closed).code).toBe(4401);
    await stillOpen(otherWs, other);
    otherWs.socket.close(1000);
  });

  it('a password change closes the sockets of the other sessions', async () => {
    const here = await login(server, 'trader@alvorada.dev');
    const elsewhere = await login(server, 'trader@alvorada.dev');
    const hereWs = await connected(here);
    const elsewhereWs = await connected(elsewhere);
    const changed = await call(server, 'POST', '/api/auth/change_password/', {
      token: here.accessToken,
      body: { current_password: DEMO_PASSWORD, new_password: 'Ensolarado#2031' },
    });
    expect(changed.status).toBe(200);
    expect((await elsewhereWs.closed).code).toBe(4401);
    await stillOpen(hereWs, here);
    hereWs.socket.close(1000);
  });

  it('a reset by e-mailed link closes every socket of the user', async () => {
    const session = await login(server, 'energia@alvorada.dev');
    const ws = await connected(session);
    expect((await reset(await resetLink('energia@alvorada.dev'), 'Ensolarado#2031')).status).toBe(200);
    expect((await ws.closed).code).toBe(4401);
  });

  it("an administrator's revoke closes the socket of that session", async () => {
    const admin = await login(server, 'admin@alvorada.dev');
    const dev = await login(server, 'dev@alvorada.dev');
    const ws = await connected(dev);
    const mineId = (await call(server, 'GET', '/api/auth/sessions/', { token: dev.accessToken })).body.find(
      (s: { current: boolean }) => s.current,
    ).id;
    const revoked = await call(server, 'DELETE', `/api/admin/users/${dev.userData.id}/sessions/${mineId}/`, {
      token: admin.accessToken,
    });
    expect(revoked.status).toBe(204);
    expect((await ws.closed).code).toBe(4401);
  });
});

describe('older reset links', () => {
  it('stop working once a newer link was used', async () => {
    const older = await resetLink('usuario@alvorada.dev');
    const newer = await resetLink('usuario@alvorada.dev');
    expect((await reset(newer, 'Ensolarado#2031')).status).toBe(200);
    const refused = await reset(older, 'Outra-senha#2032');
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('token_expired_or_used');
  });

  it('stop working once the password was changed', async () => {
    const older = await resetLink('trader@alvorada.dev');
    const session = await login(server, 'trader@alvorada.dev', 'Ensolarado#2031');
    const changed = await call(server, 'POST', '/api/auth/change_password/', {
      token: session.accessToken,
      body: { current_password: 'Ensolarado#2031', new_password: 'Amanhecer#2033' },
    });
    expect(changed.status).toBe(200);
    expect((await reset(older, 'Outra-senha#2032')).status).toBe(400);
  });

  it("stop working once an administrator revoked the user's session", async () => {
    const admin = await login(server, 'admin@alvorada.dev');
    const dev = await login(server, 'dev@alvorada.dev');
    const older = await resetLink('dev@alvorada.dev');
    const sessionId = (
      await call(server, 'GET', '/api/auth/sessions/', { token: dev.accessToken })
    ).body.find((s: { current: boolean }) => s.current).id;
    await call(server, 'DELETE', `/api/admin/users/${dev.userData.id}/sessions/${sessionId}/`, {
      token: admin.accessToken,
    });
    expect((await reset(older, 'Outra-senha#2032')).status).toBe(400);
  });
});

describe('socket limits', () => {
  it('refuses a 21st socket of one user with 4429', async () => {
    const session = await login(server, 'admin@alvorada.dev');
    const { firstCloseCode, open } = await openSocketsUntilOneCloses([server], session, 21);
    expect(firstCloseCode).toBe(4429);
    expect(open).toHaveLength(20);
    open[0].socket.close(1000);
    await open[0].closed;
    // The slot is given back as the server sees the close: a new socket fits again.
    const replacement = await eventually(async () => {
      const [held] = await heldSockets(server, session, [await connected(session)]);
      return held;
    });
    for (const ws of [...open.slice(1), replacement]) ws.socket.close(1000);
  });

  it('closes a socket that floods messages, and the server keeps answering meanwhile', async () => {
    const session = await login(server, 'admin@alvorada.dev');
    const ws = await connected(session);
    const message = JSON.stringify({ type: 'heartbeat_response' });
    for (let i = 0; i < 20_000; i++) ws.socket.send(message);
    expect((await call(server, 'GET', '/api/health')).status).toBe(200);
    expect((await ws.closed).code).toBe(4429);
  });
});
