import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../src/platform/db/schema.ts';
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
