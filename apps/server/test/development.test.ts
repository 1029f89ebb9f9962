import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, openSocket, startServer, type TestServer } from './harness.ts';

const REDACTED = '[redacted]';
const DEVELOPER_ROUTES: [string, string][] = [
  ['GET', '/api/development/requests/'],
  ['GET', '/api/development/requests/x/'],
  ['GET', '/api/development/recorder/'],
  ['GET', '/api/development/logs/'],
  ['POST', '/api/development/logs/tail/'],
  ['GET', '/api/development/logs/export/'],
  ['GET', '/api/development/performance/'],
  ['GET', '/api/development/self-checks/'],
  ['POST', '/api/development/self-checks/'],
  ['GET', '/api/development/bench/'],
];

let server: TestServer;
let dev: string;
let devId: number;
beforeAll(async () => {
  server = await startServer({ LOG_LEVEL: 'info', DEVTOOLS_SAMPLE_RATE: '1', DEVTOOLS_MAX_REQUESTS: '50' });
  const session = await login(server, 'dev@alvorada.dev');
  dev = session.accessToken;
  devId = session.userData.id;
});
afterAll(() => server?.close());

/** The newest recorded request for `url`, found through the explorer as `reader` (a developer) sees it. */
async function recorded(url: string, reader = dev) {
  const page = await call(server, 'GET', `/api/development/requests/?search=${encodeURIComponent(url)}`, {
    token: reader,
  });
  expect(page.status).toBe(200);
  const summary = page.body.results.find((r: { url: string }) => r.url === url);
  expect(summary, `${url} recorded`).toBeTruthy();
  const detail = await call(server, 'GET', `/api/development/requests/${summary.id}/`, { token: reader });
  expect(detail.status).toBe(200);
  return detail.body;
}

