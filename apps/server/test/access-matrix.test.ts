import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '@alvorada/contracts';
import { call, login, startServer, type TestServer } from './harness.ts';

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

const describeAccess = (a: Access) => (a.kind === 'rule' ? `${a.action} ${a.subject}` : a.kind);

const ROLES = {
  usuario: {
    email: 'usuario@alvorada.dev',
    grants: ['read Dashboard', 'read AccountSettings', 'read Alvorada'],
  },
  desenvolvedor: { email: 'dev@alvorada.dev', grants: ['read Development'] },
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
    for (const route of server.built.routes.filter((r) => !r.websocket)) {
      const declaration = describeAccess(route.access);
      const path = concrete(route.url);
      const anonymous = await call(server, route.method, path);
      const needsUser = declaration !== 'public';
      if (needsUser !== (anonymous.status === 401))
        failures.push(`${route.method} ${path} anonymous → ${anonymous.status}`);
      for (const [role, { email, grants }] of Object.entries(ROLES)) {
        const session = await login(server, email); // fresh: some routes end the session they are called with
        const res = await call(server, route.method, path, { token: session.accessToken });
        const allowed =
          declaration === 'public' ||
          declaration === 'authenticated' ||
          grants === 'all' ||
          (grants as readonly string[]).includes(declaration);
        if (allowed === (res.status === 401 || res.status === 403))
          failures.push(`${route.method} ${path} ${role} → ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('a route without a declaration stops the server from starting', async () => {
    const { default: Fastify } = await import('fastify');
    const { installAccessControl } = await import('../src/platform/access/access-hook.ts');
    const app = Fastify();
    installAccessControl(app, server.built.platform.authState);
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
