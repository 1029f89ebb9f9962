import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './harness.ts';
import { eventually } from './eventually.ts';
import { startSmtp } from './smtp.ts';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: TestServer;
let admin: Awaited<ReturnType<typeof login>>;
const as = (method: string, path: string, body?: unknown) =>
  call(server, method, path, { token: admin.accessToken, body });
const sentTo = async (to: string) =>
  (await as('GET', `/api/admin/mail/?folder=sent&search=${encodeURIComponent(to)}`)).body.results[0];
/** The message to `to`, once it is as `ready` asks. */
const sentToOnce = (to: string, ready: (message: any) => boolean) =>
  eventually(async () => {
    const m = await sentTo(to);
    return m && ready(m) && m;
  });

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  admin = await login(server, 'admin@alvorada.dev');
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

describe('sending from the mailbox', () => {
  it('queues a composed message with an attachment, delivers it over SMTP and shows it sent', async () => {
    const res = await as('POST', '/api/admin/mail/send/', {
      to: ['cliente@example.com'],
      subject: 'Relatório mensal',
      text: 'Segue o relatório.',
      attachments: [
        {
          filename: 'relatorio.txt',
          content_type: 'text/plain',
          content: Buffer.from('kWh: 1200').toString('base64'),
        },
      ],
    });
    expect(res.status).toBe(202);
    const message = await eventually(
      async () => (await sentTo('cliente@example.com'))?.status === 'sent' && sentTo('cliente@example.com'),
    );
    expect(message).toMatchObject({ subject: 'Relatório mensal', attempts: 1, has_attachments: true });
    const delivered = smtp.inbox.find((m) => m.to === 'cliente@example.com')!;
    expect(delivered.raw).toContain('relatorio.txt');
  });

  it('sends to every active holder of a role', async () => {
    const res = await as('POST', '/api/admin/mail/send/', {
      roles: ['Trader'],
      subject: 'Aviso',
      text: 'Mercado fechado.',
    });
    expect(res.body.ids).toHaveLength(1);
    await eventually(async () => smtp.inbox.some((m) => m.to === 'trader@alvorada.dev'));
  });

  it('keeps a refused message queued between tries, and a manual retry sends one that ran out of tries', async () => {
    smtp.state.refuse = 1;
    await as('POST', '/api/admin/mail/send/', { to: ['falha@example.com'], subject: 'Uma vez', text: '.' });
    const refused = await sentToOnce('falha@example.com', (m) => m.attempts === 1);
    expect(refused).toMatchObject({
      status: 'queued',
      last_error: expect.stringContaining('mailbox unavailable'),
    });
    expect((await as('POST', `/api/admin/mail/${refused.id}/retry/`)).status).toBe(409);
    const sent = await sentToOnce('falha@example.com', (m) => m.status === 'sent');
    expect(sent.attempts).toBe(2);

    smtp.state.refuse = 4;
    await as('POST', '/api/admin/mail/send/', {
      to: ['desiste@example.com'],
      subject: 'Quatro vezes',
      text: '.',
    });
    const third = await sentToOnce('desiste@example.com', (m) => m.attempts === 3);
    expect(third.status).toBe('queued');
    expect((await as('POST', `/api/admin/mail/${third.id}/retry/`)).status).toBe(409);
    const failed = await sentToOnce('desiste@example.com', (m) => m.attempts === 4);
    expect(failed).toMatchObject({
      status: 'failed',
      last_error: expect.stringContaining('mailbox unavailable'),
    });
    const retried = await as('POST', `/api/admin/mail/${failed.id}/retry/`);
    expect(retried.status).toBe(200);
    await eventually(async () => (await sentTo('desiste@example.com'))?.status === 'sent');
    expect((await as('POST', `/api/admin/mail/${failed.id}/retry/`)).status).toBe(409);
  });

  it('refuses a message without recipients and attachments over the limit', async () => {
    const none = await as('POST', '/api/admin/mail/send/', { subject: 'x', text: 'y' });
    expect(none.body.code).toBe('mail_no_recipients');
    const big = Buffer.alloc(1024 * 1024, 1).toString('base64');
    const tooMuch = await as('POST', '/api/admin/mail/send/', {
      to: ['a@example.com'],
      subject: 'x',
      text: 'y',
      attachments: [1, 2, 3, 4, 5, 6]
        .slice(0, 5)
        .map((i) => ({ filename: `${i}.bin`, content: big + big.slice(0, 4) })),
    });
    expect(tooMuch.status).toBe(413);
  });

  it('uses an administrator-customised template for system e-mails', async () => {
    const put = await as('PUT', '/api/admin/mail/templates/reset_password/pt-BR/', {
      subject: 'Nova senha, {{link}}',
      body: 'Clique: {{link}}',
    });
    expect(put.status).toBe(204);
    const templates = await as('GET', '/api/admin/mail/templates/');
    expect(templates.body).toContainEqual(
      expect.objectContaining({ key: 'reset_password', locale: 'pt-BR', customized: true }),
    );
    const usuario = (await as('GET', '/api/admin/users/?search=usuario@')).body.results[0];
    await as('POST', `/api/admin/users/${usuario.id}/reset-link/`);
    const message = await eventually(async () => sentTo('usuario@alvorada.dev'));
    expect(message.subject).toMatch(/^Nova senha, http.*reset-password\?token=/);
    expect((await as('DELETE', '/api/admin/mail/templates/reset_password/pt-BR/')).status).toBe(204);
  });
});

