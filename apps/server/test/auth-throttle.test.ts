import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freshDatabaseEnv, startServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ LOGIN_RATE_MAX: '10' });
});
afterAll(() => server?.close());

const attempt = (login: string, password: string, headers?: Record<string, string>) =>
  call(server, 'POST', '/api/auth/login/', { body: { email: login, password }, headers });

describe('login throttle', () => {
  it('counts the e-mail and the username of one account together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt('usuario@alvorada.dev', 'wrong-pass-1')).status);
    for (let i = 0; i < 6; i++) statuses.push((await attempt('usuario', 'wrong-pass-1')).status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('lets at most the limit through when 40 guesses arrive at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, () => attempt('energia@alvorada.dev', 'wrong-pass-1')),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  });
});

describe('forgot-password and register throttle', () => {
  it('limits reset e-mails to one address, with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 6; i++) {
      last = await call(server, 'POST', '/api/auth/forgot-password/', {
        body: { email: 'dev@alvorada.dev' },
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([202, 202, 202, 429, 429, 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last!.body.code).toBe('throttled');
  });

  it('limits registrations to one address', async () => {
    const register = (i: number) =>
      call(server, 'POST', '/api/auth/register/', {
        body: { username: `flood${i}`, email: 'flood@example.com', password: 'Ensolarado#2031' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await register(i)).status);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });

  it('limits reset requests from one client address across many target addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await call(server, 'POST', '/api/auth/forgot-password/', {
        body: { email: `nobody${i}@example.com` },
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses[0]).toBe(202);
  });
});

// Each server is a production one of its own (TRUST_PROXY is read at start), one after the other on one empty
// database: only the first pays for migrating it and creating the administrator.
describe('client address behind proxies (TRUST_PROXY)', () => {
  let database: Awaited<ReturnType<typeof freshDatabaseEnv>>;
  beforeAll(async () => {
    database = await freshDatabaseEnv({ empty: true });
  });
  afterAll(() => database?.drop());
  /** A production server with these settings, stopped (its database kept) once `work` is over. */
  const withProduction = async (
    settings: Record<string, string>,
    work: (target: TestServer) => Promise<void>,
  ) => {
    const target = await startServer(
      { ...production, ...settings },
      { shareWith: { env: database.env } as TestServer },
    );
    try {
      await work(target);
    } finally {
      await target.stop();
    }
  };
  const production = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://painel.example.com.br',
    DEMO_SEED: 'false',
    ADMIN_EMAIL: 'root@example.com',
    ADMIN_PASSWORD: 'Ensolarado#2031',
    LOGIN_RATE_IP_MAX: '5',
  };
  const sessionIp = async (target: TestServer, headers: Record<string, string>) => {
    const res = await call(target, 'POST', '/api/auth/login/', {
      body: { email: 'root@example.com', password: 'Ensolarado#2031' },
      headers,
    });
    expect(res.status).toBe(200);
    const sessions = await call(target, 'GET', '/api/auth/sessions/', { token: res.body.accessToken });
    return sessions.body.find((s: { current: boolean }) => s.current).ip as string;
  };

  it('trusts no X-Forwarded-For by default, even in production: spoofed addresses neither record nor evade', async () => {
    await withProduction({}, async (target) => {
      expect(await sessionIp(target, { 'x-forwarded-for': '203.0.113.9' })).toBe('127.0.0.1');
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await call(target, 'POST', '/api/auth/login/', {
          body: { email: `someone${i}@example.com`, password: 'wrong-pass-1' },
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        });
        statuses.push(res.status);
      }
      // The successful sign-in above does not count: five failures pass, then the address is held.
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    });
  });

  it('takes the client address from a trusted hop when TRUST_PROXY is set', async () => {
    await withProduction({ TRUST_PROXY: '1' }, async (target) => {
      expect(await sessionIp(target, { 'x-forwarded-for': '203.0.113.9' })).toBe('203.0.113.9');
    });
    await withProduction({ TRUST_PROXY: '10.0.0.1, 127.0.0.1' }, async (listed) => {
      expect(await sessionIp(listed, { 'x-forwarded-for': '203.0.113.7' })).toBe('203.0.113.7');
    });
  });
});

describe('inbound mail webhook', () => {
  it('refuses a wrong secret before taking in the body', async () => {
    const { port } = new URL(server.url);
    const answer = await new Promise<number>((resolve, reject) => {
      const req = request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/mail/inbound/',
        headers: {
          'content-type': 'application/json',
          'content-length': String(8 * 1024 * 1024),
          'x-inbound-secret': 'wrong',
        },
      });
      // Only the first kilobyte of the announced 8 MB is ever sent: an answer at all did not wait for the rest.
      req.write('{"from":"x@example.com","text":"' + 'a'.repeat(1024));
      req.on('response', (res) => {
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
    });
    expect(answer).toBe(403);
  });
});
