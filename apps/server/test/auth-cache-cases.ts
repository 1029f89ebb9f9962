import { beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@alvorada/contracts';
import { call, login, type TestServer } from './harness.ts';

const PASSWORD = 'Segredo123';

/**
 * What the cached auth state must never let through: a session ended, an account deactivated or a rule
 * withdrawn on instance `acting` is refused by `acting` on the very next request, and by `other` as soon as
 * the event bus has brought it the news — with both caches warm beforehand. On one instance both are the
 * same server.
 */
export function describeAuthCacheInvalidation(instances: () => { acting: TestServer; other: TestServer }) {
  let admin: LoginResponse;
  let made = 0;
  beforeAll(async () => {
    admin = await login(instances().acting, 'admin@alvorada.dev');
  });

  const asAdmin = (method: string, path: string, body?: unknown) =>
    call(instances().acting, method, path, { token: admin.accessToken, body });

  /** Runs `action` and waits until `server` has dropped the state of `userId` (everyone's when undefined). */
  async function andHeardBy<T>(server: TestServer, userId: number | undefined, action: () => Promise<T>) {
    let stop = () => {};
    const heard = new Promise<void>((resolve) => {
      stop = server.built.platform.authState.onInvalidate((id) => id === userId && resolve());
    });
    const result = await action();
    await heard;
    stop();
    return result;
  }

  /** A new account with `role`, signed in on the acting instance; the other instance has heard of it. */
  async function newUser(role: string) {
    made += 1;
    const email = `cache-${made}-${Date.now()}@alvorada.dev`;
    const created = await asAdmin('POST', '/api/admin/users/', {
      email,
      username: email.split('@')[0],
      full_name: `Cache ${made}`,
      role,
      password: PASSWORD,
    });
    expect(created.status).toBe(201);
    const id: number = created.body.id;
    const session = await andHeardBy(instances().other, id, () => login(instances().acting, email, PASSWORD));
    return { id, email, session };
  }

  const get = (server: TestServer, path: string, session: LoginResponse) =>
    call(server, 'GET', path, { token: session.accessToken });

  /** Both instances answer `path` with `status` for `session`: their caches now hold the user. */
  async function warm(path: string, session: LoginResponse, status = 200) {
    const { acting, other } = instances();
    for (const server of [acting, other]) expect((await get(server, path, session)).status).toBe(status);
  }

  /** After `action`, `path` answers `status` on the acting instance at once, then on the other one. */
  async function expectEnforced(
    userId: number | undefined,
    session: LoginResponse,
    path: string,
    status: number,
    action: () => Promise<unknown>,
  ) {
    const { acting, other } = instances();
    let onActing = 0;
    await andHeardBy(other, userId, async () => {
      await action();
      onActing = (await get(acting, path, session)).status;
    });
    expect(onActing).toBe(status);
    expect((await get(other, path, session)).status).toBe(status);
  }

  const PROFILE = '/api/auth/current_profile/';
  const ROLES = '/api/admin/roles/';

  describe('the cached auth state, invalidated on every instance', () => {
    it('a logout refuses the session on the very next request', async () => {
      const { id, session } = await newUser('Usuário');
      await warm(PROFILE, session);
      await expectEnforced(id, session, PROFILE, 401, async () => {
        const out = await call(instances().acting, 'POST', '/api/auth/logout/', {
          token: session.accessToken,
          body: {},
        });
        expect(out.status).toBe(204);
      });
    });

    it('a session ended from another one is refused; the one that ended it goes on', async () => {
      const { id, email, session } = await newUser('Usuário');
      const ended = await andHeardBy(instances().other, id, () => login(instances().acting, email, PASSWORD));
      await warm(PROFILE, ended);
      const listed = await get(instances().acting, '/api/auth/sessions/', session);
      const target = listed.body.find((s: { current: boolean }) => !s.current);
      await expectEnforced(id, ended, PROFILE, 401, async () => {
        const out = await call(instances().acting, 'DELETE', `/api/auth/sessions/${target.id}/`, {
          token: session.accessToken,
        });
        expect(out.status).toBe(204);
      });
      await warm(PROFILE, session);
    });

    it('a password change ends every other session of the account', async () => {
      const { id, email, session } = await newUser('Usuário');
      const other = await andHeardBy(instances().other, id, () => login(instances().acting, email, PASSWORD));
      await warm(PROFILE, other);
      await expectEnforced(id, other, PROFILE, 401, async () => {
        const out = await call(instances().acting, 'POST', '/api/auth/change_password/', {
          token: session.accessToken,
          body: { current_password: PASSWORD, new_password: 'Outro-Segredo-456' },
        });
        expect(out.status).toBe(200);
      });
      await warm(PROFILE, session);
    });

    it('a deactivated account is refused on the very next request', async () => {
      const { id, session } = await newUser('Usuário');
      await warm(PROFILE, session);
      await expectEnforced(id, session, PROFILE, 401, async () => {
        const out = await asAdmin('PATCH', `/api/admin/users/${id}/`, { status: 'inactive' });
        expect(out.status).toBe(200);
      });
    });

    it("a rule withdrawn from a role stops its holders' next request", async () => {
      const role = await asAdmin('POST', ROLES, {
        name: `Leitura ${Date.now()}`,
        rules: [{ action: 'read', subject: 'Admin' }],
      });
      expect(role.status).toBe(201);
      const { session } = await newUser(role.body.name);
      await warm(ROLES, session);
      await expectEnforced(undefined, session, ROLES, 403, async () => {
        const out = await asAdmin('PATCH', `${ROLES}${role.body.id}/`, { rules: [] });
        expect(out.status).toBe(200);
      });
      await warm(PROFILE, session);
    });

    it('the current profile, written once per cached state, shows an edit and new rules on every instance', async () => {
      const role = await asAdmin('POST', ROLES, {
        name: `Perfil ${Date.now()}`,
        rules: [{ action: 'read', subject: 'Admin' }],
      });
      const { id, session } = await newUser(role.body.name);
      await warm(PROFILE, session);
      await warm(PROFILE, session);
      const profiles = async () =>
        Promise.all([get(instances().acting, PROFILE, session), get(instances().other, PROFILE, session)]);

      await andHeardBy(instances().other, id, async () => {
        const edit = await call(instances().acting, 'PATCH', PROFILE, {
          token: session.accessToken,
          body: { city: 'Maceió' },
        });
        expect(edit.status).toBe(200);
      });
      for (const profile of await profiles()) expect(profile.body.city).toBe('Maceió');

      const rules = [{ action: 'read', subject: 'Geracao' }];
      await andHeardBy(instances().other, undefined, async () => {
        expect((await asAdmin('PATCH', `${ROLES}${role.body.id}/`, { rules })).status).toBe(200);
      });
      for (const profile of await profiles()) {
        expect(profile.body.city).toBe('Maceió');
        expect(profile.body.userAbilityRules).toEqual(rules);
      }
    });

    it("a user moved to another role has that role's rules on the next request", async () => {
      const role = await asAdmin('POST', ROLES, {
        name: `Leitores ${Date.now()}`,
        rules: [{ action: 'read', subject: 'Admin' }],
      });
      const { id, session } = await newUser(role.body.name);
      await warm(ROLES, session);
      await expectEnforced(id, session, ROLES, 403, async () => {
        const out = await asAdmin('PATCH', `/api/admin/users/${id}/`, { role: 'Usuário' });
        expect(out.status).toBe(200);
      });
    });
  });
}