describe('the inbox', () => {
  it('receives contact-form messages, rate-limited by address', async () => {
    const form = {
      name: 'Maria',
      email: 'maria@example.com',
      subject: 'Planos',
      message: 'Quero saber preços.',
      source: 'pricing',
    };
    expect((await call(server, 'POST', '/api/mail/contact/', { body: form })).status).toBe(202);
    const inbox = await as('GET', '/api/admin/mail/?folder=inbox');
    expect(inbox.body.results[0]).toMatchObject({
      from_address: 'maria@example.com',
      from_name: 'Maria',
      read: false,
    });
    for (let i = 0; i < 4; i++) await call(server, 'POST', '/api/mail/contact/', { body: form });
    const throttled = await call(server, 'POST', '/api/mail/contact/', { body: form });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('accepts the inbound webhook only with the shared secret', async () => {
    const mail = { from: 'fornecedor@example.com', subject: 'Fatura', text: 'Em anexo.' };
    expect(
      (
        await call(server, 'POST', '/api/mail/inbound/', {
          body: mail,
          headers: { 'x-inbound-secret': 'wrong' },
        })
      ).status,
    ).toBe(403);
    const { secret } = (await as('GET', '/api/admin/mail/inbound/')).body;
    const ok = await call(server, 'POST', '/api/mail/inbound/', {
      body: mail,
      headers: { 'x-inbound-secret': secret },
    });
    expect(ok.status).toBe(201);
    const rotated = (await as('POST', '/api/admin/mail/inbound/rotate/')).body.secret;
    expect(rotated).not.toBe(secret);
    expect(
      (
        await call(server, 'POST', '/api/mail/inbound/', {
          body: mail,
          headers: { 'x-inbound-secret': secret },
        })
      ).status,
    ).toBe(403);
  });

  it('counts unread, reads, stars, labels, moves to spam and trash, restores and deletes for good', async () => {
    const before = (await as('GET', '/api/admin/mail/counts/')).body;
    const [first] = (await as('GET', '/api/admin/mail/?folder=inbox&search=Fatura')).body.results;
    expect((await as('GET', `/api/admin/mail/${first.id}/`)).body.read).toBe(true);
    expect((await as('GET', '/api/admin/mail/counts/')).body.unread.inbox).toBe(before.unread.inbox - 1);

    await as('PATCH', `/api/admin/mail/${first.id}/`, {
      starred: true,
      labels: ['company', 'important'],
      read: false,
    });
    const list = async (q: string) =>
      (await as('GET', `/api/admin/mail/?${q}`)).body.results.map((m: { id: number }) => m.id);
    expect(await list('folder=starred')).toContain(first.id);
    expect(await list('label=company')).toContain(first.id);
    expect((await as('GET', '/api/admin/mail/counts/')).body.unread.important).toBe(1);

    await as('POST', '/api/admin/mail/bulk/', { ids: [first.id], action: 'spam' });
    expect(await list('folder=spam')).toContain(first.id);
    expect(await list('label=company')).not.toContain(first.id);
    await as('POST', '/api/admin/mail/bulk/', { ids: [first.id], action: 'not_spam' });
    await as('POST', '/api/admin/mail/bulk/', { ids: [first.id], action: 'trash' });
    expect(await list('folder=trash')).toContain(first.id);
    await as('POST', '/api/admin/mail/bulk/', { ids: [first.id], action: 'restore' });
    expect(await list('folder=inbox')).toContain(first.id);
    await as('POST', '/api/admin/mail/bulk/', { ids: [first.id], action: 'delete' });
    expect(await list('folder=trash')).toContain(first.id);
    await as('POST', '/api/admin/mail/bulk/', { ids: [first.id], action: 'delete' });
    expect((await as('GET', `/api/admin/mail/${first.id}/`)).status).toBe(404);
  });

  it('saves a draft with recipients and groups, then sends it and removes the draft', async () => {
    const draft = await as('POST', '/api/admin/mail/drafts/', {
      to: ['x@example.com'],
      roles: ['Trader'],
      subject: 'Rascunho',
      text: '...',
    });
    expect(draft.status).toBe(201);
    expect(draft.body.to_address).toBe('x@example.com, @Trader');
    const edited = await as('PUT', `/api/admin/mail/drafts/${draft.body.id}/`, {
      to: ['y@example.com'],
      subject: 'Rascunho 2',
      text: '!',
    });
    expect(edited.body.subject).toBe('Rascunho 2');
    await as('POST', '/api/admin/mail/send/', {
      to: ['y@example.com'],
      subject: 'Rascunho 2',
      text: '!',
      draft_id: draft.body.id,
    });
    expect((await as('GET', `/api/admin/mail/${draft.body.id}/`)).status).toBe(404);
  });

  it('empties trash older than 30 days', async () => {
    const { mailMessages } = await import('../src/platform/db/schema.ts');
    const { eq } = await import('drizzle-orm');
    const [old] = (await as('GET', '/api/admin/mail/?folder=inbox')).body.results;
    await as('POST', '/api/admin/mail/bulk/', { ids: [old.id], action: 'trash' });
    const db = server.built.platform.db;
    await db
      .update(mailMessages)
      .set({ trashedAt: new Date(Date.now() - 31 * 24 * 3600_000) })
      .where(eq(mailMessages.id, old.id));
    const { createMailbox } = await import('../src/modules/admin/mail/mailbox-service.ts');
    expect(await createMailbox(server.built.platform).purgeTrash()).toBe(1);
    expect((await as('GET', `/api/admin/mail/${old.id}/`)).status).toBe(404);
  });
});
