import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { mailMessages, users } from '../src/platform/db/schema.ts';
import { loadConfig } from '../src/config.ts';
import { addUser, call, login, startServer, type TestServer } from './harness.ts';
import { eventually } from './eventually.ts';

const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** The newest link e-mailed to `to` that leads to `path`; account mail leaves in the background. */
const mailedLink = (server: TestServer, to: string, path: string) =>
  eventually(async () => {
    const rows = await server.built.platform.db.select().from(mailMessages).orderBy(desc(mailMessages.id));
    return rows
      .filter((m) => m.toAddress === to)
      .map((m) => m.text.match(/https?:\/\/\S+/)?.[0])
      .find((found) => found && new URL(found).pathname === path);
  });

const forgot = (server: TestServer, email: string, headers: Record<string, string> = {}) =>
  call(server, 'POST', '/api/auth/forgot-password/', { body: { email }, headers });

describe('without PUBLIC_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ PUBLIC_URL: '' });
  });
  afterAll(() => server?.close());

  it('answers avatars as paths on the address the page came from, and serves them there', async () => {
    const session = await login(server, 'dev@alvorada.dev');
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'avatar');
    const upload = await fetch(`${server.url}/api/auth/avatar/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.accessToken}` },
      body: form,
    });
    const profile = (await upload.json()) as { avatar: string };
    expect(profile.avatar).toMatch(/^\/api\/auth\/avatars\/[0-9a-f-]{36}\.png$/);
    const image = await fetch(`${server.url}${profile.avatar}`);
    expect(image.status).toBe(200);
    const list = await call(server, 'GET', '/api/admin/users/?search=dev@alvorada.dev', {
      token: (await login(server, 'admin@alvorada.dev')).accessToken,
    });
    expect(list.body.results[0].avatar).toBe(profile.avatar);
  });

  it('answers an avatar stored as an absolute URL on its own address as a path', async () => {
    const { db } = server.built.platform;
    await db
      .update(users)
      .set({ avatar: 'http://localhost:3000/api/auth/avatars/antiga.png' })
      .where(eq(users.email, 'trader@alvorada.dev'));
    await server.built.platform.authState.invalidate(
      (await db.select().from(users).where(eq(users.email, 'trader@alvorada.dev')))[0].id,
    );
    const session = await login(server, 'trader@alvorada.dev');
    expect(session.userData.avatar).toBe('/api/auth/avatars/antiga.png');
    const me = await call(server, 'GET', '/api/auth/current_profile/', { token: session.accessToken });
    expect(me.body.avatar).toBe('/api/auth/avatars/antiga.png');
  });

  it('e-mails links on the address the request came to', async () => {
    await forgot(server, 'usuario@alvorada.dev');
    const link = new URL((await mailedLink(server, 'usuario@alvorada.dev', '/reset-password'))!);
    expect(link.origin).toBe(server.url);
  });

  it('ignores X-Forwarded-Host from a client no TRUST_PROXY rule names', async () => {
    await forgot(server, 'energia@alvorada.dev', { 'x-forwarded-host': 'evil.example' });
    const link = new URL((await mailedLink(server, 'energia@alvorada.dev', '/reset-password'))!);
    expect(link.origin).toBe(server.url);
  });

  it('sends an invitation with a link on the address the administrator used', async () => {
    const res = await addUser(server, {
      email: 'convidada@alvorada.dev',
      full_name: 'Convidada',
      role: 'usuario',
    });
    expect(res.status).toBe(201);
    const link = new URL((await mailedLink(server, 'convidada@alvorada.dev', '/reset-password'))!);
    expect(link.origin).toBe(server.url);
  });
});

describe('behind a trusted proxy, without PUBLIC_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ PUBLIC_URL: '', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => server?.close());

  it('e-mails links on the forwarded host and protocol', async () => {
    await forgot(server, 'usuario@alvorada.dev', {
      'x-forwarded-host': 'alvorada.example.com.br',
      'x-forwarded-proto': 'https',
    });
    const link = await mailedLink(server, 'usuario@alvorada.dev', '/reset-password');
    expect(new URL(link!).origin).toBe('https://alvorada.example.com.br');
  });
});

describe('with PUBLIC_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ PUBLIC_URL: 'https://painel.example.com.br', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => server?.close());

  it('e-mails links on PUBLIC_URL whatever the request says', async () => {
    await forgot(server, 'usuario@alvorada.dev', { 'x-forwarded-host': 'outro.example' });
    const link = await mailedLink(server, 'usuario@alvorada.dev', '/reset-password');
    expect(new URL(link!).origin).toBe('https://painel.example.com.br');
  });

  it('still answers avatars as paths', async () => {
    const session = await login(server, 'dev@alvorada.dev');
    await server.built.platform.db
      .update(users)
      .set({ avatar: '/api/auth/avatars/x.png' })
      .where(eq(users.id, session.userData.id));
    await server.built.platform.authState.invalidate(session.userData.id);
    const me = await call(server, 'GET', '/api/auth/current_profile/', { token: session.accessToken });
    expect(me.body.avatar).toBe('/api/auth/avatars/x.png');
  });
});

describe('in production', () => {
  it('refuses to start without PUBLIC_URL, saying why, so that no Host header can steer a reset link', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_URL: required with NODE_ENV=production/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://painel.example.com.br/' }).publicUrl,
    ).toBe('https://painel.example.com.br');
  });
});
