import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '@alvorada/contracts';
import { call, login, openSocket, startServer, type TestServer } from './harness.ts';

/**
 * The access every route must declare, written by hand in ./access/<area>.ts: a route missing there, or
 * declared differently, fails. Then every route is called as each role and must answer as declared.
 */
const accessDir = new URL('./access/', import.meta.url);
const EXPECTED: Record<string, string> = Object.assign(
  {},
  ...(await Promise.all(readdirSync(accessDir).map((file) => import(new URL(file, accessDir).href)))).map(
    (m: { EXPECTED: Record<string, string> }) => m.EXPECTED,
  ),
);

const describeAccess = (a: Access) =>
  a.kind === 'rule' ? `${a.action} ${a.subject}${a.records ? ' records' : ''}` : a.kind;

const ROLES = {
  usuario: {
    email: 'usuario@alvorada.dev',
    grants: ['read Dashboard', 'read AccountSettings', 'read Alvorada'],
  },
  desenvolvedor: {
    email: 'dev@alvorada.dev',
    grants: ['read Development', 'read Backtest', 'read Workana', 'read OPTOP'],
  },
  administrador: { email: 'admin@alvorada.dev', grants: 'all' },
} as const;

const SAMPLE_PARAMS: Record<string, string> = {
  id: '00000000-0000-4000-8000-000000000000',
  name: '00000000-0000-4000-8000-000000000000.png',
  '*': 'pages/faq',
};
const concrete = (url: string) =>
  url.replace(/:(\w+)|\*/g, (whole, name: string | undefined) => {
    if (whole === '*') return SAMPLE_PARAMS['*'];
    return name === 'id' && !url.includes('sessions') ? '1' : SAMPLE_PARAMS[name!];
  });

/** Public routes that a shared secret guards instead of a user: without it they refuse with this code. */
const SECRET_GUARDED: Record<string, string> = { 'POST /api/mail/inbound/': 'inbound_secret_invalid' };

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ METRICS_TOKEN: 'scraper-token-123' });
});
afterAll(() => server?.close());

