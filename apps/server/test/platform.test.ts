import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { buildApp } from '../src/app.ts';
import { roles, users } from '../src/platform/db/schema.ts';
import { DEMO_USERS } from '../src/modules/users/seed.ts';
import {
  call,
  DEMO_PASSWORD,
  engine,
  freshDatabaseEnv,
  login,
  startServer,
  type TestServer,
} from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ BODY_LIMIT_BYTES: '4096' });
});
afterAll(() => server?.close());

describe('operations', () => {
  it('health and readiness report the database (and Redis when configured)', async () => {
    expect((await call(server, 'GET', '/api/health')).body).toEqual({ status: 'ok' });
    const ready = await call(server, 'GET', '/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', database: 'ok', engine });
    expect(ready.body.redis).toBe(engine === 'postgres' ? 'ok' : 'not configured');
  });

  it('sends a strict content security policy and the usual security headers', async () => {
    const res = await fetch(`${server.url}/api/health`);
    const csp = res.headers.get('content-security-policy')!;
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self' ws: wss:",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('refuses a body over the limit with 413 and a translated message', async () => {
    const res = await call(server, 'POST', '/api/auth/login/', {
      body: { email: 'x'.repeat(5000), password: 'y' },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      detail: 'O arquivo ou o corpo da requisição é grande demais.',
      code: 'payload_too_large',
    });
  });

  it('answers malformed JSON with a 400 in the error shape, without internals', async () => {
    const res = await fetch(`${server.url}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string };
    expect(body.code).toBe('validation');
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|SyntaxError|select |stack/i);
  });

  it('answers unknown API paths with 404 in the error shape and French when asked', async () => {
    const res = await call(server, 'GET', '/api/nothing-here/', {
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Introuvable.', code: 'not_found' });
  });

  it('describes every API route in the OpenAPI 3.1 document', async () => {
    const doc = (await call(server, 'GET', '/api/docs/openapi.json')).body;
    expect(doc.openapi).toBe('3.1.0');
    const documented = new Set(
      Object.entries(doc.paths as Record<string, object>).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    const apiRoutes = server.built.routes.filter(
      (r) => r.url.startsWith('/api/') && r.url !== '/api/docs/openapi.json' && !r.websocket,
    );
    const missing = apiRoutes
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`)
      .filter((key) => !documented.has(key));
    expect(missing).toEqual([]);
    expect(
      doc.paths['/api/auth/login/'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('password');
  });

  it('logs each request in one line with its id, and never a password or token', async () => {
    const session = await login(server, 'dev@alvorada.dev');
    const res = await call(server, 'GET', '/api/auth/current_profile/', { token: session.accessToken });
    const id = res.headers.get('x-request-id');
    const entries = server.built.platform.logRing.recent(500);
    // One structured line per request, written when it is answered, under the id the answer carries.
    expect(entries.filter((e) => e.reqId === id)).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/api/auth/current_profile/' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
    const text = JSON.stringify(entries);
    expect(text).not.toContain(DEMO_PASSWORD);
    expect(text).not.toContain(session.accessToken);
    expect(text).not.toContain(session.refreshToken);
  });
});

describe('background jobs', () => {
  it('tells a handler its try is the last on the last attempt only', async () => {
    const { queue } = server.built.platform;
    const tries: [number, boolean][] = [];
    let lastTry: () => void;
    const lastTried = new Promise<void>((resolve) => (lastTry = resolve));
    queue.define(
      'test.always-fails',
      async (_data, job) => {
        tries.push([job.attempt, job.lastAttempt]);
        if (job.lastAttempt) lastTry();
        throw new Error('always fails');
      },
      { attempts: 3, backoffMs: 10 },
    );
    await queue.add('test.always-fails', {});
    await lastTried;
    expect(tries).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
  });
});

describe('start-up', () => {
  // The suite's template is a database the first start migrated and seeded: a start on a copy of it is a second.
  it('migrates and seeds once: a second start on the same database adds nothing', async () => {
    const database = await freshDatabaseEnv();
    const env: Record<string, string> = { ...database.env, LOG_LEVEL: 'silent', DEMO_SEED: 'true' };
    try {
      const tally = async () => {
        const built = await buildApp(loadConfig(env));
        const [u] = await built.platform.db.select({ n: count() }).from(users);
        const [r] = await built.platform.db.select({ n: count() }).from(roles);
        await built.close();
        return [u.n, r.n];
      };
      const second = await tally();
      // One role per demo user, each built in.
      expect(second).toEqual([DEMO_USERS.length, DEMO_USERS.length]);
      expect(await tally()).toEqual(second);
      if (engine === 'pglite') expect(statSync(join(env.DATA_DIR, 'jwt-secret')).mode & 0o777).toBe(0o600);
    } finally {
      await database.drop();
    }
  });

  it('in production refuses the demo seed, and creates the first admin with a printed random password', async () => {
    const database = await freshDatabaseEnv({ empty: true });
    const env = {
      ...database.env,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://painel.example.com.br',
      JWT_SECRET: 'production-secret-0123456789abcdef',
    };
    try {
      await expect(buildApp(loadConfig({ ...env, DEMO_SEED: 'true' }))).rejects.toThrow(
        /DEMO_SEED is refused/,
      );
      const built = await buildApp(loadConfig({ ...env, ADMIN_EMAIL: 'ops@empresa.com.br' }));
      try {
        expect(built.firstAdmin?.email).toBe('ops@empresa.com.br');
        expect(built.firstAdmin?.password).toMatch(/^[\w-]{16}$/);
        const [u] = await built.platform.db.select({ n: count() }).from(users);
        expect(u.n).toBe(1);
        await built.app.listen({ port: 0, host: '127.0.0.1' });
        const url = `http://127.0.0.1:${(built.app.server.address() as { port: number }).port}`;
        const demo = await call({ url }, 'POST', '/api/auth/login/', {
          body: { email: 'admin@alvorada.dev', password: DEMO_PASSWORD },
        });
        expect(demo.status).toBe(401);
        const first = await call({ url }, 'POST', '/api/auth/login/', {
          body: { email: 'ops@empresa.com.br', password: built.firstAdmin!.password },
        });
        expect(first.status).toBe(200);
        expect(first.body.userData.role).toBe('Administrador');
      } finally {
        await built.close();
      }
    } finally {
      await database.drop();
    }
  });
});
