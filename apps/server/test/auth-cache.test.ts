import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../src/platform/db/schema.ts';
import { createAuthState } from '../src/platform/access/auth-state.ts';
import type { EventBus } from '../src/platform/bus/index.ts';
import { call, login } from './harness.ts';
import { fileServer } from './module-server.ts';
import { describeAuthCacheInvalidation } from './auth-cache-cases.ts';

const server = fileServer();

describeAuthCacheInvalidation(() => ({ acting: server, other: server }));

describe('reading a user into the auth cache', () => {
  it('requests that miss together share one read', async () => {
    const { userData } = await login(server, 'trader@alvorada.dev');
    const { authState } = server.built.platform;
    const [first, second] = await Promise.all([authState.load(userData.id), authState.load(userData.id)]);
    expect(first).not.toBeNull();
    expect(second).toBe(first);
  });

  it('a read that an invalidation overtook answers its callers but is not kept', async () => {
    const session = await login(server, 'usuario@alvorada.dev');
    const { authState, db } = server.built.platform;
    const userId = session.userData.id;
    const overtaken = authState.load(userId);
    await authState.invalidate(userId);
    expect((await overtaken)?.activeSessions.size).toBeGreaterThan(0);
    // Ended behind the cache's back: only a read made after the invalidation can know it.
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, userId));
    const profile = await call(server, 'GET', '/api/auth/current_profile/', { token: session.accessToken });
    expect(profile.status).toBe(401);
  });
});

describe('the auth cache and the delivery of bus messages', () => {
  /** An auth state on the file's database whose bus delivers nothing, in the stretch the test sets. */
  async function authStateOverBus() {
    let stretch: number | null = 0;
    const bus: EventBus = {
      publish: async () => {},
      subscribe: async () => {},
      close: async () => {},
      deliveryStretch: () => stretch,
      onResumed: () => undefined,
    };
    const { db, tokens } = server.built.platform;
    return {
      authState: await createAuthState(db, bus, tokens),
      setStretch: (next: number | null) => (stretch = next),
    };
  }

  /** Signs `email` in, has `authState` cache the session, then ends it in the database without a message. */
  async function cachedThenEndedSilently(
    authState: { authenticate(token: string): Promise<unknown> },
    email: string,
  ) {
    const session = await login(server, email);
    expect(await authState.authenticate(session.accessToken)).toMatchObject({ user: { email } });
    await server.built.platform.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, session.userData.id));
    expect(await authState.authenticate(session.accessToken)).toMatchObject({ user: { email } });
    return session;
  }

  it('while no message can arrive, every request reads the user anew', async () => {
    const { authState, setStretch } = await authStateOverBus();
    const session = await cachedThenEndedSilently(authState, 'energia@alvorada.dev');
    setStretch(null);
    expect(await authState.authenticate(session.accessToken)).toBe('token_invalid');
  });

  it('once messages may have been missed, what was cached before is read again', async () => {
    const { authState, setStretch } = await authStateOverBus();
    const session = await cachedThenEndedSilently(authState, 'dev@alvorada.dev');
    setStretch(1);
    expect(await authState.authenticate(session.accessToken)).toBe('token_invalid');
  });
});
