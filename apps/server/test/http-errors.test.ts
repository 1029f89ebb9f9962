import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { users } from '../src/platform/db/schema.ts';
import { call, login, startServer, type TestServer } from './harness.ts';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startServer();
  admin = (await login(server, 'admin@alvorada.dev')).accessToken;
});
afterAll(() => server?.close());

const raw = (path: string, init: RequestInit & { token?: string } = {}) =>
  fetch(server.url + path, {
    ...init,
    headers: {
      'accept-language': 'en',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.headers as Record<string, string>),
    },
  });

const expectCommonShape = async (res: Response, status: number, code: string) => {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { code: string; detail: string; fields?: unknown };
  expect(body).toMatchObject({ code, detail: expect.any(String) });
  expect(body).not.toHaveProperty('error');
  expect(body).not.toHaveProperty('message');
  return body;
};

const avatarForm = (content: Buffer, type = 'image/png', name = 'avatar.png') => {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), name);
  return form;
};

describe('errors keep the common shape and the right status', () => {
  it('a path parameter over 100 characters answers 414 without echoing the URL', async () => {
    const long = 'a'.repeat(150);
    const res = await raw(`/api/admin/users/${long}/`, { method: 'DELETE', token: admin });
    const body = await expectCommonShape(res, 414, 'uri_too_long');
    expect(body.detail).toBe('The request address is too long.');
    expect(JSON.stringify(body)).not.toContain(long);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('JSON sent to the avatar upload answers 415, and so do a form and an unknown body type on a JSON route', async () => {
    const avatar = await raw('/api/auth/avatar/', {
      method: 'POST',
      token: admin,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ file: 'x' }),
    });
    const body = await expectCommonShape(avatar, 415, 'unsupported_media_type');
    expect(body.detail).toBe('The request body format is not accepted.');
    const login = await raw('/api/auth/login/', {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<email>admin@alvorada.dev</email>',
    });
    await expectCommonShape(login, 415, 'unsupported_media_type');
    // Only the avatar upload reads forms.
    const form = await raw('/api/auth/login/', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nadmin@alvorada.dev\r\n--x--\r\n',
    });
    await expectCommonShape(form, 415, 'unsupported_media_type');
  });

  it('a multipart body without a boundary, or cut short, is bad input', async () => {
    const noBoundary = await raw('/api/auth/avatar/', {
      method: 'POST',
      token: admin,
      headers: { 'content-type': 'multipart/form-data' },
      body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc\r\n--x--\r\n',
    });
    const body = await expectCommonShape(noBoundary, 400, 'validation');
    expect(body.fields).toEqual({ file: expect.any(Array) });
    const cut = await raw('/api/auth/avatar/', {
      method: 'POST',
      token: admin,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
    });
    await expectCommonShape(cut, 400, 'validation');
    const me = await call(server, 'GET', '/api/auth/current_profile/', { token: admin });
    expect(me.body.avatar).toBeNull();
  });
});

describe('avatar content', () => {
  it('a text file named .png and declared image/png is refused with a translated 415; nothing is stored', async () => {
    const res = await raw('/api/auth/avatar/', {
      method: 'POST',
      token: admin,
      headers: { 'accept-language': 'pt-BR' },
      body: avatarForm(Buffer.from('not an image at all')),
    });
    const body = await expectCommonShape(res, 415, 'unsupported_image');
    expect(body.detail).toBe('Envie uma imagem PNG, JPEG ou WebP.');
    const me = await call(server, 'GET', '/api/auth/current_profile/', { token: admin });
    expect(me.body.avatar).toBeNull();
  });

  it('a JPEG or WebP is stored under its own type whatever it was declared as', async () => {
    const jpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
    for (const [content, ext] of [
      [jpeg, 'jpg'],
      [webp, 'webp'],
    ] as const) {
      const res = await raw('/api/auth/avatar/', {
        method: 'POST',
        token: admin,
        body: avatarForm(content, 'application/octet-stream', 'photo.png'),
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { avatar: string }).avatar).toMatch(new RegExp(`\\.${ext}$`));
    }
  });
});

describe('headers', () => {
  it('API answers are not stored by browsers or proxies; no page may frame the app', async () => {
    for (const res of [
      await raw('/api/auth/current_profile/', { token: admin }),
      await raw('/api/auth/current_profile/'),
      await raw('/api/nowhere/'),
    ]) {
      expect([res.url, res.headers.get('cache-control'), res.headers.get('x-frame-options')]).toEqual([
        res.url,
        'no-store',
        'DENY',
      ]);
    }
  });
});

describe('database errors', () => {
  it('a bulk action with an id the database refuses answers no query text', async () => {
    const res = await call(server, 'POST', '/api/admin/users/bulk/', {
      token: admin,
      headers: { 'accept-language': 'en' },
      body: { ids: [2 ** 31], action: 'deactivate' },
    });
    expect(res.status).toBeLessThan(500);
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/select|password_hash|query/i);
  });

  it('four simultaneous creates of one e-mail: one account, the others 409 email_taken', async () => {
    const create = (i: number) =>
      call(server, 'POST', '/api/admin/users/', {
        token: admin,
        headers: { 'accept-language': 'en' },
        body: {
          email: 'same@race.test',
          username: `race${i}`,
          full_name: 'Race',
          role: 'Usuário',
          password: 'a long passphrase 42',
        },
      });
    const answers = await Promise.all([0, 1, 2, 3].map(create));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body).toMatchObject({ code: 'email_taken', detail: expect.any(String) });
    const rows = await server.built.platform.db.select({ email: users.email }).from(users);
    expect(rows.filter((r) => r.email === 'same@race.test')).toHaveLength(1);
  });

  it('a failed query is logged with its text and the database message, never its parameters', async () => {
    const { db, log, logRing } = server.built.platform;
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';
    const failed = await db
      .insert(users)
      .values({ email: 'admin@alvorada.dev', username: 'someone-else', passwordHash: hash })
      .catch((err: Error) => err);
    log.error({ err: failed }, 'probe of the log serializer');
    const entry = logRing.recent().find((e) => e.msg === 'probe of the log serializer');
    const text = JSON.stringify(entry);
    expect(text).toContain('insert into \\"users\\"');
    expect(text).toContain('users_email_live');
    expect(text).not.toContain(hash);
    expect(text).not.toContain('someone-else');
    expect(text).not.toContain('admin@alvorada.dev');
  });

  it('an unexpected failure answers 500 with a code to pass on, which finds the logged error', async () => {
    const { db, logRing } = server.built.platform;
    await db.execute(sql`alter table help_articles rename to help_articles_away`);
    try {
      for (const [language, words] of [
        ['en', 'give support the code'],
        ['pt-BR', 'informe ao suporte o código'],
      ]) {
        const res = await raw('/api/help-center/articles/', { headers: { 'accept-language': language } });
        const body = (await expectCommonShape(res, 500, 'internal')) as {
          detail: string;
          request_id?: string;
        };
        expect(body.request_id).toMatch(/^[0-9a-f-]{36}$/);
        expect(body.detail).toContain(`${words} ${body.request_id}.`);
        expect(JSON.stringify(body)).not.toContain('help_articles');
        const logged = logRing.recent(1000).filter((e) => e.reqId === body.request_id);
        expect(logged.map((e) => e.msg)).toContain('request failed');
      }
    } finally {
      await db.execute(sql`alter table help_articles_away rename to help_articles`);
    }
  });
});
