import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { mailMessages } from '../src/platform/db/schema.ts';
import { call, login, openSocket, startServer, type TestServer } from './harness.ts';
import { eventually } from './eventually.ts';

const PASSWORD = 'Ensolarado#2031';

let server: TestServer;
let admin: Awaited<ReturnType<typeof login>>;
let dev: string;
beforeAll(async () => {
  server = await startServer({ DEVTOOLS_SAMPLE_RATE: '1', DEVTOOLS_MAX_REQUESTS: '500' });
  admin = await login(server, 'admin@alvorada.dev');
  dev = (await login(server, 'dev@alvorada.dev')).accessToken;
});
afterAll(() => server?.close());

/** The newest message to `to` whose link leads to `path`, read from the database as the mailbox stored it. */
const mailTo = (to: string, path: string) =>
  eventually(async () => {
    const rows = await server.built.platform.db.select().from(mailMessages).orderBy(desc(mailMessages.id));
    const row = rows.find((m) => m.toAddress === to && m.text.includes(`${path}?token=`));
    const token = row?.text.match(/token=([\w-]+)/)?.[1];
    return row && token ? { id: row.id, token } : undefined;
  });

const asAdmin = (method: string, path: string, body?: unknown) =>
  call(server, method, path, { token: admin.accessToken, body });

describe('one-time tokens', () => {
  it('reach no log line, live tail, export or recorded request after every flow that mails one', async () => {
    const tail = openSocket(server, admin.userData.id, admin.accessToken);
    await tail.opened;
    expect((await asAdmin('POST', '/api/development/logs/tail/', { on: true })).status).toBe(200);

    // Forgot-password, anonymous, for the administrator: the takeover this guards against.
    const forgot = await call(server, 'POST', '/api/auth/forgot-password/', {
      body: { email: 'admin@alvorada.dev' },
    });
    expect(forgot.status).toBe(202);
    const reset = await mailTo('admin@alvorada.dev', '/reset-password');

    // Register: the verification link; then the link used, its token in the body and the Referer.
    const registered = await call(server, 'POST', '/api/auth/register/', {
      body: { username: 'nova.conta', email: 'nova.conta@example.com', password: PASSWORD },
    });
    expect(registered.status).toBeLessThan(300);
    const verification = await mailTo('nova.conta@example.com', '/verify-email');
    const verified = await call(server, 'POST', '/api/auth/verify-email/', {
      body: { token: verification.token },
      headers: { referer: `${server.url}/verify-email?token=${verification.token}` },
    });
    expect(verified.status).toBeLessThan(300);

    // An invitation, and a reset link an administrator sends, then used.
    const invited = await asAdmin('POST', '/api/admin/users/', {
      email: 'convidada@example.com',
      username: 'convidada',
      full_name: 'Convidada',
      role: 'Usuário',
    });
    expect(invited.status).toBe(201);
    const invitation = await mailTo('convidada@example.com', '/reset-password');
    const usuario = (await asAdmin('GET', '/api/admin/users/?search=usuario@')).body.results[0];
    expect((await asAdmin('POST', `/api/admin/users/${usuario.id}/reset-link/`)).status).toBeLessThan(300);
    const sent = await mailTo('usuario@alvorada.dev', '/reset-password');
    const used = await call(server, 'POST', '/api/auth/reset-password/', {
      body: { token: sent.token, password: PASSWORD },
    });
    expect(used.status).toBeLessThan(300);

    // The administrator opens each message in the mailbox: the answers are recorded.
    for (const { id } of [reset, invitation, sent])
      expect((await asAdmin('GET', `/api/admin/mail/${id}/`)).status).toBe(200);
    expect((await asAdmin('GET', '/api/admin/mail/?folder=sent')).status).toBe(200);

    // Every line written so far has been sent once the line of a later request arrives.
    await call(server, 'GET', '/api/health?tail=last');
    const tailed: unknown[] = [];
    for (let last = false; !last;) {
      const message = await tail.next('log_lines');
      tailed.push(message);
      last = JSON.stringify(message).includes('/api/health?tail=last');
    }
    tail.socket.close();

    const { logRing, recorder } = server.built.platform;
    const recorded = recorder.recent();
    const details = await Promise.all(
      recorded.map(async (r) => (await asAdmin('GET', `/api/development/requests/${r.id}/`)).body),
    );
    const places = {
      'log ring': logRing.recent(1000),
      'live tail': tailed,
      recorder: recorded,
      explorer: details,
      'logs as administrator': (await asAdmin('GET', '/api/development/logs/')).body,
      'logs as developer': (await call(server, 'GET', '/api/development/logs/', { token: dev })).body,
      export: (await asAdmin('GET', '/api/development/logs/export/')).body,
    };
    expect(logRing.recent(1000).some((line) => line.msg === 'mail stored (no SMTP_URL)')).toBe(true);
    for (const [flow, { token }] of Object.entries({ reset, verification, invitation, sent })) {
      expect(token.length, flow).toBeGreaterThan(30);
      for (const [place, content] of Object.entries(places))
        expect(JSON.stringify(content), `${flow} token in ${place}`).not.toContain(token);
    }
  });
});

describe('the mailbox', () => {
  it('shows a link whole to its recipient only, and its token cannot be searched for', async () => {
    await call(server, 'POST', '/api/auth/forgot-password/', { body: { email: 'admin@alvorada.dev' } });
    const own = await mailTo('admin@alvorada.dev', '/reset-password');
    const opened = (await asAdmin('GET', `/api/admin/mail/${own.id}/`)).body;
    expect(opened.text).toContain(`/reset-password?token=${own.token}`);

    const usuario = (await asAdmin('GET', '/api/admin/users/?search=usuario@')).body.results[0];
    await asAdmin('POST', `/api/admin/users/${usuario.id}/reset-link/`);
    const other = await mailTo('usuario@alvorada.dev', '/reset-password');
    const theirs = (await asAdmin('GET', `/api/admin/mail/${other.id}/`)).body;
    expect(theirs.text).toContain('/reset-password?token=[redacted]');
    expect(theirs.text).not.toContain(other.token);
    const listed = (await asAdmin('GET', '/api/admin/mail/?folder=sent&page_size=100')).body.results;
    const summary = listed.find((m: { id: number }) => m.id === other.id);
    expect(summary.snippet + summary.subject).not.toContain(other.token.slice(0, 8));

    for (const { token } of [own, other]) {
      const search = await asAdmin('GET', `/api/admin/mail/?folder=sent&search=${token.slice(0, 12)}`);
      expect(search.status).toBe(200);
      expect(search.body.count).toBe(0);
    }
  });
});