describe('request explorer', () => {
  it('shows a request made elsewhere with its user, SQL statements with timings and log lines', async () => {
    const other = await login(server, 'usuario@alvorada.dev');
    const res = await call(server, 'GET', '/api/auth/current_profile/', { token: other.accessToken });
    expect(res.status).toBe(200);
    const request = await recorded('/api/auth/current_profile/');
    expect(request).toMatchObject({ method: 'GET', status: 200, user_id: other.userData.id });
    expect(request.statements.length).toBeGreaterThan(0);
    for (const s of request.statements) {
      expect(typeof s.sql).toBe('string');
      expect(s.ms).toBeGreaterThanOrEqual(0);
    }
    expect(request.log_lines.map((l: { msg: string }) => l.msg)).toContain('request completed');
    expect(request.log_lines[0]).toMatchObject({ request_id: request.id, user_id: other.userData.id });
  });

  it('redacts passwords, tokens, cookies, authorization and CPF in headers, bodies and the query', async () => {
    // An anonymous request's bodies are shown to an administrator only.
    const admin = (await login(server, 'admin@alvorada.dev')).accessToken;
    const res = await call(server, 'POST', '/api/auth/login/', {
      body: { email: 'dev@alvorada.dev', password: 'Alvorada@2026' },
      headers: { cookie: 'alvorada_access=secret-cookie', 'x-note': 'cpf 123.456.789-09' },
    });
    expect(res.status).toBe(200);
    const signIn = await recorded('/api/auth/login/', admin);
    const text = JSON.stringify(signIn);
    expect(text).not.toContain('Alvorada@2026');
    expect(text).not.toContain('secret-cookie');
    expect(text).not.toContain('123.456.789-09');
    expect(text).not.toContain(res.body.accessToken);
    expect(text).not.toContain(res.body.refreshToken);
    expect(signIn.request_body).toEqual({ email: 'dev@alvorada.dev', password: REDACTED });
    expect(signIn.request_headers.cookie).toBe(REDACTED);
    expect(signIn.response_body.accessToken).toBe(REDACTED);
    expect(signIn.response_body.refreshToken).toBe(REDACTED);

    await call(server, 'GET', '/api/auth/current_profile/?token=abc123', { token: dev });
    const profile = await recorded(`/api/auth/current_profile/?token=${encodeURIComponent(REDACTED)}`);
    expect(profile.request_headers.authorization).toBe(REDACTED);
    expect(JSON.stringify(profile)).not.toContain(dev);
  });

  it("shows a statement's bound values redacted, only to readers of the bodies, and flags N+1 runs", async () => {
    const admin = (await login(server, 'admin@alvorada.dev')).accessToken;
    await login(server, 'dev@alvorada.dev');
    const signIn = await recorded('/api/auth/login/', admin);
    const params = signIn.statements.flatMap((s: { params: unknown[] }) => s.params);
    expect(params).toContain('dev@alvorada.dev');
    expect(JSON.stringify(params)).not.toMatch(/\$argon2|\$2[aby]\$|eyJ/);

    const other = await login(server, 'usuario@alvorada.dev');
    await call(server, 'GET', '/api/auth/current_profile/', { token: other.accessToken });
    const hidden = await recorded('/api/auth/current_profile/');
    expect(hidden.bodies_hidden).toBe(true);
    expect(hidden.statements.every((s: { params: unknown }) => s.params === null)).toBe(true);

    // An answer of the agent reads the conversation's turns again before each round (a tool call, then the
    // answer with its result).
    const asked = await fetch(`${server.url}/api/optop/chat/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${dev}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'faturas vencidas' }),
    });
    await asked.text();
    const chat = await recorded('/api/optop/chat/');
    type Statement = { sql: string; params: unknown[]; runs: number; slow: boolean; ms: number };
    const statements: Statement[] = chat.statements;
    const repeated = statements.filter((s) => s.runs >= 3);
    expect(repeated.length).toBeGreaterThanOrEqual(3);
    expect(new Set(repeated.map((s) => s.sql)).size).toBeLessThan(repeated.length);
    expect(chat.repeated_statements).toBe(repeated.length);
    expect(chat.slow_statements).toBe(statements.filter((s) => s.slow).length);
    expect(statements.every((s) => s.slow === s.ms >= 100)).toBe(true);
    expect(statements.some((s) => s.params.includes('faturas vencidas'))).toBe(true);
  });

  it('records the realtime messages a request caused', async () => {
    const socket = openSocket(server, devId, dev);
    await socket.opened;
    const res = await call(server, 'PATCH', '/api/auth/current_profile/', {
      token: dev,
      body: { full_name: 'Dev Alvorada' },
    });
    expect(res.status).toBe(200);
    socket.socket.close();
    const request = await recorded('/api/auth/current_profile/');
    expect(request.method).toBe('PATCH');
    expect(request.messages).toContainEqual(
      expect.objectContaining({ type: 'profile_update', user_id: devId }),
    );
  });

  it('does not record its own calls, and pages the list', async () => {
    for (let i = 0; i < 3; i++) await call(server, 'GET', '/api/health');
    const page = await call(server, 'GET', '/api/development/requests/?page_size=10&page=1', { token: dev });
    expect(page.body.results.some((r: { url: string }) => r.url.startsWith('/api/development/'))).toBe(false);
    expect(page.body.results).toHaveLength(Math.min(10, page.body.count));
    const health = await call(server, 'GET', '/api/development/requests/?search=%2Fapi%2Fhealth&status=2xx', {
      token: dev,
    });
    expect(health.body.count).toBeGreaterThanOrEqual(3);
    const settings = await call(server, 'GET', '/api/development/recorder/', { token: dev });
    expect(settings.body).toMatchObject({ sample_rate: 1, max_per_second: 100, max_requests: 50 });
  });

  it('keeps at most DEVTOOLS_MAX_REQUESTS requests', async () => {
    for (let i = 0; i < 60; i++) await call(server, 'GET', '/api/health');
    const page = await call(server, 'GET', '/api/development/requests/', { token: dev });
    expect(page.body.count).toBe(50);
  });

  it('answers 404 for a request it does not hold', async () => {
    const res = await call(server, 'GET', '/api/development/requests/nope/', { token: dev });
    expect(res.status).toBe(404);
  });
});

describe('with sampling off', () => {
  it('records nothing', async () => {
    const off = await startServer({ DEVTOOLS_SAMPLE_RATE: '0' });
    try {
      const token = (await login(off, 'dev@alvorada.dev')).accessToken;
      await call(off, 'GET', '/api/health');
      const page = await call(off, 'GET', '/api/development/requests/', { token });
      expect(page.body.count).toBe(0);
    } finally {
      await off.close();
    }
  });
});

describe('logs', () => {
  it('sends lines live to a tailing reader, filtered lines in the export', async () => {
    const socket = openSocket(server, devId, dev);
    await socket.opened;
    const hold = await call(server, 'POST', '/api/development/logs/tail/', {
      token: dev,
      body: { on: true },
    });
    expect(hold.status).toBe(200);
    await call(server, 'GET', '/api/health?tail=1');
    let found: any;
    for (let i = 0; i < 10 && !found; i++) {
      const message = await socket.next('log_lines');
      expect(message.instance).toBe(server.built.platform.config.instanceName);
      found = message.lines.find(
        (l: { data: { req?: { url: string } } }) => l.data.req?.url === '/api/health?tail=1',
      );
    }
    expect(found).toMatchObject({ level: 'info', module: 'health', msg: 'request completed' });
    expect(found.request_id).toBeTruthy();
    await call(server, 'POST', '/api/development/logs/tail/', { token: dev, body: { on: false } });
    socket.socket.close();

    const recent = await call(server, 'GET', '/api/development/logs/?module=health&level=info', {
      token: dev,
    });
    expect(recent.body.length).toBeGreaterThan(0);
    expect(recent.body.every((l: { module: string }) => l.module === 'health')).toBe(true);
    const none = await call(server, 'GET', '/api/development/logs/?level=fatal', { token: dev });
    expect(none.body).toEqual([]);

    const exported = await call(server, 'GET', '/api/development/logs/export/?module=health', { token: dev });
    expect(exported.headers.get('content-type')).toContain('application/x-ndjson');
    expect(exported.headers.get('content-disposition')).toMatch(/attachment; filename="logs-.*\.ndjson"/);
    const lines = String(exported.body)
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.module === 'health')).toBe(true);
  });
});

describe('performance', () => {
  it('reads percentiles, throughput, slowest routes and queries, and process figures over a window', async () => {
    const res = await call(server, 'GET', '/api/development/performance/?window=5m', { token: dev });
    expect(res.status).toBe(200);
    expect(res.body.total.count).toBeGreaterThan(0);
    expect(res.body.total.p99).toBeGreaterThanOrEqual(res.body.total.p50);
    expect(res.body.throughput).toBeGreaterThan(0);
    // The ten slowest routes of the window, slowest first, within what was counted in all.
    const routes: { key: string; count: number; p95: number }[] = res.body.routes;
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.length).toBeLessThanOrEqual(10);
    for (const route of routes) expect(route.key).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \//);
    expect(routes.map((r) => r.p95)).toEqual(routes.map((r) => r.p95).sort((a, b) => b - a));
    expect(routes.reduce((sum, r) => sum + r.count, 0)).toBeLessThanOrEqual(res.body.total.count);
    expect(res.body.queries.length).toBeGreaterThan(0);
    expect(res.body.process.at(-1).rss_mb).toBeGreaterThan(0);
    const bad = await call(server, 'GET', '/api/development/performance/?window=2d', { token: dev });
    expect(bad.status).toBe(400);
  });
});

describe('self-checks', () => {
  it('runs every check as the actor, skips what is not configured, and keeps the run', async () => {
    const run = await call(server, 'POST', '/api/development/self-checks/', { token: dev });
    expect(run.status).toBe(201);
    const outcome = Object.fromEntries(
      run.body.results.map((r: { name: string; outcome: string }) => [r.name, r.outcome]),
    );
    expect(outcome).toMatchObject({
      database: 'pass',
      queue: 'pass',
      realtime: 'pass',
      disk: 'pass',
      clock: 'pass',
    });
    expect(outcome.smtp).toBe('skip');
    expect(run.body.results.find((r: { name: string }) => r.name === 'smtp').detail).toBe('not_configured');
    if (!server.env.REDIS_URL) expect(outcome.redis).toBe('skip');
    expect(run.body.user_name).toBeTruthy();
    const history = await call(server, 'GET', '/api/development/self-checks/', { token: dev });
    expect(history.body[0].id).toBe(run.body.id);
  });

  it('shows the committed bench figures', async () => {
    const res = await call(server, 'GET', '/api/development/bench/', { token: dev });
    expect(res.body.figures).toContainEqual(
      expect.objectContaining({ file: 'api', name: 'health_req_per_s', unit: 'req/s' }),
    );
  });
});

describe('access', () => {
  it('refuses every developer endpoint to a Usuário with 403', async () => {
    const user = (await login(server, 'usuario@alvorada.dev')).accessToken;
    for (const [method, path] of DEVELOPER_ROUTES) {
      const res = await call(server, method, path, {
        token: user,
        body: method === 'POST' ? { on: true } : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });
});