describe('access matrix', () => {
  it('every registered route is in the expectation table with the same declaration, and vice versa', () => {
    const declared = Object.fromEntries(
      server.built.routes.map((r) => [`${r.method} ${r.url}`, describeAccess(r.access)]),
    );
    expect(declared).toEqual(EXPECTED);
  });

  it('every route answers anonymous, Usuário, Desenvolvedor and Administrador as declared', async () => {
    const failures: string[] = [];
    // One session a role, signed in again only when a route ended it (a sign-in costs a password hash): after
    // a route that is not a read, each session is checked before its next use.
    const sessions = new Map<string, string>();
    const unchecked = new Set<string>();
    const tokenOf = async (role: string, email: string) => {
      const current = sessions.get(role);
      if (current && !unchecked.has(role)) return current;
      unchecked.delete(role);
      const me = current && (await call(server, 'GET', '/api/auth/current_profile/', { token: current }));
      if (me && me.status === 200) return current;
      const fresh = (await login(server, email)).accessToken;
      sessions.set(role, fresh);
      return fresh;
    };
    for (const route of server.built.routes.filter((r) => !r.websocket)) {
      const declaration = describeAccess(route.access);
      const path = concrete(route.url);
      const anonymous = await call(server, route.method, path);
      const needsUser = declaration !== 'public';
      if (needsUser !== (anonymous.status === 401))
        failures.push(`${route.method} ${path} anonymous → ${anonymous.status}`);
      for (const [role, { email, grants }] of Object.entries(ROLES)) {
        const res = await call(server, route.method, path, { token: await tokenOf(role, email) });
        const allowed =
          declaration === 'public' ||
          declaration === 'authenticated' ||
          grants === 'all' ||
          (grants as readonly string[]).includes(declaration.replace(/ records$/, ''));
        const refusedForSecret = res.body?.code === SECRET_GUARDED[`${route.method} ${route.url}`];
        if (allowed === (res.status === 401 || res.status === 403) && !refusedForSecret)
          failures.push(`${route.method} ${path} ${role} → ${res.status}`);
      }
      if (route.method !== 'GET') for (const role of sessions.keys()) unchecked.add(role);
    }
    expect(failures).toEqual([]);
  });

  it('a route without a declaration stops the server from starting', async () => {
    const { default: Fastify } = await import('fastify');
    const { installAccessControl } = await import('../src/platform/access/access-hook.ts');
    const app = Fastify();
    installAccessControl(app, server.built.platform.authState, undefined);
    expect(() => app.get('/api/undeclared', async () => 'x')).toThrow(/declares no access/);
  });

  it('metrics accept the service token in place of a signed-in reader', async () => {
    const res = await fetch(`${server.url}/metrics`, {
      headers: { authorization: 'Bearer scraper-token-123' },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('http_request_duration_seconds');
  });

  it('record-level conditions: a rule limited to the own record allows it and refuses another', async () => {
    const admin = await login(server, 'admin@alvorada.dev');
    const roles = await call(server, 'GET', '/api/admin/roles/', { token: admin.accessToken });
    const usuario = roles.body.results.find((r: { code: string }) => r.code === 'usuario');
    const me = await login(server, 'usuario@alvorada.dev');
    const patch = await call(server, 'PATCH', `/api/admin/roles/${usuario.id}/`, {
      token: admin.accessToken,
      body: {
        rules: [...usuario.rules, { action: 'read', subject: 'Admin', conditions: { id: '${user.id}' } }],
      },
    });
    expect(patch.status).toBe(200);
    const own = await call(server, 'GET', `/api/admin/users/${me.userData.id}/`, { token: me.accessToken });
    expect(own.status).toBe(200);
    const other = await call(server, 'GET', `/api/admin/users/${admin.userData.id}/`, {
      token: me.accessToken,
    });
    expect(other.status).toBe(403);
    await call(server, 'PATCH', `/api/admin/roles/${usuario.id}/`, {
      token: admin.accessToken,
      body: { rules: usuario.rules },
    });
  });
});

describe('roles with conditional and field rules', () => {
  const PASSWORD = 'Segredo123';
  let admin: Awaited<ReturnType<typeof login>>;
  let self: Awaited<ReturnType<typeof login>>;
  let masked: Awaited<ReturnType<typeof login>>;
  let selfRoleId: number;

  /** A role and one active user holding it, signed in. */
  async function holderOf(name: string, rules: unknown[], email: string) {
    const role = await call(server, 'POST', '/api/admin/roles/', {
      token: admin.accessToken,
      body: { name, rules },
    });
    expect(role.status).toBe(201);
    const user = await call(server, 'POST', '/api/admin/users/', {
      token: admin.accessToken,
      body: { email, username: email.split('@')[0], full_name: name, role: name, password: PASSWORD },
    });
    expect(user.status).toBe(201);
    return { roleId: role.body.id as number, session: await login(server, email, PASSWORD) };
  }

  beforeAll(async () => {
    admin = await login(server, 'admin@alvorada.dev');
    const own = { id: '${user.id}' };
    const conditional = await holderOf(
      'Só o próprio cadastro',
      [
        { action: ['read', 'update'], subject: 'Admin', conditions: own },
        { action: 'read', subject: 'AccountSettings' },
      ],
      'proprio@alvorada.dev',
    );
    self = conditional.session;
    selfRoleId = conditional.roleId;
    masked = (
      await holderOf(
        'Leitor sem documentos',
        [
          { action: 'read', subject: ['Admin', 'AccountSettings'] },
          { action: 'read', subject: ['Admin', 'AccountSettings'], fields: ['cpf', 'email'], inverted: true },
        ],
        'leitor@alvorada.dev',
      )
    ).session;
    await call(server, 'PATCH', `/api/admin/users/${admin.userData.id}/`, {
      token: admin.accessToken,
      body: { cpf: '529.982.247-25' },
    });
  });

  const get = (session: { accessToken: string }, path: string) =>
    call(server, 'GET', path, { token: session.accessToken });

  it('a conditional role lists, counts, searches and exports only the records its conditions match', async () => {
    const list = await get(self, '/api/admin/users/?page_size=100');
    expect(list.status).toBe(200);
    expect(list.body.results.map((u: { id: number }) => u.id)).toEqual([self.userData.id]);
    expect(list.body.count).toBe(1);
    expect((await get(self, '/api/admin/users/?search=admin')).body.count).toBe(0);
    expect((await get(self, '/api/admin/users/stats/')).body.total).toBe(1);
    const csv = await get(self, '/api/admin/users/export/?format=csv');
    const lines = (csv.body as string).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('proprio@alvorada.dev');
  });

  it('a conditional role reads neither the sessions of another user nor settings without records', async () => {
    expect((await get(self, `/api/admin/users/${admin.userData.id}/sessions/`)).status).toBe(403);
    expect((await get(self, `/api/admin/users/${self.userData.id}/sessions/`)).status).toBe(200);
    expect((await get(self, '/api/admin/mail/inbound/')).status).toBe(403);
    expect((await get(self, '/api/admin/roles/')).status).toBe(403);
    expect((await get(self, '/api/admin/audit/')).status).toBe(403);
  });

  it('a conditional role bulk-changes only its own record and cannot raise its own rights', async () => {
    const bulk = await call(server, 'POST', '/api/admin/users/bulk/', {
      token: self.accessToken,
      body: { ids: [admin.userData.id], action: 'deactivate' },
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.done).toEqual([]);
    expect(bulk.body.failed.map((f: { id: number }) => f.id)).toEqual([admin.userData.id]);
    expect((await get(admin, `/api/admin/users/${admin.userData.id}/`)).body.status).toBe('active');
    const escalate = await call(server, 'PATCH', `/api/admin/roles/${selfRoleId}/`, {
      token: self.accessToken,
      body: { rules: [{ action: 'manage', subject: 'all' }] },
    });
    expect(escalate.status).toBe(403);
    const promote = await call(server, 'PATCH', `/api/admin/users/${self.userData.id}/`, {
      token: self.accessToken,
      body: { role: 'Administrador' },
    });
    expect(promote.status).toBe(409);
    expect(promote.body.code).toBe('cannot_change_self');
    expect((await get(admin, `/api/admin/users/${self.userData.id}/`)).body.role).toBe(
      'Só o próprio cadastro',
    );
  });

  it('a role denied fields reads the records without them in the item, the list and the export', async () => {
    const item = await get(masked, `/api/admin/users/${admin.userData.id}/`);
    expect(item.status).toBe(200);
    expect(item.body).toMatchObject({ full_name: admin.userData.full_name });
    expect(item.body).not.toHaveProperty('cpf');
    expect(item.body).not.toHaveProperty('email');
    const list = await get(
      masked,
      `/api/admin/users/?search=${encodeURIComponent(admin.userData.full_name!)}`,
    );
    expect(list.body.results[0]).toMatchObject({ id: admin.userData.id });
    expect(list.body.results[0]).not.toHaveProperty('email');
    const csv = await get(masked, '/api/admin/users/export/?format=csv');
    expect(csv.body).not.toContain('admin@alvorada.dev');
    expect(csv.body).toContain(admin.userData.full_name);
    const full = await get(admin, `/api/admin/users/${admin.userData.id}/`);
    expect(full.body).toMatchObject({ cpf: '529.982.247-25', email: 'admin@alvorada.dev' });
  });

  it('a role denied fields of its own account reads its profile without them, also over realtime', async () => {
    expect(Object.keys(masked.userData)).not.toContain('cpf');
    expect(Object.keys(masked.userData)).not.toContain('email');
    const me = await get(masked, '/api/auth/current_profile/');
    expect(me.body).toMatchObject({ id: masked.userData.id });
    expect(Object.keys(me.body)).not.toContain('cpf');
    expect(Object.keys(me.body)).not.toContain('email');
    const ws = openSocket(server, masked.userData.id, masked.accessToken);
    await ws.opened;
    const patch = await call(server, 'PATCH', `/api/admin/users/${masked.userData.id}/`, {
      token: admin.accessToken,
      body: { cpf: '529.982.247-25', company: 'Sol Ltda' },
    });
    expect(patch.body.cpf).toBe('529.982.247-25');
    const update = await ws.next('profile_update');
    expect(update.profile).toMatchObject({ company: 'Sol Ltda' });
    expect(Object.keys(update.profile)).not.toContain('cpf');
    expect(Object.keys(update.profile)).not.toContain('email');
    ws.socket.close();
  });
});
