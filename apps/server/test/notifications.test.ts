import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { buildAbility, type LoginResponse } from '@alvorada/contracts';
import { call, login, startServer, type TestServer } from './harness.ts';
import { eventually } from './eventually.ts';
import { mailMessages } from '../src/platform/db/schema.ts';
import type { Actor } from '../src/platform/access/actor.ts';

let server: TestServer;
let admin: LoginResponse;
let usuario: LoginResponse;

beforeAll(async () => {
  server = await startServer();
  admin = await login(server, 'admin@alvorada.dev');
  usuario = await login(server, 'usuario@alvorada.dev');
});
afterAll(() => server?.close());

const mailsTo = async (to: string) =>
  (await server.built.platform.db.select().from(mailMessages).orderBy(desc(mailMessages.id))).filter(
    (m) => m.toAddress === to,
  );
const bell = async () =>
  (await call(server, 'GET', '/api/notifications/', { token: usuario.accessToken })).body.results;
const setRole = (role: string) =>
  call(server, 'PATCH', `/api/admin/users/${usuario.userData.id}/`, {
    token: admin.accessToken,
    body: { role },
  });

describe('notifications to a user', () => {
  it('tells a user in the bell and by e-mail when an administrator changes their role', async () => {
    expect((await setRole('Trader')).status).toBe(200);
    const [latest] = await bell();
    expect(latest).toMatchObject({
      kind: 'account_changed',
      title: 'Sua conta foi alterada por um administrador',
    });
    expect(latest.body).toContain('Trader');
    const mail = await eventually(async () =>
      (await mailsTo('usuario@alvorada.dev')).find((m) => m.subject === latest.title),
    );
    expect(mail.text).toContain('Trader');
  });

  it('keeps to the bell when the user turned e-mail off', async () => {
    const byEmail = (on: boolean) =>
      call(server, 'PATCH', '/api/auth/current_profile/', {
        token: usuario.accessToken,
        body: { notify_by_email: on },
      });
    expect((await byEmail(false)).body.notify_by_email).toBe(false);
    const mailsBefore = (await mailsTo('usuario@alvorada.dev')).length;
    const bellBefore = (await bell()).length;
    expect((await setRole('Usuário')).status).toBe(200);
    expect((await bell()).length).toBe(bellBefore + 1);
    // A later change, with e-mail back on, is mailed: a mail of the change before would have come first.
    expect((await byEmail(true)).body.notify_by_email).toBe(true);
    expect((await setRole('Trader')).status).toBe(200);
    const mails = await eventually(async () => {
      const all = await mailsTo('usuario@alvorada.dev');
      return all.length > mailsBefore && all.slice(0, all.length - mailsBefore);
    });
    expect(mails.map((m) => m.text)).toEqual([expect.stringContaining('Trader')]);
  });
});

describe('a service called from a queue job', () => {
  it('records the audit entry with the actor the job acts for', async () => {
    const actor: Actor = {
      userId: admin.userData.id,
      roleId: null,
      name: admin.userData.full_name ?? '',
      ability: buildAbility(admin.userAbilityRules, { id: admin.userData.id }),
      ip: 'job',
      locale: 'en',
      requestId: 'nightly-roles',
      origin: 'https://alvorada.example',
    };
    const { queue } = server.built.platform;
    queue.define<{ name: string }>('test.create-role', async ({ name }) => {
      await server.built.services.roles.create(actor, { name, rules: [] });
    });
    await queue.add('test.create-role', { name: 'Criado por tarefa' });
    const entry = await eventually(async () => {
      const res = await call(server, 'GET', '/api/admin/audit/?subject=Role&action=create', {
        token: admin.accessToken,
      });
      return res.body.results.find(
        (e: { after: { name?: string } }) => e.after?.name === 'Criado por tarefa',
      );
    });
    expect(entry.actor).toMatchObject({ id: admin.userData.id, email: 'admin@alvorada.dev' });
    expect(entry.ip).toBe('job');
  });
});
