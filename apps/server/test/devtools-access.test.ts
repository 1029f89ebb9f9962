import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, openSocket, startServer, type TestServer } from './harness.ts';

const PASSWORD = 'Ensolarado#2031';

let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  server = await startServer({ DEVTOOLS_SAMPLE_RATE: '1', DEVTOOLS_MAX_REQUESTS: '500' });
  for (const [who, email] of Object.entries({
    admin: 'admin@alvorada.dev',
    dev: 'dev@alvorada.dev',
    energia: 'energia@alvorada.dev',
    trader: 'trader@alvorada.dev',
    usuario: 'usuario@alvorada.dev',
  })) {
    const session = await login(server, email);
    tokens[who] = session.accessToken;
    ids[who] = session.userData.id;
  }
  // A custom role: the developer tools and the prosumers, nothing else.
  const role = await call(server, 'POST', '/api/admin/roles/', {
    token: tokens.admin,
    body: { name: 'Suporte de energia', rules: [{ action: 'read', subject: ['Development', 'Prosumidor'] }] },
  });
  expect(role.status).toBe(201);
  const user = await call(server, 'POST', '/api/admin/users/', {
    token: tokens.admin,
    body: {
      email: 'suporte@example.com',
      username: 'suporte',
      full_name: 'Suporte',
      role: 'Suporte de energia',
      password: PASSWORD,
    },
  });
  expect(user.status).toBe(201);
  const custom = await login(server, 'suporte@example.com', PASSWORD);
  tokens.custom = custom.accessToken;
  ids.custom = custom.userData.id;
});
afterAll(() => server?.close());

/** Calls `path` as `who` and answers the request's id (echoed by the server) and its answer. */
async function requestAs(who: string, path: string) {
  const res = await call(server, 'GET', path, { token: tokens[who] });
  expect(res.status, `${who} ${path}`).toBe(200);
  return { id: res.headers.get('x-request-id')!, body: res.body };
}

const detailAs = async (who: string, id: string) => {
  const res = await call(server, 'GET', `/api/development/requests/${id}/`, { token: tokens[who] });
  expect(res.status).toBe(200);
  return res.body;
};

describe('the request explorer', () => {
  it('shows bodies of a reader’s own requests, and of others’ only when the reader may read what they served', async () => {
    const requests = {
      'admin lists users': await requestAs('admin', '/api/admin/users/'),
      'energia lists prosumers': await requestAs('energia', '/api/energy/customers/'),
      'trader lists backtests': await requestAs('trader', '/api/trading/backtests/'),
      'usuario reads their profile': await requestAs('usuario', '/api/auth/current_profile/'),
      'dev reads their profile': await requestAs('dev', '/api/auth/current_profile/'),
      'custom lists prosumers': await requestAs('custom', '/api/energy/customers/'),
    };
    // Whether each reader (admin, dev, custom) sees the bodies: `B` shown, `-` hidden.
    const expected: Record<keyof typeof requests, string> = {
      'admin lists users': 'B - -',
      'energia lists prosumers': 'B - B',
      'trader lists backtests': 'B - -',
      'usuario reads their profile': 'B - -',
      'dev reads their profile': 'B B -',
      'custom lists prosumers': 'B - B',
    };
    const seen: Record<string, string> = {};
    for (const [name, request] of Object.entries(requests)) {
      const verdicts: string[] = [];
      for (const reader of ['admin', 'dev', 'custom']) {
        const detail = await detailAs(reader, request.id);
        expect(detail.id).toBe(request.id);
        expect(detail.statements.length, 'SQL is always shown').toBeGreaterThan(0);
        expect(detail.response_headers['content-type']).toContain('application/json');
        if (detail.bodies_hidden) {
          expect(detail.request_body).toBeNull();
          expect(detail.response_body).toBeNull();
        } else expect(detail.response_body).toEqual(expect.objectContaining({}));
        verdicts.push(detail.bodies_hidden ? '-' : 'B');
      }
      seen[name] = verdicts.join(' ');
    }
    expect(seen).toEqual(expected);
  });

  it('keeps the personal data an answer held out of what a reader who may not read it gets', async () => {
    const users = await requestAs('admin', '/api/admin/users/?page_size=100');
    const prosumers = await requestAs('energia', '/api/energy/customers/?page_size=100');
    const emails = (page: { results: { email: string }[] }) => page.results.map((r) => r.email);
    const usuario = 'usuario@alvorada.dev';
    expect(emails(users.body)).toContain(usuario);
    const prosumerEmails = emails(prosumers.body).filter(Boolean);
    expect(prosumerEmails.length).toBeGreaterThan(0);

    for (const reader of ['dev', 'custom']) {
      const text = JSON.stringify(await detailAs(reader, users.id));
      expect(text, reader).not.toContain(usuario);
    }
    const text = JSON.stringify(await detailAs('dev', prosumers.id));
    for (const email of prosumerEmails) expect(text).not.toContain(email);
  });
});

describe('logs, export and live tail', () => {
  const MAIL_LINE = 'mail stored (no SMTP_URL)';
  const addressed = (lines: { msg: string; data: { to?: string } }[], to: string) =>
    lines.filter((l) => l.msg === MAIL_LINE && l.data.to === to);

  it('give another user’s lines without their personal fields, unless the reader holds manage all', async () => {
    const tail = openSocket(server, ids.dev, tokens.dev);
    await tail.opened;
    expect(
      (await call(server, 'POST', '/api/development/logs/tail/', { token: tokens.dev, body: { on: true } }))
        .status,
    ).toBe(200);
    await call(server, 'POST', '/api/auth/forgot-password/', { body: { email: 'usuario@alvorada.dev' } });
    const own = await requestAs('dev', '/api/auth/current_profile/?mine=1');

    let mailLine: any;
    let ownLine: any;
    while (!mailLine || !ownLine) {
      const { lines } = await tail.next('log_lines');
      mailLine ??= lines.find((l: { msg: string }) => l.msg === MAIL_LINE);
      ownLine ??= lines.find(
        (l: { request_id: string; msg: string }) => l.request_id === own.id && l.msg === 'request completed',
      );
    }
    tail.socket.close();
    expect(mailLine.data).toMatchObject({ mailId: expect.any(Number) });
    expect(JSON.stringify(mailLine)).not.toContain('usuario@alvorada.dev');
    expect(ownLine.data.req).toMatchObject({
      url: '/api/auth/current_profile/?mine=1',
      remoteAddress: '127.0.0.1',
    });

    const logsAs = async (who: string, path = '/api/development/logs/') =>
      (await call(server, 'GET', path, { token: tokens[who] })).body;
    expect(addressed(await logsAs('admin'), 'usuario@alvorada.dev')).toHaveLength(1);
    for (const reader of ['dev', 'custom']) {
      const lines = await logsAs(reader);
      expect(lines.some((l: { msg: string }) => l.msg === MAIL_LINE)).toBe(true);
      expect(JSON.stringify(lines), reader).not.toContain('usuario@alvorada.dev');
      const search = await logsAs(reader, '/api/development/logs/?search=usuario%40alvorada');
      expect(search).toEqual([]);
    }
    const exported = String(await logsAs('dev', '/api/development/logs/export/'));
    expect(exported).toContain(MAIL_LINE);
    expect(exported).not.toContain('usuario@alvorada.dev');
    const adminExport = String(await logsAs('admin', '/api/development/logs/export/'));
    expect(adminExport).toContain('usuario@alvorada.dev');
  });
});
