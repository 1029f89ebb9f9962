import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { desc } from 'drizzle-orm';
import { mailMessages } from '../src/platform/db/schema.ts';
import { call, DEMO_PASSWORD, expectSessionEnded, login, startServer, type TestServer } from './harness.ts';
import { eventually } from './eventually.ts';

const REUSE_GRACE_SECONDS = 2;
let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    LOGIN_RATE_MAX: '3',
    REFRESH_REUSE_GRACE_SECONDS: String(REUSE_GRACE_SECONDS),
  });
});
afterAll(() => server?.close());

/** The newest mail to `to` whose link leads to `path`; account mail leaves in the background, so it is awaited. */
const lastMailLink = (to: string, path: string) =>
  eventually(async () => {
    const rows = await server.built.platform.db.select().from(mailMessages).orderBy(desc(mailMessages.id));
    const link = rows
      .filter((m) => m.toAddress === to)
      .map((m) => m.text.match(/https?:\/\/\S+/)?.[0])
      .find((found) => found && new URL(found).pathname === path);
    return link ? new URL(link) : undefined;
  });

describe('login', () => {
  it('answers tokens, the user and the rules for a right password, by e-mail or username', async () => {
    const byEmail = await call(server, 'POST', '/api/auth/login/', {
      body: { email: 'dev@alvorada.dev', password: DEMO_PASSWORD },
    });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.userData).toMatchObject({
      email: 'dev@alvorada.dev',
      role: 'Desenvolvedor',
      status: 'active',
    });
    expect(byEmail.body.userAbilityRules).toEqual([
      {
        action: 'read',
        subject: ['Dashboard', 'AccountSettings', 'Alvorada', 'Development', 'Backtest', 'OPTOP', 'Workana'],
      },
    ]);
    const byUsername = await call(server, 'POST', '/api/auth/login/', {
      body: { email: 'DEV', password: DEMO_PASSWORD },
    });
    expect(byUsername.status).toBe(200);
  });

  it('refuses a wrong password or unknown account with the same translated message', async () => {
    const wrong = await call(server, 'POST', '/api/auth/login/', {
      body: { email: 'usuario@alvorada.dev', password: 'nope12345' },
    });
    const unknown = await call(server, 'POST', '/api/auth/login/', {
      body: { email: 'ghost@alvorada.dev', password: 'nope12345' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ detail: 'E-mail ou senha incorretos.', code: 'invalid_credentials' });
    const english = await call(server, 'POST', '/api/auth/login/', {
      body: { email: 'ghost@alvorada.dev', password: 'x' },
      headers: { 'accept-language': 'en-US,en;q=0.8' },
    });
    expect(english.body.detail).toBe('Wrong e-mail or password.');
  });

  it('answers validation errors per field without touching anything', async () => {
    const res = await call(server, 'POST', '/api/auth/login/', { body: { email: '' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation');
    expect(res.body.fields.email).toEqual(['Campo obrigatório.']);
    expect(res.body.fields.password).toEqual(['Campo obrigatório.']);
  });

  it('throttles an account after repeated failures with 429 and Retry-After, even for the right password', async () => {
    const attempt = (password: string) =>
      call(server, 'POST', '/api/auth/login/', { body: { email: 'trader@alvorada.dev', password } });
    for (let i = 0; i < 3; i++) expect((await attempt('wrong-password1')).status).toBe(401);
    const blocked = await attempt(DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The window is LOGIN_RATE_WINDOW_SECONDS (15 minutes by default): the wait reads in minutes, not seconds.
    expect(blocked.body.detail).toMatch(/^Muitas tentativas\. Tente novamente em 15 minutos\.$/);
  });
});

describe('tokens', () => {
  it('rotates the refresh token: the old one answers the same pair within the grace, then revokes the family', async () => {
    const first = await login(server, 'usuario@alvorada.dev');
    // The server runs in this process: its clock stands still from the rotation, then leaps past the grace.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const rotated = await call(server, 'POST', '/api/auth/token/refresh/', {
        body: { refresh: first.refreshToken },
      });
      expect(rotated.status).toBe(200);
      expect(rotated.body.refreshToken).not.toBe(first.refreshToken);
      const again = await call(server, 'POST', '/api/auth/token/refresh/', {
        body: { refresh: first.refreshToken },
      });
      expect(again.body).toEqual(rotated.body);

      vi.setSystemTime(Date.now() + REUSE_GRACE_SECONDS * 1000 + 1);
      const reuse = await call(server, 'POST', '/api/auth/token/refresh/', {
        body: { refresh: first.refreshToken },
      });
      expect(reuse.status).toBe(401);
      const successor = await call(server, 'POST', '/api/auth/token/refresh/', {
        body: { refresh: rotated.body.refreshToken },
      });
      expect(successor.status).toBe(401);
      const access = await call(server, 'GET', '/api/auth/current_profile/', { token: rotated.body.access });
      expect(access.status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses an access token where a refresh token is expected, and garbage', async () => {
    const session = await login(server, 'usuario@alvorada.dev');
    expect(
      (await call(server, 'POST', '/api/auth/token/refresh/', { body: { refresh: session.accessToken } }))
        .status,
    ).toBe(401);
    const garbage = await call(server, 'GET', '/api/auth/current_profile/', { token: 'not.a.jwt' });
    expect(garbage.status).toBe(401);
    expect(garbage.body.detail).toBe('Token de acesso inválido.');
  });

  it('logout revokes the session: its access and refresh tokens stop working', async () => {
    const session = await login(server, 'usuario@alvorada.dev');
    const out = await call(server, 'POST', '/api/auth/logout/', {
      token: session.accessToken,
      body: { refresh: session.refreshToken },
    });
    expect(out.status).toBe(204);
    await expectSessionEnded(server, session);
  });
});

describe('account life cycle', () => {
  it('register → verify by the e-mailed link → login; the link works once', async () => {
    const body = { username: 'nova.pessoa', email: 'nova@exemplo.com.br', password: 'senhaForte1' };
    const created = await call(server, 'POST', '/api/auth/register/', { body });
    expect(created.status).toBe(201);
    const before = await call(server, 'POST', '/api/auth/login/', {
      body: { email: body.email, password: body.password },
    });
    expect(before.status).toBe(403);
    expect(before.body.code).toBe('email_not_verified');

    const link = await lastMailLink(body.email, '/verify-email');
    expect(link.pathname).toBe('/verify-email');
    const token = link.searchParams.get('token')!;
    expect((await call(server, 'POST', '/api/auth/verify-email/', { body: { token } })).status).toBe(200);
    expect((await call(server, 'POST', '/api/auth/verify-email/', { body: { token } })).status).toBe(400);
    const session = await login(server, body.email, body.password);
    expect(session.userData.role).toBe('Usuário');

    // A taken address answers as a new one would; its owner is told by e-mail instead.
    const duplicate = await call(server, 'POST', '/api/auth/register/', {
      body: { ...body, username: 'outra' },
    });
    expect(duplicate.status).toBe(201);
    expect(duplicate.body).toEqual(created.body);
    expect((await lastMailLink(body.email, '/forgot-password')).pathname).toBe('/forgot-password');
  });

  it('a malformed or unknown link answers that the link is invalid, not that fields are', async () => {
    for (const token of ['abc', 'x'.repeat(40)]) {
      const verify = await call(server, 'POST', '/api/auth/verify-email/', { body: { token } });
      expect(verify.status).toBe(400);
      expect(verify.body).toMatchObject({ code: 'token_expired_or_used' });
      const reset = await call(server, 'POST', '/api/auth/reset-password/', {
        body: { token, password: 'Outra-senha-2026' },
      });
      expect(reset.body).toMatchObject({ code: 'token_expired_or_used' });
    }
  });

  it('forgot → reset: the old password is refused, the new one works, old sessions end', async () => {
    const body = { username: 'esquecida', email: 'esquecida@exemplo.com.br', password: 'Primeira#2031' };
    await call(server, 'POST', '/api/auth/register/', { body });
    const verify = await lastMailLink(body.email, '/verify-email');
    await call(server, 'POST', '/api/auth/verify-email/', {
      body: { token: verify.searchParams.get('token') },
    });
    const oldSession = await login(server, body.email, body.password);

    expect(
      (await call(server, 'POST', '/api/auth/forgot-password/', { body: { email: body.email } })).status,
    ).toBe(202);
    expect(
      (await call(server, 'POST', '/api/auth/forgot-password/', { body: { email: 'ninguem@exemplo.com' } }))
        .status,
    ).toBe(202);
    const reset = await lastMailLink(body.email, '/reset-password');
    expect(reset.pathname).toBe('/reset-password');
    const token = reset.searchParams.get('token');
    expect(
      (await call(server, 'POST', '/api/auth/reset-password/', { body: { token, password: 'Segunda#2032' } }))
        .status,
    ).toBe(200);

    expect(
      (
        await call(server, 'POST', '/api/auth/login/', {
          body: { email: body.email, password: body.password },
        })
      ).status,
    ).toBe(401);
    await login(server, body.email, 'Segunda#2032');
    expect(
      (await call(server, 'GET', '/api/auth/current_profile/', { token: oldSession.accessToken })).status,
    ).toBe(401);
    expect(
      (
        await call(server, 'POST', '/api/auth/reset-password/', {
          body: { token, password: 'Terceira#2033' },
        })
      ).status,
    ).toBe(400);
  });

  it('a reset link proves the address: a pending account that resets its password can sign in', async () => {
    const body = { username: 'pendente', email: 'pendente@exemplo.com.br', password: 'Aguardando#2031' };
    await call(server, 'POST', '/api/auth/register/', { body });
    expect(
      (
        await call(server, 'POST', '/api/auth/login/', {
          body: { email: body.email, password: body.password },
        })
      ).status,
    ).toBe(403);
    await call(server, 'POST', '/api/auth/forgot-password/', { body: { email: body.email } });
    const reset = await lastMailLink(body.email, '/reset-password');
    expect(reset.pathname).toBe('/reset-password');
    const token = reset.searchParams.get('token');
    expect(
      (
        await call(server, 'POST', '/api/auth/reset-password/', {
          body: { token, password: 'Definida#2032' },
        })
      ).status,
    ).toBe(200);
    const session = await login(server, body.email, 'Definida#2032');
    expect(session.userData.status).toBe('active');
  });

  it('change password keeps this session and ends the others', async () => {
    const body = { username: 'trocadora', email: 'troca@exemplo.com.br', password: 'Original#2031' };
    await call(server, 'POST', '/api/auth/register/', { body });
    await call(server, 'POST', '/api/auth/verify-email/', {
      body: { token: (await lastMailLink(body.email, '/verify-email')).searchParams.get('token') },
    });
    const here = await login(server, body.email, body.password);
    const elsewhere = await login(server, body.email, body.password);
    const wrong = await call(server, 'POST', '/api/auth/change_password/', {
      token: here.accessToken,
      body: { current_password: 'x', new_password: 'Novinha#2032' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.current_password).toEqual(['A senha atual está incorreta.']);
    const ok = await call(server, 'POST', '/api/auth/change_password/', {
      token: here.accessToken,
      body: { current_password: body.password, new_password: 'Novinha#2032' },
    });
    expect(ok.status).toBe(200);
    expect(
      (await call(server, 'GET', '/api/auth/current_profile/', { token: here.accessToken })).status,
    ).toBe(200);
    expect(
      (await call(server, 'GET', '/api/auth/current_profile/', { token: elsewhere.accessToken })).status,
    ).toBe(401);
  });
});

describe('own profile', () => {
  it('updates own fields and refuses an invalid CPF without changing anything', async () => {
    const session = await login(server, 'energia@alvorada.dev');
    const bad = await call(server, 'PATCH', '/api/auth/current_profile/', {
      token: session.accessToken,
      body: { city: 'Recife', cpf: '123.456.789-00' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.cpf).toEqual(['CPF inválido.']);
    const unchanged = await call(server, 'GET', '/api/auth/current_profile/', { token: session.accessToken });
    expect(unchanged.body.city).toBe('São Paulo');

    const good = await call(server, 'PATCH', '/api/auth/current_profile/', {
      token: session.accessToken,
      body: { city: 'Recife', cpf: '529.982.247-25' },
    });
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ city: 'Recife', cpf: '529.982.247-25', role: 'Operador de Energia' });
  });

  it('refuses role or status in a profile update', async () => {
    const session = await login(server, 'usuario@alvorada.dev');
    const res = await call(server, 'PATCH', '/api/auth/current_profile/', {
      token: session.accessToken,
      body: { role: 'Administrador' },
    });
    expect(res.status).toBe(400);
    const me = await call(server, 'GET', '/api/auth/current_profile/', { token: session.accessToken });
    expect(me.body.role).toBe('Usuário');
  });

  it('uploads an avatar image, served back at a path on the same address; other types are refused', async () => {
    const session = await login(server, 'dev@alvorada.dev');
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const upload = (type: string, content: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([content], { type }), 'avatar');
      return fetch(`${server.url}/api/auth/avatar/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session.accessToken}` },
        body: form,
      });
    };
    const refused = await upload('text/plain', Buffer.from('hello'));
    expect(refused.status).toBe(415);
    // A real image's first bytes, so that only its size can refuse it.
    const tooBig = await upload('image/png', Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]));
    expect(tooBig.status).toBe(413);
    const ok = await upload('image/png', png);
    expect(ok.status).toBe(200);
    const profile = (await ok.json()) as { avatar: string };
    expect(profile.avatar).toMatch(/^\/api\/auth\/avatars\/[0-9a-f-]{36}\.png$/);
    const image = await fetch(`${server.url}${profile.avatar}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(png);
  });

  it('lists the active sessions and revokes another one', async () => {
    const a = await login(server, 'admin@alvorada.dev');
    const b = await login(server, 'admin@alvorada.dev');
    const list = await call(server, 'GET', '/api/auth/sessions/', { token: a.accessToken });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    expect(list.body.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const other = list.body.find((s: { current: boolean }) => !s.current);
    expect(
      (await call(server, 'DELETE', `/api/auth/sessions/${other.id}/`, { token: a.accessToken })).status,
    ).toBe(204);
    const after = await call(server, 'GET', '/api/auth/sessions/', { token: a.accessToken });
    expect(after.body.map((s: { id: string }) => s.id)).not.toContain(other.id);
    expect((await call(server, 'GET', '/api/auth/current_profile/', { token: b.accessToken })).status).toBe(
      401,
    );
    expect((await call(server, 'GET', '/api/auth/current_profile/', { token: a.accessToken })).status).toBe(
      200,
    );
  });
});
